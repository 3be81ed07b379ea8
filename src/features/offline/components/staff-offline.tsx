import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '@/components/confirm-danger';
import { OfflineAlert } from '@/components/layout/offline-notice';
import { showNotification } from '@/components/overlays';
import { itemTypeLabel } from '@/domain/item-types';
import { changedItemLabel, changeLabel } from '@/components/item-change-labels';
import { discardRefusedEdit, retryRefusedEdit, startEditSender } from '@/firebase/edit-sender';
import type { OutboxEdit } from '@/firebase/edit-outbox';
import { discardRefused, retryRefused, startOutboxSender } from '@/firebase/outbox-sender';
import type { OutboxItem } from '@/firebase/photo-outbox';
import { useEditOutbox } from '@/hooks/use-edit-outbox';
import { useOutbox } from '@/hooks/use-outbox';
import i18n from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { serverErrorMessage } from '@/lib/server-errors';
import { registerServiceWorker } from '@/lib/service-worker';

/**
 * The header's count of what this device has not sent yet (docs/offline.md), for signed-in
 * staff. Mounting it starts the outbox's sender and registers the service worker (after load).
 */
export function OutboxCount() {
  const { t } = useTranslation();
  const { items, photos } = useOutbox();
  const edits = useEditOutbox();
  useEffect(() => startOutboxSender(), []);
  // Signing out asks first when something is unsent, and the desk is often offline then: the
  // question's code is fetched now, not at the click (before the service worker has kept the
  // app's files, a click offline could fetch nothing). The dialog's code is this chunk's own.
  useEffect(() => void import('../sign-out').catch(() => undefined), []);
  // Edits and dispositions made offline have their own sender (src/firebase/edit-sender.ts).
  useEffect(() => startEditSender(), []);
  const waiting = items.filter((item) => item.state === 'waiting');
  const waitingEdits = edits.filter((edit) => edit.state === 'waiting');
  if (items.length === 0 && edits.length === 0) return null;
  const itemIds = new Set(waiting.map((item) => item.itemId));
  const waitingPhotos = photos.filter((photo) => itemIds.has(photo.itemId) && !photo.url);
  const refusedCount = items.length - waiting.length + edits.length - waitingEdits.length;
  const color = refusedCount > 0 ? 'red' : 'yellow';
  const icon = <IconCloudUpload size={14} aria-hidden />;
  // Only what the server refused is left: said as such (the notice above the screen lists it).
  if (waiting.length === 0 && waitingEdits.length === 0)
    return (
      <Badge
        role="status"
        variant="light"
        color={color}
        leftSection={icon}
        aria-label={t('outbox.refusedCount', { count: refusedCount })}
      >
        {t('outbox.refusedShort', { count: refusedCount })}
      </Badge>
    );
  const counts = {
    items: t('outbox.items', { count: waiting.length }),
    photos: t('outbox.photos', { count: waitingPhotos.length }),
    changes: t('outbox.changes', { count: waitingEdits.length }),
  };
  // Registrations as before ("1 item, 1 photo waiting"); changes, when there are any, after them.
  const which = waitingEdits.length === 0 ? '' : waiting.length === 0 ? 'Changes' : 'All';
  return (
    <Badge
      role="status"
      variant="light"
      color={color}
      leftSection={icon}
      aria-label={t(`outbox.waitingCount${which}`, counts)}
    >
      {t(`outbox.waitingShort${which}`, counts)}
    </Badge>
  );
}

/**
 * Shows the failure of Send again or Discard (the outbox could not be read or written, or the
 * entry is not the signed-in account's) as a notification, with the reason.
 */
function reportFailure(
  action: Promise<void>,
  key: 'outbox.sendAgainFailed' | 'outbox.discardFailed',
): Promise<void> {
  return action.catch((error: unknown) => {
    console.warn('Outbox: the action failed', error);
    return showNotification({
      color: 'red',
      message: i18n.t(key, { reason: serverErrorMessage(error) }),
      autoClose: 8000,
    }).catch(() => undefined);
  });
}

