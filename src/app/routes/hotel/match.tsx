import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { ActivityHistory } from '@/features/activity/components/activity-history';
import { MatchDetails } from '@/features/matches/components/match-details';
import { MatchThread } from '@/features/messages/components/match-thread';
import { actorOf } from '@/lib/actor';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { loginHrefFor } from '@/lib/login-href';
import { isPrivileged } from '@/lib/roles';

/**
 * /{hotelId}/matches/{id}: not behind a sign-in check, but only staff and admins can read matches;
 * admins also see the match's history.
 */
export function MatchRoute() {
  const { t } = useTranslation();
  const { matchId = '' } = useParams();
  const { hotelId } = useCurrentHotel();
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user || !isPrivileged(user))
    return (
      <Stack align="flex-start" my="md">
        <Alert color="yellow" role="alert">
          {t('matches.matchNotFound')}
        </Alert>
        {/* A match link from an email, opened signed out: sign in and come back here. */}
        {!user && (
          <Button component={Link} to={loginHrefFor(location.pathname)} variant="light">
            {t('guard.logIn')}
          </Button>
        )}
      </Stack>
    );
  return (
    <MatchDetails
      hotelId={hotelId}
      matchId={matchId}
      actor={actorOf(user)}
      isAdmin={user.claims.admin}
      history={
        <>
          {/* The guest's thread, where staff confirm and hand over (the ownership check). */}
          <MatchThread matchId={matchId} hotelId={hotelId} />
          {/* Held, released, confirmed, shipped: the match's own history (admins read it). */}
          {user.claims.admin ? <ActivityHistory hotelId={hotelId} targetId={matchId} /> : null}
        </>
      }
    />
  );
}
