import { createContext, useContext } from 'react';

export interface CurrentHotel {
  hotelId: string;
  /** The hotel's display name, or its id while unknown. */
  displayName: string;
}

export const HotelContext = createContext<CurrentHotel | null>(null);

/** The hotel of the current /{hotelId}/* route; only valid inside the hotel guard. */
export function useCurrentHotel(): CurrentHotel {
  const hotel = useContext(HotelContext);
  if (!hotel) throw new Error('useCurrentHotel() is used outside a hotel route');
  return hotel;
}
