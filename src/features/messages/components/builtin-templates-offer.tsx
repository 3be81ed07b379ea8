import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { MAX_REPLY_TEMPLATES, type ReplyTemplate } from '@/domain/messages';
import {
  BUILTIN_REPLY_TEMPLATES,
  builtinTemplateFor,
  builtinTemplatesToAdd,
  isBuiltinTemplateId,
} from '@/domain/reply-templates-builtin';
import { saveReplyTemplate } from '../api/messages';
import { errorDetail } from './error-detail';

/**
 * Settings: adds the product's built-in reply templates (src/domain/reply-templates-builtin.ts)
 * to a hotel that has none of them. Each is written under its own fixed id, so a second click or
 * a second admin rewrites the same documents instead of doubling them; only those the hotel does
 * not hold yet are written, and no more than MAX_REPLY_TEMPLATES in all. Titles are written in the
 * admin's staff language (English or Japanese).
 */
export function BuiltinTemplatesOffer({
  hotelId,
  templates,
}: {
  hotelId: string;
  templates: readonly ReplyTemplate[];
}) {
  const { t, i18n } = useTranslation();
  const action = useFormAction();
  const hasAny = templates.some((template) => isBuiltinTemplateId(template.id));
  const toAdd = builtinTemplatesToAdd(templates, MAX_REPLY_TEMPLATES);
  const offered = !hasAny && toAdd.length > 0;

  async function add() {
    await action.run(
      async () => {
        await Promise.all(
          toAdd.map((builtin) => {
            const { id, ...template } = builtinTemplateFor(builtin, i18n.language);
            return saveReplyTemplate(hotelId, template, id);
          }),
        );
        return t('settings.builtinTemplates.added', { count: toAdd.length });
      },
      (error) => t('messages.settings.failed', { detail: errorDetail(error) }),
    );
  }

  if (!offered && !action.feedback) return null;
  return (
    <Stack gap="xs">
      {offered && (
        <>
          <Text size="sm">{t('settings.builtinTemplates.hint')}</Text>
          {toAdd.length < BUILTIN_REPLY_TEMPLATES.length && (
            <Text size="sm" c="dimmed">
              {t('settings.builtinTemplates.room', { count: toAdd.length })}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={action.busy}
              onClick={() => void add()}
            >
              {t('settings.builtinTemplates.add')}
            </Button>
          </Group>
        </>
      )}
      <FeedbackAlert feedback={action.feedback} />
    </Stack>
  );
}
