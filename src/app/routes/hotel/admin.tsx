import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Dashboard } from '@/features/dashboard/components/dashboard';
import { AwaitingApproval } from '@/features/matches/components/awaiting-approval';
import { SuggestedMatches } from '@/features/matches/components/suggested-matches';
import { WaitingPanel } from '@/features/messages/components/waiting-panel';
import { actorOf } from '@/lib/actor';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isStaffOnly } from '@/lib/roles';

/** /{hotelId}/admin: staff-only users go to registration; users with no claim see the authorization bar. */
export function AdminRoute() {
  const { t } = useTranslation();
  const { hotelId } = useCurrentHotel();
  const { user } = useAuth();
  if (!user) return null;
  if (isStaffOnly(user)) return <Navigate to={paths.registerFoundItem.getHref(hotelId)} replace />;
  if (!user.claims.admin) {
    return (
      <Alert color="yellow" role="alert" my="md">
        {t('dashboard.needsAuthorization')}
      </Alert>
    );
  }
  return (
    <Dashboard
      hotelId={hotelId}
      // Guest messages waiting for an answer: the live count and the waiting view.
      waiting={<WaitingPanel hotelId={hotelId} />}
      matchedTabHeader={<AwaitingApproval hotelId={hotelId} actor={actorOf(user)} />}
      suggestions={<SuggestedMatches hotelId={hotelId} actor={actorOf(user)} canDecide />}
    />
  );
}
