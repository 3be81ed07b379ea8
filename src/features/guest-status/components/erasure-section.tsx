import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '@/components/confirm-danger';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { formatDate } from '@/domain/dates';
import type { GuestErasureStatus } from '@/domain/guest-status';
import { serverErrorMessage } from '@/lib/server-errors';

/**
 * The guest's personal data on /status (docs/trust-model.md, "Guest data retention and
 * erasure"): erased (when, what is left, that the hotel can no longer reach the guest, and what
 * the guest can still do), requested (waits for the return to finish), or a button that asks,
 * after a confirmation that says the hotel can then no longer contact them, for it to be erased.
 * `returned`: the item came back (shipped or picked up), so there is nothing left to look for.
 */
export function ErasureSection({
  erasure,
  returned,
  onRequest,
}: {
  erasure: GuestErasureStatus | null | undefined;
  returned: boolean;
  onRequest: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const action = useFormAction();
  const labels = { missing: '', invalid: t('errors.invalidDate') };
  const date = (iso: string | null) => formatDate(iso, i18n.language, labels);

  if (erasure?.state === 'erased') {
    return (
      <Alert color="gray" role="status" title={t('guestStatus.erasure.erasedTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('guestStatus.erasure.erased', { date: date(erasure.erasedAt) })}</Text>
          <Text size="sm">{t('guestStatus.erasure.erasedKept')}</Text>
          <Text size="sm">{t('guestStatus.erasure.erasedNoContact')}</Text>
          {!returned && <Text size="sm">{t('guestStatus.erasure.erasedNext')}</Text>}
        </Stack>
      </Alert>
    );
  }
  if (erasure?.state === 'requested') {
    return (
      <Alert color="yellow" role="status" title={t('guestStatus.erasure.requestedTitle')}>
        {t('guestStatus.erasure.requested', { date: date(erasure.requestedAt) })}
      </Alert>
    );
  }
  const ask = () =>
    confirmDanger({
      title: t('guestStatus.erasure.confirmTitle'),
      body: t('guestStatus.erasure.confirmBody'),
      confirmLabel: t('guestStatus.erasure.confirm'),
      cancelLabel: t('guestStatus.erasure.cancel'),
      closeLabel: t('a11y.close'),
      onConfirm: () =>
        void action.run(onRequest, (error) =>
          serverErrorMessage(error, t('guestStatus.errors.generic')),
        ),
    });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('guestStatus.erasure.title')}
      </Title>
      <Text size="sm">{t('guestStatus.erasure.intro')}</Text>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={action.busy}
        onClick={ask}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('guestStatus.erasure.button')}
      </Button>
      <FeedbackAlert feedback={action.feedback} />
    </Stack>
  );
}
