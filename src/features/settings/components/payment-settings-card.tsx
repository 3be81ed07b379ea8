import { Alert, Radio, Stack, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@/components/forms/use-form-action';
import {
  DEFAULT_PAYMENT_SETTINGS,
  MAX_BANK_TRANSFER,
  MAX_PAYMENT_LINK,
  PAYMENT_METHODS,
  type PaymentSettings,
} from '@/domain/postage-payment';
import { paymentSettingsSchema } from '@/domain/schemas/payment-settings';
import { fieldErrorKeys } from '@/domain/schemas/validation';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { serverMessage, setPaymentSettings } from '../api/settings-api';
import { SaveButton, SettingsCard, SettingsForm } from './settings-card';
import type { SettingsCardProps, SettingsFormProps } from './settings-card';

/**
 * How guests pay the postage (admins): the hotel's own payment link with {amount} and
 * {reference}, a bank transfer text, payment at pickup, or waived. The guest reads it with the
 * accepted quote on /status; shipping waits for the "paid" mark unless waived.
 */
export function PaymentSettingsCard({ hotelId, hotel }: SettingsCardProps) {
  const { t } = useTranslation();
  const action = useFormAction();
  const stored = hotel.data?.settings.payment ?? null;
  return (
    <SettingsCard
      title={t('paymentSettings.title')}
      intro={t('paymentSettings.intro')}
      hotel={hotel}
      feedback={action.feedback}
    >
      {hotel.data && !stored && (
        <Alert color="yellow" role="status">
          {t('paymentSettings.notSet')}
        </Alert>
      )}
      {hotel.data && (
        <PaymentSettingsForm
          key={JSON.stringify(stored)}
          hotelId={hotelId}
          saved={stored ?? DEFAULT_PAYMENT_SETTINGS}
          action={action}
        />
      )}
    </SettingsCard>
  );
}

function PaymentSettingsForm({ hotelId, saved, action }: SettingsFormProps<PaymentSettings>) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [draft, setDraft] = useState<PaymentSettings>(saved);
  // The message key of each field the schema blames, translated at render.
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function save() {
    const parsed = paymentSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrorKeys(parsed));
      return;
    }
    setErrors({});
    await action.run(
      async () => {
        await setPaymentSettings(hotelId, parsed.data);
        return t('paymentSettings.saved');
      },
      (error) => t('paymentSettings.failed', { detail: serverMessage(error) }),
    );
  }

  return (
    <SettingsForm onSave={save}>
      <Stack>
        <Radio.Group
          label={t('paymentSettings.method')}
          value={draft.method}
          onChange={(value) =>
            setDraft((current) => ({
              ...current,
              method: PAYMENT_METHODS.find((method) => method === value) ?? current.method,
            }))
          }
        >
          <Stack gap="xs" mt="xs">
            {PAYMENT_METHODS.map((method) => (
              <Radio
                key={method}
                value={method}
                label={dt(`paymentSettings.methods.${method}`)}
                disabled={action.busy}
              />
            ))}
          </Stack>
        </Radio.Group>
        {draft.method === 'link' && (
          <TextInput
            label={t('paymentSettings.link')}
            description={t('paymentSettings.linkHint')}
            placeholder="https://pay.example.com/hotel?amount={amount}&ref={reference}"
            value={draft.linkTemplate}
            maxLength={MAX_PAYMENT_LINK}
            disabled={action.busy}
            error={errors.linkTemplate && dt(errors.linkTemplate)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, linkTemplate: value }));
            }}
          />
        )}
        {draft.method === 'bank-transfer' && (
          <GrowingTextarea
            label={t('paymentSettings.bank')}
            description={t('paymentSettings.bankHint')}
            value={draft.bankTransfer}
            maxLength={MAX_BANK_TRANSFER}
            minRows={3}
            disabled={action.busy}
            error={errors.bankTransfer && dt(errors.bankTransfer)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, bankTransfer: value }));
            }}
          />
        )}
        <div>
          <SaveButton
            busy={action.busy}
            disabled={JSON.stringify(draft) === JSON.stringify(saved)}
            label={t('paymentSettings.save')}
          />
        </div>
      </Stack>
    </SettingsForm>
  );
}
