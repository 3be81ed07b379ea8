import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLinkOff, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LostItem } from '@/domain/entities';
import type { Actor } from '@/firebase/activity';
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
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
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

  async function run(
    kind: Exclude<Busy, null>,
    errorKey: string,
    action: () => Promise<unknown>,
    after?: () => void,
  ) {
    setBusy(kind);
    setError(null);
    try {
      await action();
      after?.();
    } catch (failure) {
      console.error(failure);
      setError(dt(`matches.${errorKey}`));
    } finally {
      setBusy(null);
    }
  }

  const ask = (title: string, body: string, label: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm,
    });

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <LostItemEdit item={item} actor={actor} />
        {item.viewed !== false && (
          <Button
            variant="light"
            leftSection={<IconMailOpened size={16} />}
            loading={busy === 'unread'}
            disabled={busy !== null}
            onClick={() =>
              void run('unread', 'errorMarkingUnread', async () => {
                markedOnOpen.current = true;
                await lostItemActions.markUnread(actor, item.id);
              })
            }
          >
            {t('matches.markUnread')}
          </Button>
        )}
        {item.matchId && (
          <>
            <Button
              component={Link}
              to={paths.match.getHref(item.hotelId, item.matchId)}
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
                    void run('unmatch', 'errorUnmatching', () =>
                      lostItemActions.unmatch(actor, item.matchId ?? ''),
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
              t('matches.deleteLostWarning'),
              t('matches.delete'),
              () =>
                void run(
                  'delete',
                  'errorDeleting',
                  () => lostItemActions.remove(actor, item.id),
                  () => void navigate(paths.admin.getHref(item.hotelId)),
                ),
            )
          }
        >
          {t('matches.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
