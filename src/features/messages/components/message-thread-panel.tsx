import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { SendForm } from '@/components/forms/send-form';
import { useFormAction } from '@/components/forms/use-form-action';
import { formatDate } from '@/domain/dates';
import { MAX_MESSAGE } from '@/domain/messages';
import { isOverdue, waitingMs, type ThreadSummary } from '@/domain/thread-summary';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import {
  messageErrorKey,
  postStaffMessage,
  recordOwnershipCheck,
  useAnswerTarget,
  useReplyTemplates,
  useThread,
  useThreadSummary,
} from '../api/messages';
import { MessageList } from './message-list';
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
  language: 'en' | 'ja';
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
        <AnswerForm
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

function OwnershipCheckLine({
  lostItemId,
  summary,
}: {
  lostItemId: string;
  summary: ThreadSummary;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
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
              (error) => dt(messageErrorKey(error)),
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

function AnswerForm({
  lostItemId,
  hotelId,
  language,
  questionAsked,
}: {
  lostItemId: string;
  hotelId: string;
  language: 'en' | 'ja';
  questionAsked: boolean;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const action = useFormAction();
  const templates = useReplyTemplates(hotelId);
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [question, setQuestion] = useState(false);
  const options = (templates.data ?? []).map((template) => ({
    value: template.id,
    label: template.title,
  }));

  function pick(id: string | null) {
    setTemplateId(id);
    const template = templates.data?.find((candidate) => candidate.id === id);
    // The guest receives the template in the report's language.
    if (template) setText(template[language]);
  }

  async function send() {
    const sent = await action.run(
      async () => {
        await postStaffMessage({ lostItemId, text, question, templateId });
        return t('messages.staff.sent');
      },
      (error) => dt(messageErrorKey(error)),
    );
    if (sent) {
      setText('');
      setTemplateId(null);
      setQuestion(false);
    }
  }

  return (
    <SendForm
      action={action}
      onSend={send}
      sendLabel={t('messages.staff.send')}
      sendDisabled={text.trim() === ''}
    >
      {options.length > 0 ? (
        <Select
          label={t('messages.staff.template')}
          placeholder={t('messages.staff.templatePlaceholder')}
          data={options}
          value={templateId}
          onChange={pick}
          clearable
          disabled={action.busy}
        />
      ) : (
        templates.status === 'success' && (
          <Text size="xs" c="dimmed">
            {t('messages.staff.noTemplates')}
          </Text>
        )
      )}
      <Textarea
        label={t('messages.staff.label')}
        description={t('messages.staff.languageHint', {
          language: t(language === 'ja' ? 'messages.languages.ja' : 'messages.languages.en'),
        })}
        autosize
        minRows={3}
        maxLength={MAX_MESSAGE}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          // Edited: no longer the template as it was.
          setTemplateId(null);
        }}
        disabled={action.busy}
      />
      {!questionAsked && (
        <Checkbox
          label={t('messages.staff.question')}
          checked={question}
          onChange={(event) => setQuestion(event.currentTarget.checked)}
          disabled={action.busy}
        />
      )}
    </SendForm>
  );
}
