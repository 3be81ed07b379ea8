import { GuestHotelSelector } from '@/features/hotels/components/hotel-selector';

export function HomeRoute() {
  return <GuestHotelSelector />;
}
