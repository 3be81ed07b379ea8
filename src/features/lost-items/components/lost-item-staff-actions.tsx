import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLinkOff, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '@/components/confirm-danger';
import { useActionRunner } from '@/hooks/use-action-runner';
import { Link, useNavigate } from 'react-router-dom';
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

  const ask = (title: string, body: string, confirmLabel: string, onConfirm: () => void) =>
    confirmDanger({ title, body, confirmLabel, cancelLabel: t('common.cancel'), onConfirm });

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
              void run('unread', dt('matches.errorMarkingUnread'), async () => {
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
                    void run('unmatch', dt('matches.errorUnmatching'), () =>
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
                  dt('matches.errorDeleting'),
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
