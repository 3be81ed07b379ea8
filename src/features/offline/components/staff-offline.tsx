import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '@/components/confirm-danger';
import { OfflineAlert } from '@/components/layout/offline-notice';
import { itemTypeLabel } from '@/domain/item-types';
import { discardRefused, retryRefused, startOutboxSender } from '@/firebase/outbox-sender';
import type { OutboxItem } from '@/firebase/photo-outbox';
import { useOutbox } from '@/hooks/use-outbox';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { registerServiceWorker } from '@/lib/service-worker';

/**
 * The header's count of what this device has not sent yet (docs/offline.md), for signed-in
 * staff. Mounting it starts the outbox's sender and registers the service worker (after load).
 */
export function OutboxCount() {
  const { t } = useTranslation();
  const { items, photos } = useOutbox();
  useEffect(() => startOutboxSender(), []);
  const waiting = items.filter((item) => item.state === 'waiting');
  if (items.length === 0) return null;
  const itemIds = new Set(waiting.map((item) => item.itemId));
  const waitingPhotos = photos.filter((photo) => itemIds.has(photo.itemId) && !photo.url);
  const counts = {
    items: t('outbox.items', { count: waiting.length }),
    photos: t('outbox.photos', { count: waitingPhotos.length }),
  };
  return (
    <Badge
      role="status"
      variant="light"
      color={waiting.length < items.length ? 'red' : 'yellow'}
      leftSection={<IconCloudUpload size={14} aria-hidden />}
      aria-label={t('outbox.waitingCount', counts)}
    >
      {t('outbox.waitingShort', counts)}
    </Badge>
  );
}

/**
 * Above the screen, for signed-in staff: that registering works offline, the items the server
 * refused (each with its reason, sent again or discarded only by the clerk), and a new version
 * of the app waiting for a reload.
 */
export function OutboxNotice() {
  const { t, i18n: language } = useTranslation();
  const dt = useDynamicT();
  const { online } = useNetwork();
  const { items } = useOutbox();
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
  return (
    <Stack gap="sm" mb={online && refused.length === 0 && !reload ? 0 : 'md'}>
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
      {refused.length > 0 && (
        <Alert color="red" title={t('outbox.refusedTitle')}>
          <Text size="sm" mb="xs">
            {t('outbox.refusedIntro')}
          </Text>
          <List spacing="xs">
            {refused.map((item) => (
              <List.Item key={item.itemId}>
                <Group gap="xs">
                  <Text size="sm">{describe(item)}</Text>
                  <Button size="xs" variant="light" onClick={() => void retryRefused(item.itemId)}>
                    {t('outbox.sendAgain')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      confirmDanger({
                        title: t('outbox.discardTitle'),
                        body: t('outbox.discardBody'),
                        confirmLabel: t('outbox.discard'),
                        cancelLabel: t('common.cancel'),
                        onConfirm: () => void discardRefused(item.itemId),
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
      )}
    </Stack>
  );
}
