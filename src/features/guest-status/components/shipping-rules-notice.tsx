import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShippingVerdict } from '@/components/shipping-verdict';
import type { GuestShippingRules } from '@/domain/guest-status';

/**
 * What the post accepts of the guest's item, with the quote: a refused item says what the guest
 * can do instead, unless the hotel arranged to send it anyway.
 */
export function ShippingRulesNotice({ rules }: { rules: GuestShippingRules }) {
  const { t } = useTranslation();
  return (
    <ShippingVerdict assessment={rules}>
      {rules.verdict === 'refused' && rules.overridden && (
        <Text size="sm" fw={500}>
          {t('shippingRules.overridden')}
        </Text>
      )}
    </ShippingVerdict>
  );
}
