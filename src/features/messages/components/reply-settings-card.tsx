import { Alert, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '@/components/heading';
import { MAX_REPLY_TEMPLATES } from '@/domain/messages';
import { useAnswerTarget, useReplyTemplates } from '../api/messages';
import { AnswerTargetForm } from './answer-target-form';
import { BuiltinTemplatesOffer } from './builtin-templates-offer';
import { ReplyTemplateForm } from './reply-template-form';

/**
 * Settings (admins): the hotel's answer target for guest messages and its reply templates, each
 * in the five guest languages (English and Japanese required), and the offer of the built-in ones.
 */
export function ReplySettingsCard({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const target = useAnswerTarget(hotelId);
  const templates = useReplyTemplates(hotelId);
  // The new template's form starts empty again only once its own template was added: another
  // admin's template (the list changing under it) leaves what is being typed alone.
  const [added, setAdded] = useState(0);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Heading level={2} title={t('messages.settings.title')} />
        <AnswerTargetForm key={target} hotelId={hotelId} saved={target} />
        <Heading
          level={2}
          title={t('messages.settings.templates')}
          intro={t('messages.settings.templatesHint')}
        />
        {templates.status === 'error' && (
          <Alert color="red" role="alert">
            {t('messages.settings.loadFailed', { detail: templates.error.message })}
          </Alert>
        )}
        {templates.status === 'success' && templates.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('messages.settings.empty')}
          </Text>
        )}
        {templates.status === 'success' && (
          <BuiltinTemplatesOffer hotelId={hotelId} templates={templates.data} />
        )}
        {templates.data?.map((template) => (
          <ReplyTemplateForm key={template.id} hotelId={hotelId} template={template} />
        ))}
        {templates.status === 'success' && templates.data.length < MAX_REPLY_TEMPLATES && (
          <ReplyTemplateForm
            key={`new-${added}`}
            hotelId={hotelId}
            template={null}
            onAdded={() => setAdded((n) => n + 1)}
          />
        )}
      </Stack>
    </Card>
  );
}
