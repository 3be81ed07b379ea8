import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { formatDate } from '@/domain/dates';
import type { ThreadSummary } from '@/domain/thread-summary';
import { serverErrorMessage } from '@/lib/server-errors';
import { recordOwnershipCheck } from '../api/messages';

/**
 * Where the ownership question stands: who checked the guest's answer and when, still waiting
 * for the answer, or answered and waiting for staff to record the check.
 */
export function OwnershipCheckLine({
  lostItemId,
  summary,
}: {
  lostItemId: string;
  summary: ThreadSummary;
}) {
  const { t, i18n } = useTranslation();
  const action = useFormAction();
  const ownership = summary.ownership;
  if (!ownership) return null;
  if (ownership.checkedBy) {
    const labels = { missing: '', invalid: t('errors.invalidDate') };
    return (
      <Alert color="green" role="status">
        {t('messages.staff.checked', {
          name: ownership.checkedBy.name,
          date: formatDate(ownership.checkedAt, i18n.language, labels, true),
        })}
      </Alert>
    );
  }
  if (!ownership.answered) {
    return (
      <Alert color="blue" role="status">
        {t('messages.staff.awaitingAnswer')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" role="status">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('messages.staff.checkFirst')}</Text>
        <Button
          size="xs"
          loading={action.busy}
          onClick={() =>
            void action.run(
              () => recordOwnershipCheck({ lostItemId }),
              (error) => serverErrorMessage(error, t('messages.errors.generic')),
            )
          }
        >
          {t('messages.staff.check')}
        </Button>
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </Alert>
  );
}
