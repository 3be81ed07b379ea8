import { Button } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { sampleFillEnabled } from '@/config/sample-fill';

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
  if (!SHOWN) return null;
  return (
    <Button
      variant="subtle"
      size="xs"
      leftSection={<IconWand size={14} />}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}
