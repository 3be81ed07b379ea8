import { useParams } from 'react-router-dom';
import { FoundItemReceipt } from '@/features/found-items/components/found-item-receipt';
import { useCurrentHotel } from '@/lib/hotel-context';

/** /{hotelId}/found-items/{id}/receipt: the printable receipt for a finder who is not staff. */
export function FoundItemReceiptRoute() {
  const { itemId = '' } = useParams();
  const { hotelId, displayName } = useCurrentHotel();
  return <FoundItemReceipt hotelId={hotelId} itemId={itemId} hotelName={displayName} />;
}
