import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
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
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { matchActions } from '../api/match-actions';

/**
 * On hold sends a match to manager approval: admins see the held matches here and
 * approve (confirmMatch: on-hold -> confirmed, the guest is notified) or release (back to
 * matched). Both are recorded in the match's history. Rendered for admins only; the rules refuse
 * a release by staff.
 */
export function AwaitingApproval({ hotelId, actor }: { hotelId: string; actor: Actor }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Its own query: the matched tab shows its newest rows only, and a held match may be older.
  const heldMatches = useHotelQuery('heldMatches', hotelId);
  const held: Match[] = (heldMatches.data ?? []).filter(awaitsApproval);
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };

  async function act(id: string, failure: string, action: () => Promise<unknown>) {
    setBusy(id);
    setError(null);
    try {
      await action();
    } catch (cause) {
      console.error(cause);
      setError(failure);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="awaiting-approval-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="awaiting-approval-title">
            {t('approval.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('approval.intro')}
          </Text>
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {heldMatches.status === 'error' && (
          <Alert color="red" role="alert">
            {t('dashboard.loadFailed', { detail: heldMatches.error.message })}
          </Alert>
        )}
        {heldMatches.status === 'loading' ? (
          // A status, so its name is allowed (a bare span may not carry aria-label) and announced.
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        ) : held.length === 0 ? (
          <Text size="sm">{t('approval.empty')}</Text>
        ) : (
          // A list, not a table: the dashboard's matched table below names the same matches.
          <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('approval.title')}>
            {held.map((match) => {
              const name =
                match.found.itemName || itemTypeLabel(match.found.itemType, dt) || match.id;
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
                  <Group gap="xs">
                    <Button
                      size="xs"
                      leftSection={<IconCheck size={14} />}
                      loading={busy === match.id}
                      disabled={busy !== null}
                      aria-label={`${t('approval.approve')}: ${name}`}
                      onClick={() =>
                        void act(match.id, t('approval.approveFailed'), () =>
                          matchActions.confirm(match.id),
                        )
                      }
                    >
                      {t('approval.approve')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconArrowBackUp size={14} />}
                      disabled={busy !== null}
                      aria-label={`${t('approval.release')}: ${name}`}
                      onClick={() =>
                        void act(match.id, t('approval.releaseFailed'), () =>
                          matchActions.release(actor, match.id),
                        )
                      }
                    >
                      {t('approval.release')}
                    </Button>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
