import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Match } from '@/domain/entities';
import { postageSettled } from '@/domain/postage-payment';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useHotelDocument } from '../api/paperwork-data';

/**
 * On the match page, before shipping: whether shipping waits for the postage to be marked paid
 * (the hotel's payment setting; the rules refuse the shipped write until then), and the printable
 * customs declaration and address label.
 */
export function MatchPaperworkPanel({ hotelId, match }: { hotelId: string; match: Match }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const hotel = useHotelDocument(hotelId);
  if (match.status === 'shipped' || match.status === 'picked-up') return null;
  const payment = hotel.data?.settings.payment ?? null;
  const settled = postageSettled(match.agreement.paid, payment);
  return (
    <Stack gap="xs">
      {hotel.status === 'success' && !settled && (
        <Alert color="yellow" role="status" title={t('shippingPaperwork.waitsForPayment')}>
          <Text size="sm">
            {payment
              ? t('shippingPaperwork.guestsPayBy', {
                  method: dt(`paymentSettings.methods.${payment.method}`),
                })
              : t('shippingPaperwork.noPaymentSet')}
          </Text>
        </Alert>
      )}
      {payment?.method === 'waived' && !match.agreement.paid && (
        <Text size="sm">{t('shippingPaperwork.waived')}</Text>
      )}
      <Group>
        <Button
          component={Link}
          to={paths.matchPaperwork.getHref(hotelId, match.id)}
          variant="default"
          size="xs"
          leftSection={<IconPrinter size={14} />}
        >
          {t('shippingPaperwork.open')}
        </Button>
      </Group>
    </Stack>
  );
}
