import { Alert, Button, Card, Group, NumberInput, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { Heading } from '@/components/heading';
import type { Hotel } from '@/domain/entities';
import {
  DEFAULT_GUEST_DATA_DAYS,
  isGuestDataDays,
  MAX_GUEST_DATA_DAYS,
  MIN_GUEST_DATA_DAYS,
  toGuestDataDays,
} from '@/domain/guest-data';
import type { LiveState } from '@/hooks/use-subscription';
import { serverMessage, setGuestDataDays } from '../api/settings-api';

const bounds = { min: MIN_GUEST_DATA_DAYS, max: MAX_GUEST_DATA_DAYS };

/**
 * Guest data retention (admins): days a report's personal data is kept after the report ended
 * (src/domain/guest-data.ts). Not the found-item retention per item group (RetentionCard).
 */
export function GuestDataCard({
  hotelId,
  hotel,
}: {
  hotelId: string;
  hotel: LiveState<Hotel | null>;
}) {
  const { t } = useTranslation();
  const saved = hotel.data ? toGuestDataDays(hotel.data.settings.guestDataDays) : null;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Heading level={2} title={t('guestData.title')} intro={t('guestData.description')} />
        {hotel.status === 'error' && <Alert color="red">{t('settings.hotelSettingsFailed')}</Alert>}
        {/* Keyed by the stored value: a save elsewhere resets the form to what is stored. */}
        {saved !== null && <GuestDataForm key={saved} hotelId={hotelId} saved={saved} />}
      </Stack>
    </Card>
  );
}

function GuestDataForm({ hotelId, saved }: { hotelId: string; saved: number }) {
  const { t } = useTranslation();
  const action = useFormAction();
  const [draft, setDraft] = useState<number | string>(saved);
  const valid = isGuestDataDays(draft);

  async function save() {
    if (!isGuestDataDays(draft)) return;
    const days = draft;
    await action.run(
      async () => {
        await setGuestDataDays(hotelId, days);
        return t('guestData.saved');
      },
      (error) => t('guestData.saveFailed', { detail: serverMessage(error) }),
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <NumberInput
          label={t('guestData.days')}
          description={t('guestData.hint', { ...bounds, default: DEFAULT_GUEST_DATA_DAYS })}
          min={MIN_GUEST_DATA_DAYS}
          max={MAX_GUEST_DATA_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={220}
          value={draft}
          onChange={setDraft}
          disabled={action.busy}
          error={valid ? undefined : t('guestData.invalid', bounds)}
        />
        <Group>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={action.busy}
            disabled={!valid || draft === saved}
          >
            {t('guestData.save')}
          </Button>
        </Group>
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </form>
  );
}
