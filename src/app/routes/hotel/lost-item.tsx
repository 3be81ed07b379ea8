import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { ActivityHistory } from '@/features/activity/components/activity-history';
import { ReportReference } from '@/features/lost-items/components/report-reference';
import { useLostItem } from '@/features/lost-items/api/use-lost-item';
import { GuestEmailStatus } from '@/features/lost-items/components/guest-email-status';
import { LostItemStaffActions } from '@/features/lost-items/components/lost-item-staff-actions';
import { LostItemSummary } from '@/features/lost-items/components/lost-item-summary';
import { MatchPackageSection } from '@/features/matches/components/match-package-section';
import { PotentialMatches } from '@/features/matches/components/potential-matches';
import { MessageThreadPanel } from '@/features/messages/components/message-thread-panel';
import { actorOf } from '@/lib/actor';
import { useAuth } from '@/lib/auth-context';
import { useCurrentHotel } from '@/lib/hotel-context';
import { isPrivileged } from '@/lib/roles';

/**
 * /{hotelId}/lost-items/{id}: not behind a sign-in check. The reporting guest sees their report;
 * staff and admins also get the actions, admins the potential matches and history. The rules
 * refuse the report to anyone else, who is told it was not found (nothing leaks).
 */
export function LostItemRoute() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const auth = useAuth();
  const { hotelId } = useCurrentHotel();
  const item = useLostItem(itemId, !auth.loading);
  if (item.status === 'loading') return <PageLoader />;
  const denied =
    item.status === 'error' && (item.error as { code?: string }).code === 'permission-denied';
  if (item.status === 'error' && !denied) {
    return (
      <Alert color="red" role="alert" maw={760} mx="auto" my="md">
        {t('items.errorFetching', { detail: item.error.message })}
      </Alert>
    );
  }
  // A report of another hotel is not shown under this hotel's header.
  if (denied || !item.data || item.data.hotelId !== hotelId) {
    return (
      <Alert color="yellow" role="alert" maw={760} mx="auto" my="md">
        {t('items.itemNotFound')}
      </Alert>
    );
  }
  const user = auth.user;
  const staff = user && isPrivileged(user) ? user : null;
  return (
    <Stack maw={1100} mx="auto" my="md">
      {staff && <LostItemStaffActions item={item.data} actor={actorOf(staff)} />}
      <ReportReference
        reference={item.data.reference}
        createdAt={item.data.createdAt}
        audience={staff ? 'staff' : 'guest'}
      />
      {staff && <GuestEmailStatus item={item.data} />}
      <LostItemSummary item={item.data} audience={staff ? 'staff' : 'guest'} />
      {staff && (
        <MessageThreadPanel
          lostItemId={item.data.id}
          hotelId={item.data.hotelId}
          language={item.data.language}
        />
      )}
      {staff && item.data.matchId && (
        <MatchPackageSection matchId={item.data.matchId} actor={actorOf(staff)} />
      )}
      {staff?.claims.admin && item.data.status === 'pending' && !item.data.matchId && (
        <PotentialMatches subject={{ kind: 'lost', item: item.data }} actor={actorOf(staff)} />
      )}
      {staff?.claims.admin && (
        <ActivityHistory hotelId={item.data.hotelId} targetId={item.data.id} />
      )}
    </Stack>
  );
}
