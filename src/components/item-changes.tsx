import { Alert, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OutboxEdit } from '@/firebase/edit-outbox';
import { useEditOutbox } from '@/hooks/use-edit-outbox';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { changeLabel } from './item-change-labels';

/**
 * On a found item's page: the changes this device made to it with no network that the server
 * has not confirmed (docs/offline.md), waiting or not accepted. The notice above the screen
 * lists the refused ones with their reason, Send again and Discard.
 */
export function ItemChanges({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const mine = useEditOutbox().filter((entry) => entry.itemId === itemId);
  if (mine.length === 0) return null;
  const list = (state: OutboxEdit['state']) =>
    mine
      .filter((entry) => entry.state === state)
      .map((entry) => changeLabel(entry, dt))
      .join(t('outbox.listSeparator'));
  const waiting = list('waiting');
  const refused = list('refused');
  return (
    <Alert
      role="status"
      color={refused ? 'red' : 'yellow'}
      icon={<IconCloudUpload aria-hidden />}
      title={refused ? t('outbox.refusedBadge') : t('outbox.waitingBadge')}
    >
      {waiting && <Text size="sm">{t('outbox.itemChangesWaiting', { changes: waiting })}</Text>}
      {refused && <Text size="sm">{t('outbox.itemChangesRefused', { changes: refused })}</Text>}
    </Alert>
  );
}
