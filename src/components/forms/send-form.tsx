import { Button, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FeedbackAlert } from '@/components/feedback-alert';
import type { FormAction } from './use-form-action';

/**
 * A form that sends a message (the guest's on /status, staff's answer on the lost item page): its
 * fields, then the send button, spinning while the message goes, then what the sending said.
 */
export function SendForm({
  action,
  onSend,
  sendLabel,
  sendDisabled,
  children,
}: {
  /** The form's one action: its busy flag spins the button, its feedback shows under it. */
  action: FormAction;
  onSend: () => Promise<void>;
  sendLabel: string;
  /** Nothing to send yet (an empty text) or the fields refuse what they hold. */
  sendDisabled: boolean;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSend();
      }}
    >
      <Stack gap="xs">
        {children}
        <Group>
          <Button
            type="submit"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={action.busy}
            disabled={sendDisabled}
          >
            {sendLabel}
          </Button>
        </Group>
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </form>
  );
}
