import { useParams } from 'react-router-dom';
import { ShippingPaperwork } from '@/features/matches/components/shipping-paperwork';
import { useCurrentHotel } from '@/lib/hotel-context';

/** /{hotelId}/matches/{id}/paperwork: the printable address label and customs declaration. */
export function MatchPaperworkRoute() {
  const { matchId = '' } = useParams();
  const { hotelId } = useCurrentHotel();
  return <ShippingPaperwork hotelId={hotelId} matchId={matchId} />;
}
