import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenModalsReady } from './overlays';

/** Asks before a destructive or irreversible action (discard, delete, unmatch). */
export function confirmDanger(options: {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The name of the dialog's close (×) button; defaults to the cancel label. */
  closeLabel?: string;
}) {
  void whenModalsReady().then(() =>
    modals.openConfirmModal({
      title: options.title,
      children: <Text size="sm">{options.body}</Text>,
      labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': options.closeLabel ?? options.cancelLabel },
      onConfirm: options.onConfirm,
    }),
  );
}
