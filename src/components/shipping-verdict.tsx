import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIPPING_RULES, type ShippingAssessment } from '@/domain/shipping-rules';
import { useDynamicT } from '@/i18n/use-dynamic-t';

const COLORS = { allowed: 'green', restricted: 'yellow', refused: 'red', unlisted: 'orange' };

/**
 * What the post accepts of an item (src/domain/shipping-rules.ts): the verdict, the reason of
 * each rule that applies, what the guest can do instead of posting a refused item, and the
 * customs declarations. The match page (staff) and the status page (guest) show it alike.
 */
export function ShippingVerdict({
  assessment,
  children,
}: {
  assessment: ShippingAssessment;
  /** Below the reasons: the override (staff) or the hotel's arrangement (guest). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const { verdict, rules, declarations } = assessment;
  return (
    <section aria-label={t('shippingRules.title')}>
      <Alert
        color={COLORS[verdict]}
        variant="light"
        role="note"
        title={dt(`shippingRules.verdicts.${verdict}`)}
      >
        <Stack gap="xs">
          {rules.length === 0 && <Text size="sm">{t('shippingRules.unlisted')}</Text>}
          {rules.map((rule) => (
            <Stack key={rule} gap={2}>
              <Text size="sm">{dt(`shippingRules.rules.${rule}.reason`)}</Text>
              {SHIPPING_RULES[rule].instead && (
                <>
                  <Text size="sm" fw={600}>
                    {t('shippingRules.insteadTitle')}
                  </Text>
                  <Text size="sm">{dt(`shippingRules.rules.${rule}.instead`)}</Text>
                </>
              )}
            </Stack>
          ))}
          {declarations.map((declaration) => (
            <Text key={declaration} size="sm" fw={500}>
              {dt(`shippingRules.declarations.${declaration}`)}
            </Text>
          ))}
          {children}
        </Stack>
      </Alert>
    </section>
  );
}
