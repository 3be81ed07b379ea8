import type { Language } from '@/domain/language';
import { Checkbox, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageTextarea } from '@/components/forms/message-textarea';
import { SendForm } from '@/components/forms/send-form';
import { useFormAction } from '@/components/forms/use-form-action';
import { MAX_MESSAGE, templateText } from '@/domain/messages';
import { textTooLong } from '@/domain/text-length';
import { serverErrorMessage } from '@/lib/server-errors';
import { languageNameKey } from '@/i18n/language-names';
import { postStaffMessage, useReplyTemplates } from '../api/messages';

/**
 * Staff's answer to the guest: a reply template (its text in the report's language) or their own
 * words, optionally sent as the ownership question (offered until one was asked).
 */
export function StaffAnswerForm({
  lostItemId,
  hotelId,
  language,
  questionAsked,
}: {
  lostItemId: string;
  hotelId: string;
  language: Language;
  questionAsked: boolean;
}) {
  const { t } = useTranslation();
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
    // The guest receives the template in the report's language (English where it has none yet).
    if (template) setText(templateText(template, language));
  }

  async function send() {
    const sent = await action.run(
      async () => {
        await postStaffMessage({ lostItemId, text, question, templateId });
        return t('messages.staff.sent');
      },
      (error) => serverErrorMessage(error, t('messages.errors.generic')),
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
      sendDisabled={text.trim() === '' || textTooLong(text, MAX_MESSAGE)}
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
      <MessageTextarea
        label={t('messages.staff.label')}
        description={t('messages.staff.languageHint', {
          language: t(languageNameKey(language)),
        })}
        minRows={3}
        max={MAX_MESSAGE}
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
