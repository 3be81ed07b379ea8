import { Group, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import {
  DEFAULT_GUEST_DATA_DAYS,
  isGuestDataDays,
  MAX_GUEST_DATA_DAYS,
  MIN_GUEST_DATA_DAYS,
  toGuestDataDays,
} from '@/domain/guest-data';
import { serverMessage, setGuestDataDays } from '../api/settings-api';
import { SaveButton, SettingsCard, SettingsForm, type SettingsCardProps } from './settings-card';

const bounds = { min: MIN_GUEST_DATA_DAYS, max: MAX_GUEST_DATA_DAYS };

/**
 * Guest data retention (admins): days a report's personal data is kept after the report ended
 * (src/domain/guest-data.ts). Not the found-item retention per item group (RetentionCard).
 */
export function GuestDataCard({ hotelId, hotel }: SettingsCardProps) {
  const { t } = useTranslation();
  const saved = hotel.data ? toGuestDataDays(hotel.data.settings.guestDataDays) : null;
  return (
    <SettingsCard title={t('guestData.title')} intro={t('guestData.description')} hotel={hotel}>
      {saved !== null && <GuestDataForm key={saved} hotelId={hotelId} saved={saved} />}
    </SettingsCard>
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
    <SettingsForm onSave={save}>
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
          <SaveButton
            busy={action.busy}
            disabled={!valid || draft === saved}
            label={t('guestData.save')}
          />
        </Group>
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </SettingsForm>
  );
}
