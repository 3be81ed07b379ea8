import { PoliceHandoverIndex } from '@/features/dispositions/components/police-handover-index';
import { useCurrentHotel } from '@/lib/hotel-context';

/** /{hotelId}/police-handovers: every police handover of the hotel, newest first. */
export function PoliceHandoversRoute() {
  const { hotelId } = useCurrentHotel();
  return <PoliceHandoverIndex hotelId={hotelId} />;
}
