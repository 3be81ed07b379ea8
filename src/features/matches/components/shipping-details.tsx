import { Anchor, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Match } from '@/domain/entities';
import { CARRIERS, isCarrier, trackingUrl, type Carrier } from '@/domain/tracking';
import { useDynamicT } from '@/i18n/use-dynamic-t';

export interface ShippingInput {
  carrier: Carrier | null;
  trackingNumber: string;
}

/** Carrier and tracking number staff may give when they mark a match shipped (issue 16). */
export function ShippingDetailsFields({
  value,
  onChange,
  disabled,
}: {
  value: ShippingInput;
  onChange: (value: ShippingInput) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('shippingDetails.carrier')}
        placeholder={t('shippingDetails.carrierPlaceholder')}
        data={CARRIERS.map((carrier) => ({
          value: carrier,
          label: dt(`guestStatus.carriers.${carrier}`),
        }))}
        value={value.carrier}
        onChange={(carrier) => onChange({ ...value, carrier: isCarrier(carrier) ? carrier : null })}
        clearable
        disabled={disabled}
        w={220}
      />
      <TextInput
        label={t('shippingDetails.trackingNumber')}
        value={value.trackingNumber}
        onChange={(event) => onChange({ ...value, trackingNumber: event.currentTarget.value })}
        maxLength={60}
        disabled={disabled}
        w={240}
      />
    </Group>
  );
}

/** What was shipped with what, and the carrier's tracking link. */
export function ShippedTracking({ match }: { match: Match }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  if (!match.carrier && !match.trackingNumber) return null;
  const url = trackingUrl(match.carrier, match.trackingNumber);
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
