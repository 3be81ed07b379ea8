import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '@/components/confirm-danger';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { LANGUAGES, type Language } from '@/domain/language';
import {
  MAX_MESSAGE,
  MAX_TEMPLATE_TITLE,
  missingTemplateLanguages,
  OPTIONAL_TEMPLATE_LANGUAGES,
  replyTemplateSchema,
  type ReplyTemplate,
} from '@/domain/messages';
import { languageNameKey } from '@/i18n/language-names';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { deleteReplyTemplate, saveReplyTemplate } from '../api/messages';
import { errorDetail } from './error-detail';

const TEMPLATE_LABELS = {
  ko: 'messages.settings.templateKo',
  'zh-Hans': 'messages.settings.templateZhHans',
  'zh-Hant': 'messages.settings.templateZhHant',
} as const;

/** One template to edit, or (template null) a new one to add. */
export function ReplyTemplateForm({
  hotelId,
  template,
  onAdded,
}: {
  hotelId: string;
  template: ReplyTemplate | null;
  onAdded?: () => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const action = useFormAction();
  const [values, setValues] = useState<Omit<ReplyTemplate, 'id'>>({
    title: template?.title ?? '',
    en: template?.en ?? '',
    ja: template?.ja ?? '',
    ko: template?.ko ?? '',
    'zh-Hans': template?.['zh-Hans'] ?? '',
    'zh-Hant': template?.['zh-Hant'] ?? '',
  });
  const parsed = replyTemplateSchema.safeParse(values);
  const changed =
    !template ||
    values.title !== template.title ||
    LANGUAGES.some((language) => values[language] !== template[language]);
  const missing = missingTemplateLanguages(values).filter((language) =>
    (OPTIONAL_TEMPLATE_LANGUAGES as readonly Language[]).includes(language),
  );
  const bind = (key: 'title' | Language) => ({
    value: values[key],
    disabled: action.busy,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
    },
  });

  async function save() {
    if (!parsed.success)
      return action.fail(dt(parsed.error.issues[0]?.message ?? 'messages.errors.generic'));
    await action.run(
      async () => {
        await saveReplyTemplate(hotelId, parsed.data, template?.id);
        onAdded?.();
        return t('messages.settings.saved');
      },
      (error) => t('messages.settings.failed', { detail: errorDetail(error) }),
    );
  }

  function remove() {
    if (!template) return;
    confirmDanger({
      title: t('messages.settings.deleteTitle'),
      body: t('messages.settings.deleteBody'),
      confirmLabel: t('messages.settings.deleteConfirm'),
      cancelLabel: t('messages.settings.cancel'),
      closeLabel: t('a11y.close'),
      onConfirm: () =>
        void action.run(
          () => deleteReplyTemplate(hotelId, template.id),
          (error) => t('messages.settings.failed', { detail: errorDetail(error) }),
        ),
    });
  }

  return (
    <Paper withBorder p="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="xs">
          <TextInput
            label={t('messages.settings.templateTitle')}
            maxLength={MAX_TEMPLATE_TITLE}
            {...bind('title')}
          />
          <GrowingTextarea
            label={t('messages.settings.templateEn')}
            minRows={2}
            maxLength={MAX_MESSAGE}
            lang="en"
            {...bind('en')}
          />
          <GrowingTextarea
            label={t('messages.settings.templateJa')}
            minRows={2}
            maxLength={MAX_MESSAGE}
            lang="ja"
            {...bind('ja')}
          />
          {OPTIONAL_TEMPLATE_LANGUAGES.map((language) => (
            <GrowingTextarea
              key={language}
              label={t(TEMPLATE_LABELS[language])}
              description={t('messages.settings.templateOptional')}
              minRows={2}
              maxLength={MAX_MESSAGE}
              lang={language}
              {...bind(language)}
            />
          ))}
          {missing.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('messages.settings.templateMissing', {
                languages: missing.map((language) => t(languageNameKey(language))).join(', '),
              })}
            </Text>
          )}
          <Group>
            <Button
              type="submit"
              leftSection={
                template ? (
                  <IconDeviceFloppy size={16} aria-hidden />
                ) : (
                  <IconPlus size={16} aria-hidden />
                )
              }
              loading={action.busy}
              disabled={!changed || !parsed.success}
            >
              {template ? t('messages.settings.saveTemplate') : t('messages.settings.add')}
            </Button>
            {template && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={remove}
                disabled={action.busy}
                aria-label={t('messages.settings.delete', { title: template.title })}
              >
                {t('messages.settings.deleteConfirm')}
              </Button>
            )}
          </Group>
          <FeedbackAlert feedback={action.feedback} />
        </Stack>
      </form>
    </Paper>
  );
}
