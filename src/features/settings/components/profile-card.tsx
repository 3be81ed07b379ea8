import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { ownDisplayNameSchema } from '@/domain/schemas/users';
import type { SessionUser } from '@/firebase/auth-session';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { passwordResetErrorMessage } from '@/lib/server-errors';
import { sendOwnPasswordReset, serverMessage, settingsApi } from '../api/settings-api';

/** Own profile: display name (not empty, not unchanged) and a password-reset email to oneself. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [current, setCurrent] = useState(user.displayName);
  // One action at a time: renaming or sending the reset email; both answer in the one alert.
  const action = useFormAction();
  const [renaming, setRenaming] = useState(false);
  const { form, bind, check } = useSchemaForm({ newDisplayName: current }, action.busy);

  async function save() {
    const { newDisplayName } = form.getValues();
    const key = check(ownDisplayNameSchema(current), { newDisplayName });
    if (key) return action.fail(dt(`errors.${key}`));
    setRenaming(true);
    await action.run(
      async () => {
        await settingsApi.renameSelf(newDisplayName.trim());
        await settingsApi.refreshToken();
        setCurrent(newDisplayName.trim());
        return t('settings.displayNameUpdated');
      },
      (error) => t('settings.displayNameFailed', { detail: serverMessage(error) }),
    );
    setRenaming(false);
  }

  const reset = () =>
    action.run(async () => {
      await sendOwnPasswordReset();
      return t('login.resetSent');
    }, passwordResetErrorMessage);

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('settings.profile')}
        </Title>
        <Text size="sm">
          {t('login.email')}: <strong>{user.email}</strong>
        </Text>
        <Group align="flex-end">
          <TextInput
            label={t('settings.displayName')}
            style={{ flex: 1 }}
            {...bind('newDisplayName')}
          />
          <Button onClick={() => void save()} disabled={action.busy}>
            {renaming ? t('settings.saving') : t('settings.save')}
          </Button>
        </Group>
        <Group>
          <Button variant="light" onClick={() => void reset()} disabled={action.busy}>
            {t('settings.sendReset')}
          </Button>
        </Group>
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </Card>
  );
}
