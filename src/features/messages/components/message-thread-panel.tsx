import type { Language } from '@/domain/language';
import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOverdue, waitingMs, type ThreadSummary } from '@/domain/thread-summary';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useAnswerTarget, useThread, useThreadSummary } from '../api/messages';
import { MessageList } from './message-list';
import { OwnershipCheckLine } from './ownership-check-line';
import { StaffAnswerForm } from './staff-answer-form';
import { formatWait } from './wait-time';

/**
 * The report's thread on the lost item page (staff and admins of the hotel): what the guest and
 * colleagues wrote, how long the guest has waited, the ownership check, and the answer form with
 * the hotel's reply templates in the report's language.
 */
export function MessageThreadPanel({
  lostItemId,
  hotelId,
  language,
}: {
  lostItemId: string;
  hotelId: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const thread = useThread(lostItemId);
  const summary = useThreadSummary(lostItemId);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="thread-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="thread-title">
            {t('messages.staff.title')}
          </Title>
          {summary.data?.unanswered && (
            <Badge color="indigo.9">{t('messages.staff.unanswered')}</Badge>
          )}
        </Group>
        {summary.data && <WaitLine hotelId={hotelId} summary={summary.data} />}
        {summary.data?.ownership && (
          <OwnershipCheckLine lostItemId={lostItemId} summary={summary.data} />
        )}
        {thread.status === 'loading' && <Loader size="sm" aria-label={t('common.loading')} />}
        {thread.status === 'error' && (
          <Alert color="red" role="alert">
            {t('messages.staff.loadFailed', { detail: thread.error.message })}
          </Alert>
        )}
        {thread.status === 'success' &&
          (thread.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('messages.staff.empty')}
            </Text>
          ) : (
            <MessageList messages={thread.data} />
          ))}
        <StaffAnswerForm
          lostItemId={lostItemId}
          hotelId={hotelId}
          language={language}
          questionAsked={!!summary.data?.ownership}
        />
      </Stack>
    </Card>
  );
}

function WaitLine({ hotelId, summary }: { hotelId: string; summary: ThreadSummary }) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const target = useAnswerTarget(hotelId);
  const [now] = useState(() => Date.now());
  const waited = waitingMs(summary, now);
  if (waited === null) return null;
  return (
    <Group gap="xs">
      <Text size="sm">{t('messages.staff.waited', { time: formatWait(waited, dt) })}</Text>
      {isOverdue(waited, target) && <Badge color="red.9">{t('messages.staff.overdue')}</Badge>}
    </Group>
  );
}
