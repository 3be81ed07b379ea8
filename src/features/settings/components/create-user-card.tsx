import { Button, Card, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert, type Feedback } from '@/components/feedback-alert';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Heading } from '@/components/heading';
import { createUserSchema } from '@/domain/schemas/users';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { serverMessage, settingsApi } from '../api/settings-api';

/**
 * An admin creates a user of the hotel (spec §2, §5): email and password required, the password
 * at least 6 characters; the server's message, or the failure, is shown under the form.
 */
export function CreateUserCard({
  hotelId,
  onCreated,
}: {
  hotelId: string;
  /** The user list reloads to show the new user. */
  /** The user list reads itself again. */
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [creating, setCreating] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const { form, bind, check } = useSchemaForm({ email: '', password: '' }, creating);

  async function createUser() {
    const { email, password } = form.getValues();
    const key = check(createUserSchema, { email, password, targetHotelId: hotelId });
    if (key) {
      setFeedback({ kind: 'error', text: dt(`errors.${key}`) });
      return;
    }
    setCreating(true);
    setFeedback(null);
    try {
      const result = await settingsApi.createUser(email.trim(), password, hotelId);
      setFeedback({ kind: 'success', text: result.message || t('settings.userCreated') });
      form.reset();
      onCreated();
    } catch (error) {
      setFeedback({
        kind: 'error',
        text: `${t('settings.createUserFailed')}: ${serverMessage(error)}`,
      });
    } finally {
      setCreating(false);
    }
  }

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Heading level={2} title={t('settings.createUser')} />
        <Group align="flex-end">
          <TextInput
            label={t('login.email')}
            type="email"
            style={{ flex: 1 }}
            required
            {...bind('email')}
          />
          <PasswordInput
            label={t('login.password')}
            style={{ flex: 1 }}
            required
            {...bind('password')}
          />
          <Button onClick={() => void createUser()} disabled={creating}>
            {creating ? t('settings.creating') : t('settings.create')}
          </Button>
        </Group>
        <FeedbackAlert feedback={feedback} />
      </Stack>
    </Card>
  );
}
