import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DispositionPanel } from '@/features/dispositions/components/disposition-panel';
import { ActivityHistory } from '@/features/activity/components/activity-history';
import { FoundItemDetails } from '@/features/found-items/components/found-item-details';
import { PotentialMatches } from '@/features/matches/components/potential-matches';
import { actorOf } from '@/lib/actor';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged } from '@/lib/roles';

export function FoundItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const { user } = useAuth();
  const { hotelId } = useCurrentHotel();
  if (!user) return null;
  if (!isPrivileged(user)) return <Alert color="yellow">{t('dashboard.needsAuthorization')}</Alert>;
  const actor = actorOf(user);
  return (
    <FoundItemDetails
      hotelId={hotelId}
      itemId={itemId}
      actor={actor}
      isAdmin={user.claims.admin}
      matchesPanel={(item) => <PotentialMatches subject={{ kind: 'found', item }} actor={actor} />}
      history={(item) => <ActivityHistory hotelId={item.hotelId} targetId={item.id} />}
      dispositionPanel={(item) => (
        <DispositionPanel item={item} actor={actor} claims={user.claims} />
      )}
    />
  );
}
