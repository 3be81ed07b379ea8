import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MessageCard, MessageThreadList } from '@/components/message-thread';
import { formatDate } from '@/domain/dates';
import type { ThreadMessage } from '@/domain/messages';
import { languageNameKey } from '@/i18n/language-names';

/**
 * The thread as staff read it, oldest first (every text as text, never HTML: MessageCard). The
 * guest's answer to the ownership question is marked as staff-only.
 */
export function MessageList({ messages }: { messages: ThreadMessage[] }) {
  const { t, i18n } = useTranslation();
  const labels = { missing: '', invalid: t('errors.invalidDate') };
  return (
    <MessageThreadList>
      {messages.map((message) => (
        <MessageCard
          key={message.id}
          fromHotel={message.author === 'staff'}
          header={
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
                {t(languageNameKey(message.language))}
              </Text>
            </Group>
          }
          text={message.text}
          lang={message.language}
          photoUrls={message.photos.map((photo) => photo.url)}
        />
      ))}
    </MessageThreadList>
  );
}
