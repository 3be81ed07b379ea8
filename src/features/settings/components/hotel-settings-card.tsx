import { Alert, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { formatDate } from '@/domain/dates';
import type { Hotel } from '@/domain/entities';
import type { LiveState } from '@/hooks/use-subscription';
import { serverMessage, setEmailNotifications } from '../api/settings-api';

/**
 * Hotel settings (admins): the guest email notification toggle, Updating..., last-updated time.
 * `hotel` is the hotel's document as the settings page reads it (one listener for its cards).
 */
export function HotelSettingsCard({
  hotelId,
  hotel,
}: {
  hotelId: string;
  hotel: LiveState<Hotel | null>;
}) {
  const { t, i18n } = useTranslation();
  const action = useFormAction();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };

  const toggle = (enabled: boolean) =>
    action.run(
      () => setEmailNotifications(hotelId, enabled),
      (failure) => t('settings.emailSettingFailed', { detail: serverMessage(failure) }),
    );

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('settings.hotelSettings')}
        </Title>
        {hotel.status === 'error' && <Alert color="red">{t('settings.hotelSettingsFailed')}</Alert>}
        {hotel.status === 'success' && hotel.data && (
          <>
            <Group>
              <Checkbox
                label={t('settings.emailNotifications')}
                checked={hotel.data.settings.emailNotifications}
                onChange={(event) => void toggle(event.currentTarget.checked)}
                disabled={action.busy}
              />
              {action.busy && (
                <Group gap={4}>
                  <Loader size="xs" />
                  <Text size="sm">{t('settings.updating')}</Text>
                </Group>
              )}
            </Group>
            <Text
              size="sm"
              c="dimmed"
              data-testid="settings-updated-at"
              // The exact instant: the text shows minutes, and two changes can share a minute.
              data-updated-at={hotel.data.settings.updatedAt?.getTime() ?? ''}
            >
              {t('settings.lastUpdated', {
                date: formatDate(hotel.data.settings.updatedAt, i18n.language, labels, true),
              })}
            </Text>
          </>
        )}
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </Card>
  );
}
