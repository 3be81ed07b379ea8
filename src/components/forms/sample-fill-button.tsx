import { Button } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { sampleFillEnabled } from '@/config/sample-fill';
import { useHydrated } from '@/hooks/use-hydrated';

/** Decided once per build: development, tests, emulator builds, or VITE_SAMPLE_FILL=on. */
const SHOWN = sampleFillEnabled(import.meta.env);

/**
 * Fills the form with the next of the sample records (spec §2: a counter x/5, for testing).
 * Nothing in a production build unless the deployment turns it on (src/config/sample-fill.ts).
 */
export function SampleFillButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
  // Off while a prerendered page hydrates: pressed then, it would do nothing.
  const hydrated = useHydrated();
  if (!SHOWN) return null;
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconWand size={14} />}
      onClick={onClick}
      disabled={disabled || !hydrated}
    >
      {label}
    </Button>
  );
}
