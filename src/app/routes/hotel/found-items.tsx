import { PoliceHandoverButton } from '@/features/dispositions/components/police-handover-form';
import { FoundItemList } from '@/features/found-items/components/found-item-list';
import { actorOf } from '@/lib/actor';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';

export function FoundItemsRoute() {
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  return (
    <FoundItemList
      hotelId={hotelId}
      selectionActions={(items) =>
        user?.claims.admin ? (
          <PoliceHandoverButton hotelId={hotelId} selected={items} actor={actorOf(user)} />
        ) : null
      }
    />
  );
}
