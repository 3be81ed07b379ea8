import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before a destructive or irreversible action (discard, delete, unmatch). */
export function confirmDanger(options: {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: options.title,
    children: <Text size="sm">{options.body}</Text>,
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
    confirmProps: { color: 'red' },
    onConfirm: options.onConfirm,
  });
}
