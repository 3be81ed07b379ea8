import { Alert, Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { countryName } from '@/domain/countries';
import type { GuestShippingOffer } from '@/domain/guest-status';
import { formatYen } from '@/domain/postage';
import {
  shippingConsentSchema,
  toShippingConsent,
  type ShippingOfferFormValues,
} from '@/domain/schemas/shipping-offer';
import { MAX_ADDRESS } from '@/domain/shipping-agreement';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { serverErrorMessage } from '@/lib/server-errors';

/**
 * Return by post on the status page: the guest gives or confirms the postal address
 * and accepts the postage quote (spec §9), which lets the hotel ship.
 */
export function ShippingOffer({
  offer,
  onConfirm,
}: {
  offer: GuestShippingOffer;
  onConfirm: (address: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const action = useFormAction();
  const { form, bind, check } = useSchemaForm<ShippingOfferFormValues>(
    { address: offer.address, acceptQuote: '' },
    action.busy,
  );
  const values = form.getValues();
  const amount = offer.quote === null ? '' : formatYen(offer.quote);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const consent = toShippingConsent(form.getValues());
    const key = check(shippingConsentSchema, consent);
    if (key) return action.fail(dt(`errors.${key}`));
    await action.run(
      () => onConfirm(consent.address),
      (error) => serverErrorMessage(error, t('guestStatus.errors.generic')),
    );
  }

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('guestStatus.offer.title')}
      </Title>
      {offer.destination && (
        <Text size="sm">
          {t('guestStatus.offer.destination', {
            country: countryName(offer.destination, currentLanguage()) || offer.destination,
          })}
        </Text>
      )}
      {offer.accepted ? (
        <>
          <Alert color="green" role="status">
            {t('guestStatus.offer.accepted', { amount })}
          </Alert>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {offer.address}
          </Text>
        </>
      ) : offer.agreedByPhone ? (
        <Text size="sm">{t('guestStatus.offer.agreedByPhone')}</Text>
      ) : offer.quote === null ? (
        <Text size="sm">{t('guestStatus.offer.preparing')}</Text>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="sm">
            <Text fw={500}>{t('guestStatus.offer.quote', { amount })}</Text>
            <FeedbackAlert feedback={action.feedback} />
            <GrowingTextarea
              label={t('guestStatus.offer.address')}
              description={t('guestStatus.offer.addressHint')}
              {...bind('address')}
              autoComplete="street-address"
              minRows={3}
              maxLength={MAX_ADDRESS}
              required
            />
            <Checkbox
              label={t('guestStatus.offer.accept', { amount })}
              checked={values.acceptQuote === 'true'}
              onChange={(event) =>
                form.setFieldValue('acceptQuote', event.currentTarget.checked ? 'true' : '')
              }
              error={bind('acceptQuote').error}
              disabled={action.busy}
            />
            <Button
              type="submit"
              loading={action.busy}
              disabled={!shippingConsentSchema.safeParse(toShippingConsent(values)).success}
            >
              {t('guestStatus.offer.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
