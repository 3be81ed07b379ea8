import { Outlet } from 'react-router-dom';
import { HotelGuard } from '@/features/hotels/components/hotel-guard';

/** Every /{hotelId}/* screen is entered only after hotel validation and the permission check. */
export function HotelLayoutRoute() {
  return (
    <HotelGuard>
      <Outlet />
    </HotelGuard>
  );
}
