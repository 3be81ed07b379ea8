import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { formatDate } from '@/domain/dates';
import { MAX_MESSAGE, type GuestThread as Thread } from '@/domain/messages';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { guestMessageErrorKey } from '../api/report-status';

/**
 * The guest's thread with the hotel on /status: every message as text (never HTML), the hotel's
 * usual answer time when there are enough answers to say it, and a form to write. While the
 * hotel's ownership question is open, the form answers it, and the answer is not shown back.
 */
export function GuestThread({
  thread,
  hotelName,
  onPost,
}: {
  thread: Thread;
  hotelName: string;
  onPost: (text: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const action = useFormAction();
  const [text, setText] = useState('');
  const labels = { missing: '', invalid: t('errors.invalidDate') };

  async function send() {
    const sent = await action.run(
      async () => {
        await onPost(text);
        return t('messages.guest.sent');
      },
      (error) => dt(guestMessageErrorKey(error)),
    );
    if (sent) setText('');
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="guest-thread-title">
      <Title order={2} size="h4" id="guest-thread-title">
        {t('messages.guest.title')}
      </Title>
      <Text size="sm">{t('messages.guest.intro')}</Text>
      {thread.usualAnswerHours !== null && (
        <Text size="sm" fw={500}>
          {t('messages.guest.usual', { count: thread.usualAnswerHours })}
        </Text>
      )}
      {thread.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('messages.guest.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {thread.messages.map((message) => (
            <Paper
              key={message.id}
              component="li"
              withBorder
              p="sm"
              bg={message.from === 'hotel' ? 'blue.0' : undefined}
            >
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {message.from === 'hotel'
                    ? t('messages.guest.hotelStaff', { name: message.name, hotel: hotelName })
                    : t('messages.guest.you')}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(message.at, i18n.language, labels, true)}
                </Text>
              </Group>
              {message.kind === 'question' && (
                <Text size="xs" fw={600} c="violet">
                  {t('messages.guest.question')}
                </Text>
              )}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.kind === 'answer' ? t('messages.guest.privateAnswer') : message.text}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={
              thread.questionOpen ? t('messages.guest.answerLabel') : t('messages.guest.label')
            }
            description={
              thread.questionOpen ? t('messages.guest.answerHint') : t('messages.guest.limit')
            }
            autosize
            minRows={3}
            maxLength={MAX_MESSAGE}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            disabled={action.busy}
          />
          <Group>
            <Button
              type="submit"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={action.busy}
              disabled={text.trim() === ''}
            >
              {t('messages.guest.send')}
            </Button>
          </Group>
          <FeedbackAlert feedback={action.feedback} />
        </Stack>
      </form>
    </Stack>
  );
}
