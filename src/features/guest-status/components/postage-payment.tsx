import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuestShippingOffer } from '@/domain/guest-status';
import { formatYen } from '@/domain/postage';

/**
 * How to pay the postage, shown with the accepted quote (or a phone agreement) on /status: the
 * hotel's payment link with the amount and reference filled in, its bank transfer text, payment
 * at the front desk, or nothing to pay; then that the hotel received it.
 */
export function PostagePayment({
  offer,
  reference,
}: {
  offer: GuestShippingOffer;
  reference: string;
}) {
  const { t } = useTranslation();
  const { payment } = offer;
  if (!payment || !(offer.accepted || offer.agreedByPhone)) return null;
  const amount = offer.quote === null ? '' : formatYen(offer.quote);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('guestPayment.title')}
      </Title>
      {payment.paid ? (
        <Alert color="green" role="status">
          {t('guestPayment.paid')}
        </Alert>
      ) : payment.method === 'waived' ? (
        <Text size="sm">{t('guestPayment.waived')}</Text>
      ) : payment.method === 'link' && payment.link ? (
        <>
          <Anchor href={payment.link} target="_blank" rel="noreferrer noopener" fw={500}>
            {t('guestPayment.link', { amount })}
          </Anchor>
          <Text size="sm">{t('guestPayment.linkHint', { reference })}</Text>
        </>
      ) : payment.method === 'bank-transfer' ? (
        <>
          <Text size="sm">{t('guestPayment.bank', { amount })}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {payment.bankTransfer}
          </Text>
          <Text size="sm">{t('guestPayment.bankReference', { reference })}</Text>
        </>
      ) : (
        <Text size="sm">{t('guestPayment.atPickup', { amount })}</Text>
      )}
      {!payment.paid && payment.method !== 'waived' && (
        <Text size="sm" c="dimmed">
          {t('guestPayment.shipsWhenPaid')}
        </Text>
      )}
    </Stack>
  );
}
