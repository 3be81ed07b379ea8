import { Button } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';

/** Fills the form with the next of the sample records (spec §2: a counter x/5, for testing). */
export function SampleFillButton({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
}) {
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
