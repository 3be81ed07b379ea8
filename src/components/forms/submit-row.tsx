import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The end of an item form (spec §8): the message of its last failure, then its submit button,
 * off while the form saves (and while a prerendered page hydrates: pressed then, it would do
 * nothing); the button's label says what the save is doing.
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
  const hydrated = useHydrated();
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" leftSection={icon} disabled={busy || !hydrated}>
          {label}
        </Button>
      </Group>
    </>
  );
}
