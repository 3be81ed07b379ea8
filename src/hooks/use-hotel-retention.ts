import { useMemo } from 'react';
import { DEFAULT_RETENTION, type Retention } from '@/domain/retention';
import { useDocument } from './use-live';

/**
 * The hotel's retention days per item type group, live; the defaults until the hotel
 * document arrives or when it cannot be read.
 */
export function useHotelRetention(hotelId: string): Retention {
  const hotel = useDocument('hotel', hotelId);
  const retention = hotel.data?.settings.retention;
  const signature = retention ? JSON.stringify(retention) : '';
  // Stable while the values are the same, so that lists computed from it are not rebuilt.
  return useMemo(
    () => (signature ? (JSON.parse(signature) as Retention) : DEFAULT_RETENTION),
    [signature],
  );
}
