import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessagePhotos } from '@/components/message-photos';
import { formatDate } from '@/domain/dates';
import type { ThreadMessage } from '@/domain/messages';

/**
 * The thread as staff read it, oldest first. Every text is rendered as text (React escapes it;
 * line breaks kept by white-space), never as HTML. The guest's answer to the ownership question
 * is marked as staff-only.
 */
export function MessageList({ messages }: { messages: ThreadMessage[] }) {
  const { t, i18n } = useTranslation();
  const labels = { missing: '', invalid: t('errors.invalidDate') };
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {messages.map((message) => (
        <Paper
          key={message.id}
          component="li"
          withBorder
          p="sm"
          bg={message.author === 'staff' ? 'blue.0' : undefined}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {message.author === 'staff' ? message.authorName : t('messages.staff.guest')}
              </Text>
              {message.kind === 'question' && (
                <Badge color="violet.7">{t('messages.staff.questionBadge')}</Badge>
              )}
              {message.kind === 'answer' && (
                <Badge color="violet.9">{t('messages.staff.answerBadge')}</Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDate(message.createdAt, i18n.language, labels, true)} ·{' '}
              {t(message.language === 'ja' ? 'messages.languages.ja' : 'messages.languages.en')}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Text>
          <MessagePhotos urls={message.photos.map((photo) => photo.url)} />
        </Paper>
      ))}
    </Stack>
  );
}
