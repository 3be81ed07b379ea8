import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert, type Feedback } from '@/components/feedback-alert';
import { ownDisplayNameSchema } from '@/domain/schemas/users';
import { firstErrorKey } from '@/domain/schemas/validation';
import type { SessionUser } from '@/firebase/auth-session';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { passwordResetErrorMessage } from '@/lib/server-errors';
import { sendOwnPasswordReset, serverMessage, settingsApi } from '../api/settings-api';

/** Own profile: display name (not empty, not unchanged) and a password-reset email to oneself. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [current, setCurrent] = useState(user.displayName);
  const [name, setName] = useState(user.displayName);
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function save() {
    const key = firstErrorKey(ownDisplayNameSchema(current).safeParse({ newDisplayName: name }));
    if (key) {
      setFeedback({ kind: 'error', text: dt(`errors.${key}`) });
      return;
    }
    setSaving(true);
    setFeedback(null);
    try {
      await settingsApi.renameSelf(name.trim());
      await settingsApi.refreshToken();
      setCurrent(name.trim());
      setFeedback({ kind: 'success', text: t('settings.displayNameUpdated') });
    } catch (error) {
      setFeedback({
        kind: 'error',
        text: t('settings.displayNameFailed', { detail: serverMessage(error) }),
      });
    } finally {
      setSaving(false);
    }
  }

  async function reset() {
    setSending(true);
    setFeedback(null);
    try {
      await sendOwnPasswordReset();
      setFeedback({ kind: 'success', text: t('login.resetSent') });
    } catch (error) {
      setFeedback({ kind: 'error', text: passwordResetErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

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
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
            disabled={saving}
          />
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? t('settings.saving') : t('settings.save')}
          </Button>
        </Group>
        <Group>
          <Button variant="light" onClick={() => void reset()} disabled={sending}>
            {t('settings.sendReset')}
          </Button>
        </Group>
        <FeedbackAlert feedback={feedback} />
      </Stack>
    </Card>
  );
}
