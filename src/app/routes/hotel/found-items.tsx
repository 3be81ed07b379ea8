import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PoliceHandoverButton } from '@/features/dispositions/components/police-handover-form';
import { FoundItemList } from '@/features/found-items/components/found-item-list';
import { actorOf } from '@/lib/actor';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';

export function FoundItemsRoute() {
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  const { t } = useTranslation();
  return (
    <>
      <Group justify="flex-end" pt="md">
        <Anchor component={Link} to={paths.policeHandovers.getHref(hotelId)}>
          {t('disposition.police.indexTitle')}
        </Anchor>
      </Group>
      <FoundItemList
        hotelId={hotelId}
        selectionActions={(items) =>
          user?.claims.admin ? (
            <PoliceHandoverButton hotelId={hotelId} selected={items} actor={actorOf(user)} />
          ) : null
        }
      />
    </>
  );
}
