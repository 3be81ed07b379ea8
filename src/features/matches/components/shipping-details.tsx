import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/domain/dates';
import type { Match } from '@/domain/entities';
import { formatYen } from '@/domain/postage';
import { MAX_TRACKING_NUMBER } from '@/domain/schemas/shipping';
import { guestAccepted } from '@/domain/shipping-agreement';
import { CARRIERS, MAX_CARRIER_URL, trackingUrl } from '@/domain/tracking';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import type { ShippingForm } from '../hooks/use-shipping-form';

/** Carrier and tracking number staff may give when they mark a match shipped. */
export function ShippingDetailsFields({ shipping }: { shipping: ShippingForm }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const { form, bind, input, problem } = shipping;
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('shippingDetails.carrier')}
          placeholder={t('shippingDetails.carrierPlaceholder')}
          data={CARRIERS.map((carrier) => ({
            value: carrier,
            label: dt(`guestStatus.carriers.${carrier}`),
          }))}
          {...bind('carrier')}
          // Cleared is null to the Select and '' to the form (form values are strings).
          value={input.carrier}
          onChange={(carrier) => form.setFieldValue('carrier', carrier ?? '')}
          clearable
          w={220}
        />
        <TextInput
          label={t('shippingDetails.trackingNumber')}
          {...bind('trackingNumber')}
          maxLength={MAX_TRACKING_NUMBER}
          w={240}
        />
        {input.carrier === 'other' && (
          <TextInput
            label={t('shippingDetails.carrierUrl')}
            type="url"
            {...bind('carrierUrl')}
            maxLength={MAX_CARRIER_URL}
            w={360}
          />
        )}
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {dt(`errors.${problem}`)}
          {/* The shape the chosen carrier's numbers have, so the clerk sees what is wrong. */}
          {problem === 'invalidTrackingNumber' && input.carrier
            ? ` ${dt(`shippingDetails.trackingShapes.${input.carrier}`)}`
            : ''}
        </Text>
      )}
    </>
  );
}

/** What was shipped with what, and the carrier's tracking link. */
export function ShippedTracking({ match }: { match: Match }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  if (!match.carrier && !match.trackingNumber) return null;
  const url = trackingUrl(match.carrier, match.trackingNumber, match.carrierUrl);
  return (
    <Stack gap={2}>
      {match.carrier && (
        <Text size="sm">
          {t('guestStatus.carrier', { carrier: dt(`guestStatus.carriers.${match.carrier}`) })}
        </Text>
      )}
      {match.trackingNumber && (
        <Text size="sm">{t('guestStatus.trackingNumber', { number: match.trackingNumber })}</Text>
      )}
      {url && (
        <Anchor size="sm" href={url} target="_blank" rel="noreferrer noopener">
          {t('guestStatus.trackParcel')}
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * The guest's side of shipping on the match page: address and quote confirmed on the
 * status page or not, the "agreed by phone" tick before shipping, and the "paid" mark.
 */
export function ShippingAgreementPanel({
  match,
  shipping,
  onMarkPaid,
  busy,
}: {
  match: Match;
  shipping: ShippingForm;
  onMarkPaid: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const { agreement } = match;
  const accepted = guestAccepted({ ...agreement, postageCost: match.postageCost });
  const shipped = match.status === 'shipped';
  return (
    <Stack gap="xs">
      {accepted ? (
        <Alert color="green" role="status">
          {t('shippingDetails.guestAccepted', {
            amount: formatYen(agreement.quoteAcceptedAmount ?? 0),
            date: formatDate(agreement.quoteAcceptedAt, i18n.language, labels, true),
          })}
        </Alert>
      ) : agreement.quoteAcceptedAt !== null ? (
        <Alert color="orange" role="status">
          {t('shippingDetails.quoteChanged', {
            amount: formatYen(agreement.quoteAcceptedAmount ?? 0),
          })}
        </Alert>
      ) : (
        !shipped && (
          <Alert color="yellow" role="status">
            {t('shippingDetails.waitingForGuest')}
          </Alert>
        )
      )}
      {agreement.shippingAddress && (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {t('shippingDetails.address')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {agreement.shippingAddress}
          </Text>
        </Stack>
      )}
      {!shipped && !accepted && (
        <Checkbox
          label={t('shippingDetails.agreedByPhone')}
          checked={shipping.input.agreedByPhone}
          onChange={(event) =>
            shipping.form.setFieldValue('agreedByPhone', event.currentTarget.checked ? 'true' : '')
          }
          disabled={busy}
        />
      )}
      {agreement.agreedByPhone && (
        <Text size="sm">
          {t('shippingDetails.agreedByPhoneBy', {
            email: agreement.agreedByPhone.email,
            date: formatDate(agreement.agreedByPhone.at, i18n.language, labels, true),
          })}
        </Text>
      )}
      {agreement.paid ? (
        <Text size="sm">
          {t('shippingDetails.paidBy', {
            email: agreement.paid.email,
            date: formatDate(agreement.paid.at, i18n.language, labels, true),
          })}
        </Text>
      ) : (
        <Group>
          <Button size="xs" variant="default" onClick={onMarkPaid} disabled={busy}>
            {t('shippingDetails.markPaid')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
