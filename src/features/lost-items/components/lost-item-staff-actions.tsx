import { Alert, Group, Stack } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteItemButton, ItemActionButton, MatchedItemActions } from '@/components/item-actions';
import { useActionRunner } from '@/hooks/use-action-runner';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LostItem } from '@/domain/entities';
import type { Actor } from '@/domain/documents';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { lostItemActions } from '../api/lost-item-actions';
import { LostItemEdit } from './lost-item-edit';

type Busy = null | 'unread' | 'delete' | 'unmatch';

/**
 * Staff and admin actions on a lost item (spec §2): opening marks it viewed; mark unread (shown
 * when viewed is not false), unmatch, and delete, which takes its match with it.
 */
export function LostItemStaffActions({ item, actor }: { item: LostItem; actor: Actor }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const { busy, error, run } = useActionRunner<Exclude<Busy, null>>();
  // Opening marks the item viewed once; after Mark unread it stays unread while the page is open.
  const markedOnOpen = useRef(false);

  useEffect(() => {
    if (!markedOnOpen.current && item.viewed === false) {
      markedOnOpen.current = true;
      lostItemActions
        .markViewed(actor, item.id)
        .catch((failure: unknown) => console.warn('Could not mark viewed', failure));
    }
  }, [item.viewed, item.id, actor]);

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        {/* An erased report has no personal data left to edit (and must not get it back). */}
        {!item.erasure?.erasedAt && <LostItemEdit item={item} actor={actor} />}
        {item.viewed !== false && (
          <ItemActionButton
            kind="unread"
            busy={busy}
            label={t('matches.markUnread')}
            icon={<IconMailOpened size={16} />}
            onRun={() =>
              void run('unread', dt('matches.errorMarkingUnread'), async () => {
                markedOnOpen.current = true;
                await lostItemActions.markUnread(actor, item.id);
              })
            }
          />
        )}
        {item.matchId && (
          <MatchedItemActions
            hotelId={item.hotelId}
            matchId={item.matchId}
            kind="unmatch"
            busy={busy}
            onUnmatch={() =>
              void run('unmatch', dt('matches.errorUnmatching'), () =>
                lostItemActions.unmatch(actor, item.matchId ?? ''),
              )
            }
          />
        )}
        <DeleteItemButton
          kind="delete"
          busy={busy}
          warning={t('matches.deleteLostWarning')}
          onDelete={() =>
            void run(
              'delete',
              dt('matches.errorDeleting'),
              () => lostItemActions.remove(actor, item.id),
              () => void navigate(paths.admin.getHref(item.hotelId)),
            )
          }
        />
      </Group>
    </Stack>
  );
}
