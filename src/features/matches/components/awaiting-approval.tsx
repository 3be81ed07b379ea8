import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ownerOf } from '@/domain/dashboard';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import type { Match } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { awaitsApproval } from '@/domain/status-transitions';
import type { Actor } from '@/domain/documents';
import { useHotelQuery } from '@/hooks/use-live';
import { useActionRunner } from '@/hooks/use-action-runner';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { matchActions } from '../api/match-actions';
import { DecisionQueue, RowDecisions } from './decision-queue';

/**
 * On hold sends a match to manager approval: admins see the held matches here and
 * approve (confirmMatch: on-hold -> confirmed, the guest is notified) or release (back to
 * matched). Both are recorded in the match's history. Rendered for admins only; the rules refuse
 * a release by staff.
 */
export function AwaitingApproval({ hotelId, actor }: { hotelId: string; actor: Actor }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  // One decision at a time: the row being decided spins, every other row's buttons are off.
  const { busy, error, run: act } = useActionRunner<string>();
  // Its own query: the matched tab shows its newest rows only, and a held match may be older.
  const heldMatches = useHotelQuery('heldMatches', hotelId);
  const held: Match[] = (heldMatches.data ?? []).filter(awaitsApproval);
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };

  return (
    <DecisionQueue
      titleId="awaiting-approval-title"
      title={t('approval.title')}
      intro={t('approval.intro')}
      error={error}
      loadError={
        heldMatches.status === 'error'
          ? t('dashboard.loadFailed', { detail: heldMatches.error.message })
          : null
      }
      loading={heldMatches.status === 'loading'}
      empty={held.length === 0 ? <Text size="sm">{t('approval.empty')}</Text> : null}
    >
      {/* A list, not a table: the dashboard's matched table below names the same matches. */}
      {held.map((match) => {
        const name = match.found.itemName || itemTypeLabel(match.found.itemType, dt) || match.id;
        return (
          <Group
            component="li"
            key={match.id}
            justify="space-between"
            wrap="wrap"
            style={{ listStyle: 'none' }}
          >
            <div>
              <Anchor component={Link} to={paths.match.getHref(hotelId, match.id)}>
                {name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {ownerOf(match.lost, i18n.language)} ·{' '}
                {formatDate(match.onHoldAt, i18n.language, labels, true)}
              </Text>
            </div>
            <RowDecisions
              rowId={match.id}
              subject={name}
              busy={busy}
              primary={{
                label: t('approval.approve'),
                icon: <IconCheck size={14} />,
                onClick: () =>
                  void act(match.id, t('approval.approveFailed'), () =>
                    matchActions.confirm(match.id),
                  ),
              }}
              secondary={{
                label: t('approval.release'),
                icon: <IconArrowBackUp size={14} />,
                onClick: () =>
                  void act(match.id, t('approval.releaseFailed'), () =>
                    matchActions.release(actor, match.id),
                  ),
              }}
            />
          </Group>
        );
      })}
    </DecisionQueue>
  );
}
