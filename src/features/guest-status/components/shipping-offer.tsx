import { Alert, Button, Checkbox, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/domain/countries';
import type { GuestShippingOffer } from '@/domain/guest-status';
import { formatYen } from '@/domain/postage';
import { MAX_ADDRESS } from '@/domain/shipping-agreement';
import { currentLanguage } from '@/i18n/i18n';

/**
 * Return by post on the status page (issue 16): the guest gives or confirms the postal address
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
  const [address, setAddress] = useState(offer.address);
  const [accepted, setAccepted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const amount = offer.quote === null ? '' : formatYen(offer.quote);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailed(false);
    onConfirm(address.trim())
      .catch(() => setFailed(true))
      .finally(() => setSaving(false));
  };

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
        <form onSubmit={submit}>
          <Stack gap="sm">
            <Text fw={500}>{t('guestStatus.offer.quote', { amount })}</Text>
            {failed && (
              <Alert color="red" role="alert">
                {t('guestStatus.errors.generic')}
              </Alert>
            )}
            <Textarea
              label={t('guestStatus.offer.address')}
              description={t('guestStatus.offer.addressHint')}
              value={address}
              onChange={(event) => setAddress(event.currentTarget.value)}
              autoComplete="street-address"
              autosize
              minRows={3}
              maxLength={MAX_ADDRESS}
              required
            />
            <Checkbox
              label={t('guestStatus.offer.accept', { amount })}
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
            />
            <Button
              type="submit"
              loading={saving}
              disabled={!accepted || address.trim().length < 5}
            >
              {t('guestStatus.offer.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
