import { Button, Card, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Heading } from '@/components/heading';
import { INVITED_ROLES, type InvitedRole } from '@/domain/invitations';
import { createUserSchema } from '@/domain/schemas/users';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { serverMessage, settingsApi } from '../api/settings-api';

/**
 * An admin creates a user of the hotel (spec §2, §5): email and password required, the password
 * at least 6 characters, and the role the address is to hold. The server invites the address
 * (docs/trust-model.md, "Joining a hotel by invitation"): the list then shows the invitation
 * pending, and the address joins when its owner accepts. The failure is shown under the form.
 */
export function CreateUserCard({
  hotelId,
  onCreated,
}: {
  hotelId: string;
  /** The user list reads itself again, to show the pending invitation. */
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const action = useFormAction();
  const { form, bind, check } = useSchemaForm({ email: '', password: '' }, action.busy);
  const [role, setRole] = useState<InvitedRole>('user');

  async function createUser() {
    const { email, password } = form.getValues();
    const key = check(createUserSchema, { email, password, targetHotelId: hotelId, role });
    if (key) return action.fail(dt(`errors.${key}`));
    await action.run(
      async () => {
        await settingsApi.createUser(email.trim(), password, hotelId, role);
        form.reset();
        setRole('user');
        onCreated();
        // The same answer whether or not the address had an account (docs/trust-model.md).
        return t('settings.userCreated');
      },
      (error) => `${t('settings.createUserFailed')}: ${serverMessage(error)}`,
    );
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
          <NativeSelect
            label={t('settings.role')}
            value={role}
            disabled={action.busy}
            onChange={(event) => setRole(event.currentTarget.value as InvitedRole)}
            data={INVITED_ROLES.map((value) => ({
              value,
              label: t(`settings.roleOptions.${value}`),
            }))}
          />
          <Button onClick={() => void createUser()} disabled={action.busy}>
            {action.busy ? t('settings.creating') : t('settings.create')}
          </Button>
        </Group>
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </Card>
  );
}
