import { Alert, Button, Card, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert, type Feedback } from '@/components/feedback-alert';
import type { FormAction } from '@/components/forms/use-form-action';
import { Heading } from '@/components/heading';
import type { Hotel } from '@/domain/entities';
import type { LiveState } from '@/hooks/use-subscription';

/** What a settings card is given: the hotel's document as the settings page reads it. */
export interface SettingsCardProps {
  hotelId: string;
  hotel: LiveState<Hotel | null>;
}

/** What a card's form is given: the stored values it starts from, and the card's save. */
export interface SettingsFormProps<T> {
  hotelId: string;
  saved: T;
  action: FormAction;
}

/**
 * A card of the hotel's settings: its heading, the failure to read the hotel, what it holds (a
 * form keyed by the stored values, so that a save elsewhere resets it to what is stored), and the
 * outcome of its last save.
 */
export function SettingsCard({
  title,
  intro,
  hotel,
  feedback,
  children,
}: {
  title: string;
  intro: string;
  hotel: LiveState<Hotel | null>;
  feedback?: Feedback | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Heading level={2} title={title} intro={intro} />
        {hotel.status === 'error' && <Alert color="red">{t('settings.hotelSettingsFailed')}</Alert>}
        {children}
        {feedback !== undefined && <FeedbackAlert feedback={feedback} />}
      </Stack>
    </Card>
  );
}

/** A settings form: submitting it (its Save button, Enter in a field) runs `onSave`. */
export function SettingsForm({
  onSave,
  children,
}: {
  onSave: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {children}
    </form>
  );
}

/** A settings form's Save button: spinning while it saves, off while there is nothing to save. */
export function SaveButton({
  busy,
  disabled,
  label,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
}) {
  return (
    <Button
      type="submit"
      leftSection={<IconDeviceFloppy size={16} />}
      loading={busy}
      disabled={disabled}
    >
      {label}
    </Button>
  );
}
