import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@/components/forms/use-form-action';
import type { PendingInvitation } from '@/domain/callables';
import { serverMessage, settingsApi } from '../api/settings-api';

/**
 * The hotel's invitations not yet accepted (docs/trust-model.md, "Joining a hotel by
 * invitation"): the same line whether or not the address has an account anywhere, each with a way
 * to withdraw it.
 */
export function PendingInvitations({
  hotelId,
  invitations,
  onWithdrawn,
}: {
  hotelId: string;
  invitations: readonly PendingInvitation[];
  onWithdrawn: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (invitations.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('settings.invitations')}
      </Title>
      <List listStyleType="none" spacing="xs">
        {invitations.map((invitation) => (
          <List.Item key={invitation.id}>
            <InvitationLine
              hotelId={hotelId}
              invitation={invitation}
              onWithdrawn={() => onWithdrawn(invitation.id)}
            />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function InvitationLine({
  hotelId,
  invitation,
  onWithdrawn,
}: {
  hotelId: string;
  invitation: PendingInvitation;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation();
  const action = useFormAction();

  async function withdraw() {
    const done = await action.run(
      async () => {
        await settingsApi.withdrawInvitation(hotelId, invitation.id);
      },
      (error) => {
        const message = serverMessage(error);
        return message
          ? `${t('settings.withdrawFailed')} ${message}`
          : t('settings.withdrawFailed');
      },
    );
    if (done) onWithdrawn();
  }

  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text size="sm">{t('settings.invitationPending', { email: invitation.email })}</Text>
        <Text size="xs" c="dimmed">
          {t('settings.invitationRole', {
            role: t(`settings.roleOptions.${invitation.role}`),
          })}
        </Text>
        {action.feedback?.kind === 'error' && (
          <Text size="xs" c="red" role="alert">
            {action.feedback.text}
          </Text>
        )}
      </div>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => void withdraw()}
        disabled={action.busy}
        aria-label={t('settings.withdrawFor', { email: invitation.email })}
      >
        {t('settings.withdraw')}
      </Button>
    </Group>
  );
}
