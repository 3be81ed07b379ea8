import { Alert, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowBackUp, IconPrinter, IconReceipt, IconTrashX } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemButton, ItemActionButton, MatchedItemActions } from '@/components/item-actions';
import { useActionRunner } from '@/hooks/use-action-runner';
import { Link, useNavigate } from 'react-router-dom';
import { DueBadge } from '@/components/due-badge';
import { ItemChanges } from '@/components/item-changes';
import { PageLoader } from '@/components/layout/page-loader';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { paths } from '@/config/paths';
import type { FoundItem } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { handedInByGuest } from '@/domain/police-paperwork';
import { canDiscard, canUndoDiscard } from '@/domain/status-transitions';
import type { Actor } from '@/domain/documents';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { dueInfo } from '@/domain/retention';
import { foundItemActions, useFoundItem } from '../api/found-item-actions';
import { useHotelRetention } from '@/hooks/use-hotel-retention';
import { FoundItemEdit } from './found-item-edit';
import { FoundItemFacts } from './found-item-facts';

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
  /** The hotel of the URL: an item of another hotel is not found here. */
  hotelId: string;
  itemId: string;
  actor: Actor;
  isAdmin: boolean;
  matchesPanel: (item: FoundItem) => ReactNode;
  history: (item: FoundItem) => ReactNode;
  /** Final disposition (returned, donated, destroyed, police) and its revert. */
  dispositionPanel?: (item: FoundItem) => ReactNode;
}) {
  const { t } = useTranslation();
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
  // Retention: only an item still on the shelf has days in storage and a due date.
  const due = found.status === 'pending' ? dueInfo(found, retention, new Date()) : null;

  return (
    <Stack gap="md" py="md" maw={1100} mx="auto">
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
          {handedInByGuest(found) && (
            <Button
              component={Link}
              to={paths.foundItemReceipt.getHref(found.hotelId, found.id)}
              variant="light"
              size="xs"
              leftSection={<IconReceipt size={14} />}
            >
              {t('policePaperwork.receipt.open')}
            </Button>
          )}
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
      <ItemChanges itemId={found.id} />
      {/* Staff and admins edit fields and photos; the rest is for admins. */}
      <Group>
        <FoundItemEdit item={found} actor={actor} />
        {isAdmin && (
          <>
            {canDiscard(found) && (
              <ItemActionButton
                kind="discard"
                busy={busy}
                label={t('matches.discard')}
                icon={<IconTrashX size={16} />}
                color="orange"
                confirm={{ title: t('matches.discardTitle'), body: t('matches.discardWarning') }}
                onRun={() =>
                  void run('discard', dt('matches.errorDiscarding'), () =>
                    foundItemActions.discard(actor, found.id),
                  )
                }
              />
            )}
            {canUndoDiscard(found) && (
              <ItemActionButton
                kind="undo"
                busy={busy}
                label={t('matches.undoDiscard')}
                icon={<IconArrowBackUp size={16} />}
                onRun={() =>
                  void run('undo', dt('matches.errorDiscarding'), () =>
                    foundItemActions.undoDiscard(actor, found.id),
                  )
                }
              />
            )}
            {found.matchId && (
              <MatchedItemActions
                hotelId={found.hotelId}
                matchId={found.matchId}
                kind="unmatch"
                busy={busy}
                onUnmatch={() =>
                  void run('unmatch', dt('matches.errorUnmatching'), () =>
                    foundItemActions.unmatch(actor, found.matchId ?? ''),
                  )
                }
              />
            )}
            <DeleteItemButton
              kind="delete"
              busy={busy}
              warning={t('matches.deleteWarning')}
              onDelete={() =>
                void run(
                  'delete',
                  dt('matches.errorDeleting'),
                  () => foundItemActions.remove(actor, found.id),
                  () => void navigate(paths.admin.getHref(found.hotelId)),
                )
              }
            />
          </>
        )}
      </Group>
      <FoundItemFacts found={found} due={due} />
      {dispositionPanel?.(found)}
      {isAdmin && found.status === 'pending' && !found.matchId && matchesPanel(found)}
      {isAdmin && history(found)}
    </Stack>
  );
}
