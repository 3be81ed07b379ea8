import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ItemActionButton } from '@/components/item-actions';
import { formatDate } from '@/domain/dates';
import type { LostItem } from '@/domain/entities';
import { addressConfirmed, UNCONFIRMED_MAIL_LIMIT } from '@/domain/mail-trust';
import { useActionRunner } from '@/hooks/use-action-runner';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { lostItemActions } from '../api/lost-item-actions';
import { useAddressHash } from '../hooks/use-address-hash';

/**
 * Staff see whether the report's email address is confirmed (docs/trust-model.md): until the
 * guest follows a mail's link or staff verify it, mails to it carry only the hotel's own data.
 * Staff who checked the address with the guest record it here (who and when, by a function).
 * A mail the per-address limit held back is shown with its reason.
 */
export function GuestEmailStatus({ item }: { item: LostItem }) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const hash = useAddressHash(item.email);
  const { busy, error, run } = useActionRunner<'verify'>();
  if (item.email.trim() === '' || hash === null) return null;
  const labels = { missing: '', invalid: t('errors.invalidDate') };
  const date = (value: unknown) => formatDate(value, i18n.language, labels, true);
  const confirmation = item.emailConfirmation ?? null;
  const confirmed = addressConfirmed(confirmation, hash);
  const held = item.mailHeld;
  return (
    <Stack gap="xs">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {held && (
        <Alert color="orange" role="status">
          {t('guestEmail.mailHeld', {
            mail: dt(`guestEmail.mails.${held.mail}`),
            date: date(held.at),
            limit: UNCONFIRMED_MAIL_LIMIT,
          })}
        </Alert>
      )}
      {confirmed && confirmation ? (
        <Group gap="xs" wrap="nowrap">
          <IconMailCheck size={18} aria-hidden />
          <Text size="sm">
            {confirmation.method === 'staff'
              ? t('guestEmail.verifiedByStaff', {
                  by: confirmation.by?.email ?? '',
                  date: date(confirmation.at),
                })
              : t('guestEmail.confirmedByLink', { date: date(confirmation.at) })}
          </Text>
        </Group>
      ) : (
        <Alert color="yellow" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('guestEmail.unconfirmed')}</Text>
            <ItemActionButton
              kind="verify"
              busy={busy}
              label={t('guestEmail.verify')}
              icon={<IconShieldCheck size={16} />}
              confirm={{ title: t('guestEmail.verifyTitle'), body: t('guestEmail.verifyHint') }}
              onRun={() =>
                void run('verify', t('guestEmail.verifyFailed'), () =>
                  lostItemActions.verifyEmail(item.id),
                )
              }
            />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
