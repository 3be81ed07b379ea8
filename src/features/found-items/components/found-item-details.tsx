import { Alert, Badge, Button, Card, Group, Stack, Table, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconLinkOff,
  IconPrinter,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '@/components/confirm-danger';
import { useActionRunner } from '@/hooks/use-action-runner';
import { Link, useNavigate } from 'react-router-dom';
import { DueBadge } from '@/components/due-badge';
import { PageLoader } from '@/components/layout/page-loader';
import { PhotoGrid } from '@/components/photo-grid';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { paths } from '@/config/paths';
import { countryName } from '@/domain/countries';
import { foundLocationOf, ownerOf } from '@/domain/dashboard';
import { formatDate } from '@/domain/dates';
import type { FoundItem } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { canDiscard, canUndoDiscard } from '@/domain/status-transitions';
import type { Actor } from '@/domain/documents';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { dueInfo } from '@/domain/retention';
import { foundItemActions, useFoundItem } from '../api/found-item-actions';
import { useHotelRetention } from '@/hooks/use-hotel-retention';
import { FoundItemEdit } from './found-item-edit';

type Busy = null | 'discard' | 'undo' | 'delete' | 'unmatch';

/**
 * Found item details: opening marks it viewed; admins discard (with confirmation), undo, delete,
 * unmatch, and match through the panel the route passes in.
 */
export function FoundItemDetails({
  hotelId,
  itemId,
  actor,
  isAdmin,
  matchesPanel,
  history,
  dispositionPanel,
}: {
  /** The hotel of the URL: an item of another hotel is not found here (issue 13). */
  hotelId: string;
  itemId: string;
  actor: Actor;
  isAdmin: boolean;
  matchesPanel: (item: FoundItem) => ReactNode;
  history: (item: FoundItem) => ReactNode;
  /** Issue 17: final disposition (returned, donated, destroyed, police) and its revert. */
  dispositionPanel?: (item: FoundItem) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const item = useFoundItem(itemId);
  const { busy, error, run } = useActionRunner<Exclude<Busy, null>>();
  const inHotel = item.data?.hotelId === hotelId;
  const viewedAlready = inHotel ? item.data?.viewed : undefined;
  const retention = useHotelRetention(hotelId);

  useEffect(() => {
    if (viewedAlready === false)
      foundItemActions
        .markViewed(actor, itemId)
        .catch((failure: unknown) => console.warn('Could not mark viewed', failure));
  }, [viewedAlready, actor, itemId]);

  if (item.status === 'loading') return <PageLoader />;
  if (item.status === 'error')
    return <Alert color="red">{t('items.errorFetching', { detail: item.error.message })}</Alert>;
  if (!item.data || !inHotel)
    return (
      <Alert color="yellow" role="alert">
        {t('items.itemNotFound')}
      </Alert>
    );
  const found = item.data;
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const na = (text: string) => text.trim() || t('errors.notAvailable');

  const ask = (title: string, body: string, confirmLabel: string, onConfirm: () => void) =>
    confirmDanger({ title, body, confirmLabel, cancelLabel: t('common.cancel'), onConfirm });

  const rows: [string, string][] = [
    [t('foundForm.itemType'), na(itemTypeLabel(found.itemType, dt))],
    [t('foundForm.itemName'), na(found.itemName)],
    [t('foundForm.dateFound'), formatDate(found.dateFound, i18n.language, labels)],
    [t('dashboard.columns.location'), na(foundLocationOf(found))],
    [t('foundForm.storageLocation'), na(found.storageLocation)],
    [t('foundForm.description'), na(found.description)],
    [t('foundForm.cashValue'), na(found.cashValue)],
    [t('foundForm.comments'), na(found.comments)],
    [t('foundForm.finderName'), na(found.finderName)],
    [t('foundForm.foundByNonHotelStaff'), na(found.foundByNonHotelStaff)],
    [t('dashboard.columns.owner'), na(ownerOf(found))],
    [t('foundForm.phone'), na(found.phone)],
    [t('foundForm.email'), na(found.email)],
    [t('foundForm.country'), na(countryName(found.country, currentLanguage()))],
    [t('foundForm.address'), na(found.address)],
    [t('foundForm.organisation'), na(found.organisation)],
  ];
  // Retention (issue 17): only an item still on the shelf has days in storage and a due date.
  const due = found.status === 'pending' ? dueInfo(found, retention, new Date()) : null;
  if (due) {
    rows.push([
      t('retention.daysInStorage'),
      t('retention.storedDays', { count: due.daysInStorage }),
    ]);
    rows.push([
      t('retention.dueDate'),
      `${formatDate(due.dueDate, i18n.language, labels)} (${dt(`retention.groups.${due.group}`)}, ${dt(`retention.after.${due.group}`)})`,
    ]);
  }
  if (found.status === 'discarded') {
    rows.push([
      t('dashboard.columns.discardedAt'),
      formatDate(found.discardedAt, i18n.language, labels, true),
    ]);
    rows.push([t('dashboard.columns.disposer'), na(found.disposer)]);
  }

  return (
    <Stack gap="md" py="md" maw={960} mx="auto">
      <Group justify="space-between">
        <Group gap="sm">
          <ItemTypeIcon type={found.itemType} size={26} />
          <Title order={1} size="h2">
            {found.itemName || itemTypeLabel(found.itemType, dt)}
          </Title>
        </Group>
        <Group gap="sm">
          {due && <DueBadge due={due} />}
          <Button
            component={Link}
            to={paths.foundItemLabels.getHref(found.hotelId, [found.id])}
            variant="light"
            size="xs"
            leftSection={<IconPrinter size={14} />}
          >
            {t('labels.printLabel')}
          </Button>
          <Badge
            size="lg"
            color={
              found.status === 'discarded' ? 'gray' : found.status === 'matched' ? 'green' : 'blue'
            }
          >
            {dt(`itemStatus.${found.status}`)}
          </Badge>
        </Group>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {/* Staff and admins edit fields and photos (issue 13); the rest is for admins. */}
      <Group>
        <FoundItemEdit item={found} actor={actor} />
        {isAdmin && (
          <>
            {canDiscard(found) && (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconTrashX size={16} />}
                loading={busy === 'discard'}
                disabled={busy !== null}
                onClick={() =>
                  ask(
                    t('matches.discardTitle'),
                    t('matches.discardWarning'),
                    t('matches.discard'),
                    () =>
                      void run('discard', dt('matches.errorDiscarding'), () =>
                        foundItemActions.discard(actor, found.id),
                      ),
                  )
                }
              >
                {t('matches.discard')}
              </Button>
            )}
            {canUndoDiscard(found) && (
              <Button
                variant="light"
                leftSection={<IconArrowBackUp size={16} />}
                loading={busy === 'undo'}
                disabled={busy !== null}
                onClick={() =>
                  void run('undo', dt('matches.errorDiscarding'), () =>
                    foundItemActions.undoDiscard(actor, found.id),
                  )
                }
              >
                {t('matches.undoDiscard')}
              </Button>
            )}
            {found.matchId && (
              <>
                <Button
                  component={Link}
                  to={paths.match.getHref(found.hotelId, found.matchId)}
                  variant="light"
                >
                  {t('matches.openMatch')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconLinkOff size={16} />}
                  loading={busy === 'unmatch'}
                  disabled={busy !== null}
                  onClick={() =>
                    ask(
                      t('matches.unmatchTitle'),
                      t('matches.unmatchWarning'),
                      t('matches.unmatch'),
                      () =>
                        void run('unmatch', dt('matches.errorUnmatching'), () =>
                          foundItemActions.unmatch(actor, found.matchId ?? ''),
                        ),
                    )
                  }
                >
                  {t('matches.unmatch')}
                </Button>
              </>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={busy === 'delete'}
              disabled={busy !== null}
              onClick={() =>
                ask(
                  t('matches.deleteTitle'),
                  t('matches.deleteWarning'),
                  t('matches.delete'),
                  () =>
                    void run(
                      'delete',
                      dt('matches.errorDeleting'),
                      () => foundItemActions.remove(actor, found.id),
                      () => void navigate(paths.admin.getHref(found.hotelId)),
                    ),
                )
              }
            >
              {t('matches.delete')}
            </Button>
          </>
        )}
      </Group>
      <Card withBorder padding="md">
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={200}>{label}</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack mt="md">
          <PhotoGrid urls={found.imageUrls} />
        </Stack>
      </Card>
      {dispositionPanel?.(found)}
      {isAdmin && found.status === 'pending' && !found.matchId && matchesPanel(found)}
      {isAdmin && history(found)}
    </Stack>
  );
}
