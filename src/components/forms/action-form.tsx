import { Button, Group, Stack, type MantineColor } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A small form of one action (a disposition, a revert, a police handover, a pickup): its fields,
 * then the action's button, spinning while the action runs, and Cancel, off meanwhile.
 */
export function ActionForm({
  name,
  onSubmit,
  submitLabel,
  submitColor,
  busy,
  onCancel,
  children,
}: {
  /** The form's accessible name; none inside a dialog that already names it. */
  name?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitColor?: MantineColor;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} aria-label={name} noValidate>
      <Stack gap="sm">
        {children}
        <Group>
          <Button type="submit" color={submitColor} loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
