import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The end of an item form (spec §8): the message of its last failure, then its submit button,
 * off while the form saves (a prerendered form's `UntilHydrated` keeps it off while the page
 * hydrates); the button's label says what the save is doing.
 */
export function SubmitRow({
  error,
  icon,
  busy,
  label,
}: {
  error: string | null;
  icon: ReactNode;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" leftSection={icon} disabled={busy}>
          {label}
        </Button>
      </Group>
    </>
  );
}
