import { useParams } from 'react-router-dom';
import { PoliceHandoverList } from '@/features/dispositions/components/police-handover-list';
import { useCurrentHotel } from '@/lib/hotel-context';

/** /{hotelId}/police-handovers/{id}: the printable list of one police handover. */
export function PoliceHandoverRoute() {
  const { handoverId = '' } = useParams();
  const { hotelId, displayName } = useCurrentHotel();
  return <PoliceHandoverList hotelId={hotelId} handoverId={handoverId} hotelName={displayName} />;
}
