import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { MatchDetails } from '@/features/matches/components/match-details';
import { actorOf } from '@/lib/actor';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged } from '@/lib/roles';

/** /{hotelId}/matches/{id}: not behind a sign-in check, but only staff and admins can read matches. */
export function MatchRoute() {
  const { t } = useTranslation();
  const { matchId = '' } = useParams();
  const { hotelId } = useCurrentHotel();
  const { user, loading } = useAuth();
  if (loading) return <PageLoader />;
  if (!user || !isPrivileged(user))
    return <Alert color="yellow">{t('matches.matchNotFound')}</Alert>;
  return <MatchDetails hotelId={hotelId} matchId={matchId} actor={actorOf(user)} />;
}
