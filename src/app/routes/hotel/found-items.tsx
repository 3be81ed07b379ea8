import { FoundItemList } from '@/features/found-items/components/found-item-list';
import { useCurrentHotel } from '@/lib/hotel-context';

export function FoundItemsRoute() {
  const { hotelId } = useCurrentHotel();
  return <FoundItemList hotelId={hotelId} />;
}
