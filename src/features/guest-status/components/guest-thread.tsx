import { FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageTextarea } from '@/components/forms/message-textarea';
import { SendForm } from '@/components/forms/send-form';
import { useFormAction } from '@/components/forms/use-form-action';
import { MessageCard, MessageThreadList } from '@/components/message-thread';
import { formatDate } from '@/domain/dates';
import { IMAGE_TYPES } from '@/domain/limits';
import {
  MAX_MESSAGE,
  MAX_MESSAGE_PHOTO_BYTES,
  MAX_MESSAGE_PHOTOS,
  type GuestThread as Thread,
  type MessagePhotoUpload,
} from '@/domain/messages';
import { textTooLong } from '@/domain/text-length';
import { serverErrorMessage } from '@/lib/server-errors';
import { encodeMessagePhoto } from '../api/report-status';

/**
 * The guest's thread with the hotel on /status: every message as text (never HTML), the hotel's
 * usual answer time when there are enough answers to say it (else its own answer target), and a
 * form to write. While the
 * hotel's ownership question is open, the form answers it, and the answer is not shown back.
 */
export function GuestThread({
  thread,
  hotelName,
  onPost,
}: {
  thread: Thread;
  hotelName: string;
  onPost: (text: string, photos: MessagePhotoUpload[]) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const action = useFormAction();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const tooMany = files.length > MAX_MESSAGE_PHOTOS;
  const labels = { missing: '', invalid: t('errors.invalidDate') };

  async function send() {
    const sent = await action.run(
      async () => {
        const photos = await Promise.all(files.map(encodeMessagePhoto));
        if (photos.some((photo) => photo.size > MAX_MESSAGE_PHOTO_BYTES)) {
          throw new Error('messages.errors.photoSize');
        }
        await onPost(
          text,
          photos.map(({ contentType, data }) => ({ contentType, data })),
        );
        return t('messages.guest.sent');
      },
      (error) => serverErrorMessage(error, t('messages.errors.generic')),
    );
    if (sent) {
      setText('');
      setFiles([]);
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="guest-thread-title">
      <Title order={2} size="h4" id="guest-thread-title">
        {t('messages.guest.title')}
      </Title>
      <Text size="sm">{t('messages.guest.intro')}</Text>
      {thread.usualAnswerHours !== null ? (
        <Text size="sm" fw={500}>
          {t('messages.guest.usual', { count: thread.usualAnswerHours })}
        </Text>
      ) : (
        // Too few answers to say what the hotel usually does: what it aims for, worded so.
        thread.answerTargetHours !== undefined && (
          <Text size="sm" fw={500}>
            {t('messages.guest.target', { count: thread.answerTargetHours })}
          </Text>
        )
      )}
      {thread.messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('messages.guest.empty')}
        </Text>
      ) : (
        <MessageThreadList>
          {thread.messages.map((message) => (
            <MessageCard
              key={message.id}
              fromHotel={message.from === 'hotel'}
              header={
                <>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {message.from !== 'hotel'
                        ? t('messages.guest.you')
                        : message.name
                          ? t('messages.guest.hotelStaff', { name: message.name, hotel: hotelName })
                          : t('messages.guest.frontDesk', { hotel: hotelName })}
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
                </>
              }
              text={message.kind === 'answer' ? t('messages.guest.privateAnswer') : message.text}
              photoUrls={message.photos}
            />
          ))}
        </MessageThreadList>
      )}
      <SendForm
        action={action}
        onSend={send}
        sendLabel={t('messages.guest.send')}
        sendDisabled={text.trim() === '' || tooMany || textTooLong(text, MAX_MESSAGE)}
      >
        <MessageTextarea
          label={thread.questionOpen ? t('messages.guest.answerLabel') : t('messages.guest.label')}
          description={
            thread.questionOpen ? t('messages.guest.answerHint') : t('messages.guest.limit')
          }
          minRows={3}
          max={MAX_MESSAGE}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={action.busy}
        />
        <FileInput
          label={t('messages.photos.label')}
          description={t('messages.photos.hint', { count: MAX_MESSAGE_PHOTOS })}
          placeholder={t('messages.photos.placeholder')}
          leftSection={<IconPhoto size={16} aria-hidden />}
          accept={IMAGE_TYPES.join(',')}
          multiple
          clearable
          value={files}
          onChange={setFiles}
          disabled={action.busy}
          error={tooMany ? t('messages.photos.tooMany', { count: MAX_MESSAGE_PHOTOS }) : undefined}
        />
      </SendForm>
    </Stack>
  );
}
