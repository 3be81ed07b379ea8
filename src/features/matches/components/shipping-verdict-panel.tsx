import { Button, Group, Text } from '@mantine/core';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { ShippingVerdict } from '@/components/shipping-verdict';
import { formatDate } from '@/domain/dates';
import type { Actor } from '@/domain/documents';
import type { Match } from '@/domain/entities';
import { assessShipping, matchShippingTypes, MAX_OVERRIDE_REASON } from '@/domain/shipping-rules';
import { matchActions } from '../api/match-actions';

/**
 * What the post accepts of the matched item, for staff before they ask the guest (next to the
 * package). A refused item cannot be marked shipped (firestore.rules) until an admin records an
 * override with a reason; staff see that they need one.
 */
export function ShippingVerdictPanel({
  match,
  actor,
  isAdmin,
}: {
  match: Match;
  actor: Actor;
  isAdmin: boolean;
}) {
  const { t, i18n } = useTranslation();
  const action = useFormAction();
  const [reason, setReason] = useState('');
  if (match.status === 'picked-up') return null;
  const assessment = assessShipping(matchShippingTypes(match));
  const override = match.shippingOverride;
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  return (
    <ShippingVerdict assessment={assessment}>
      {assessment.verdict === 'refused' &&
        (override ? (
          <Text size="sm" fw={500}>
            {t('shippingOverride.allowedBy', {
              email: override.email,
              date: formatDate(override.at, i18n.language, labels, true),
              reason: override.reason,
            })}
          </Text>
        ) : match.status === 'shipped' ? null : (
          <>
            <Text size="sm" fw={500}>
              {t('shippingOverride.blocked')}
            </Text>
            {isAdmin ? (
              <>
                <GrowingTextarea
                  label={t('shippingOverride.reasonLabel')}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  maxLength={MAX_OVERRIDE_REASON}
                  minRows={2}
                  disabled={action.busy}
                />
                <Group>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={action.busy || reason.trim() === ''}
                    onClick={() =>
                      void action.run(
                        () => matchActions.overrideRefusal(actor, match.id, reason),
                        () => t('shippingOverride.failed'),
                      )
                    }
                  >
                    {t('shippingOverride.allow')}
                  </Button>
                </Group>
                <FeedbackAlert feedback={action.feedback} />
              </>
            ) : (
              <Text size="sm">{t('shippingOverride.adminOnly')}</Text>
            )}
          </>
        ))}
    </ShippingVerdict>
  );
}
