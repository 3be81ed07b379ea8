import { Checkbox, Fieldset, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@/components/forms/use-form-action';
import { MAX_TEXT } from '@/domain/limits';
import {
  DEFAULT_POLICE_SETTINGS,
  FACILITY_CLAIMS,
  type PoliceSettings,
} from '@/domain/police-paperwork';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { serverMessage, setPoliceSettings } from '../api/settings-api';
import { SaveButton, SettingsCard, SettingsForm } from './settings-card';
import type { SettingsCardProps, SettingsFormProps } from './settings-card';

/**
 * The police paperwork (admins): the facility's address, phone and occupant printed on the police
 * submission and a finder's receipt, the facility's own claims, and the one-week warning of the
 * Due view. `hotel` is the hotel's document as the settings page reads it.
 */
export function PoliceSettingsCard({ hotelId, hotel }: SettingsCardProps) {
  const { t } = useTranslation();
  const action = useFormAction();
  const saved = hotel.data ? (hotel.data.settings.police ?? DEFAULT_POLICE_SETTINGS) : null;
  return (
    <SettingsCard
      title={t('policePaperwork.settings.title')}
      intro={t('policePaperwork.settings.intro')}
      hotel={hotel}
      feedback={action.feedback}
    >
      {saved && (
        <PoliceSettingsForm
          key={JSON.stringify(saved)}
          hotelId={hotelId}
          saved={saved}
          action={action}
        />
      )}
    </SettingsCard>
  );
}

function PoliceSettingsForm({ hotelId, saved, action }: SettingsFormProps<PoliceSettings>) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [draft, setDraft] = useState<PoliceSettings>(saved);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const text = (field: 'address' | 'phone' | 'occupant', max: number) => ({
    value: draft[field],
    maxLength: max,
    disabled: action.busy,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });

  async function save() {
    const trimmed: PoliceSettings = {
      ...draft,
      address: draft.address.trim(),
      phone: draft.phone.trim(),
      occupant: draft.occupant.trim(),
    };
    await action.run(
      async () => {
        await setPoliceSettings(hotelId, trimmed);
        return t('policePaperwork.settings.saved');
      },
      (error) => t('policePaperwork.settings.failed', { detail: serverMessage(error) }),
    );
  }

  return (
    <SettingsForm onSave={save}>
      <Stack>
        <TextInput label={t('policePaperwork.settings.address')} {...text('address', MAX_TEXT)} />
        <TextInput label={t('policePaperwork.settings.phone')} type="tel" {...text('phone', 60)} />
        <TextInput label={t('policePaperwork.settings.occupant')} {...text('occupant', MAX_TEXT)} />
        <Fieldset legend={t('policePaperwork.settings.claimsLegend')}>
          <Stack gap="xs">
            {FACILITY_CLAIMS.map((claim) => (
              <Checkbox
                key={claim}
                label={dt(`policePaperwork.settings.${claim}`)}
                checked={draft.claims[claim]}
                disabled={action.busy}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setDraft((current) => ({
                    ...current,
                    claims: { ...current.claims, [claim]: checked },
                  }));
                }}
              />
            ))}
          </Stack>
        </Fieldset>
        <Switch
          label={t('policePaperwork.settings.weekLimit')}
          description={t('policePaperwork.settings.weekLimitHint')}
          checked={draft.weekLimit}
          disabled={action.busy}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setDraft((current) => ({ ...current, weekLimit: checked }));
          }}
        />
        <div>
          <SaveButton
            busy={action.busy}
            disabled={!changed}
            label={t('policePaperwork.settings.save')}
          />
        </div>
      </Stack>
    </SettingsForm>
  );
}