/**
 * Above the screen, for signed-in staff: that registering and changing found items work offline,
 * the items and the changes the server refused (each with its reason, sent again or discarded
 * only by the clerk), and a new version of the app waiting for a reload.
 */
export function OutboxNotice() {
  const { t, i18n: language } = useTranslation();
  const dt = useDynamicT();
  const { online } = useNetwork();
  const { items } = useOutbox();
  const edits = useEditOutbox();
  const [reload, setReload] = useState<(() => void) | null>(null);
  useEffect(() => {
    const register = () => void registerServiceWorker((next) => setReload(() => next));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  const refused = items.filter((item) => item.state === 'refused');
  const describe = (item: OutboxItem) =>
    t('outbox.refusedItem', {
      item: [itemTypeLabel(item.fields.itemType, dt), item.fields.itemName]
        .filter(Boolean)
        .join(' · '),
      time: new Date(item.createdAt).toLocaleString(language.language),
      reason: t(`outbox.reason.${item.reason ?? 'other'}`),
    });
  const refusedEdits = edits.filter((edit) => edit.state === 'refused');
  const describeEdit = (edit: OutboxEdit) =>
    t('outbox.refusedChange', {
      item: changedItemLabel(edit, dt),
      change: changeLabel(edit, dt),
      time: new Date(edit.createdAt).toLocaleString(language.language),
      reason: t(`outbox.editReason.${edit.reason ?? 'other'}`),
    });
  const quiet = online && refused.length === 0 && refusedEdits.length === 0 && !reload;
  return (
    <Stack gap="sm" mb={quiet ? 0 : 'md'}>
      {reload && (
        <Alert color="blue" icon={<IconRefresh aria-hidden />}>
          <Group justify="space-between">
            <Text size="sm">{t('outbox.updateReady')}</Text>
            <Button size="xs" onClick={reload}>
              {t('outbox.updateReload')}
            </Button>
          </Group>
        </Alert>
      )}
      {!online && <OfflineAlert>{t('outbox.offlineKept')}</OfflineAlert>}
      <RefusedList
        title={t('outbox.refusedTitle')}
        discardTitle={t('outbox.discardTitle')}
        discardBody={t('outbox.discardBody')}
        rows={refused.map((item) => ({
          key: item.itemId,
          label: describe(item),
          retry: () => reportFailure(retryRefused(item.itemId), 'outbox.sendAgainFailed'),
          discard: () => reportFailure(discardRefused(item.itemId), 'outbox.discardFailed'),
        }))}
      />
      <RefusedList
        title={t('outbox.refusedChangesTitle')}
        discardTitle={t('outbox.discardChangeTitle')}
        discardBody={t('outbox.discardChangeBody')}
        rows={refusedEdits.map((edit) => ({
          key: edit.id,
          label: describeEdit(edit),
          retry: () => reportFailure(retryRefusedEdit(edit.id), 'outbox.sendAgainFailed'),
          discard: () => reportFailure(discardRefusedEdit(edit.id), 'outbox.discardFailed'),
        }))}
      />
    </Stack>
  );
}

/**
 * What the server refused (new items, or changes to items), each with its reason kept on the
 * device until the clerk sends it again or discards it (after a confirmation).
 */
function RefusedList({
  title,
  discardTitle,
  discardBody,
  rows,
}: {
  title: string;
  discardTitle: string;
  discardBody: string;
  rows: { key: string; label: string; retry: () => Promise<void>; discard: () => Promise<void> }[];
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Alert color="red" title={title}>
      <Text size="sm" mb="xs">
        {t('outbox.refusedIntro')}
      </Text>
      <List spacing="xs">
        {rows.map((row) => (
          <List.Item key={row.key}>
            <Group gap="xs">
              <Text size="sm">{row.label}</Text>
              <Button size="xs" variant="light" onClick={() => void row.retry()}>
                {t('outbox.sendAgain')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  confirmDanger({
                    title: discardTitle,
                    body: discardBody,
                    confirmLabel: t('outbox.discard'),
                    cancelLabel: t('common.cancel'),
                    onConfirm: () => void row.discard(),
                  })
                }
              >
                {t('outbox.discard')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
