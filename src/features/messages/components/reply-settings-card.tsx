import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '@/components/confirm-danger';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { Heading } from '@/components/heading';
import {
  MAX_MESSAGE,
  MAX_REPLY_TEMPLATES,
  MAX_TEMPLATE_TITLE,
  replyTemplateSchema,
  type ReplyTemplate,
} from '@/domain/messages';
import { MAX_ANSWER_TARGET_HOURS, MIN_ANSWER_TARGET_HOURS } from '@/domain/thread-summary';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import {
  deleteReplyTemplate,
  saveReplyTemplate,
  setAnswerTarget,
  useAnswerTarget,
  useReplyTemplates,
} from '../api/messages';

const errorDetail = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/**
 * Settings (admins): the hotel's answer target for guest messages and its reply templates, each
 * in English and Japanese.
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
        <TargetForm key={target} hotelId={hotelId} saved={target} />
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
        {templates.data?.map((template) => (
          <TemplateForm key={template.id} hotelId={hotelId} template={template} />
        ))}
        {templates.status === 'success' && templates.data.length < MAX_REPLY_TEMPLATES && (
          <TemplateForm
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

function TargetForm({ hotelId, saved }: { hotelId: string; saved: number }) {
  const { t } = useTranslation();
  const action = useFormAction();
  const [draft, setDraft] = useState<number | string>(saved);
  const valid =
    typeof draft === 'number' &&
    Number.isInteger(draft) &&
    draft >= MIN_ANSWER_TARGET_HOURS &&
    draft <= MAX_ANSWER_TARGET_HOURS;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typeof draft !== 'number' || !valid) return;
        void action.run(
          async () => {
            await setAnswerTarget(hotelId, draft);
            return t('messages.settings.saved');
          },
          (error) => t('messages.settings.failed', { detail: errorDetail(error) }),
        );
      }}
    >
      <Stack gap="xs">
        <NumberInput
          label={t('messages.settings.target')}
          description={t('messages.settings.targetHint')}
          min={MIN_ANSWER_TARGET_HOURS}
          max={MAX_ANSWER_TARGET_HOURS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={260}
          value={draft}
          onChange={setDraft}
          disabled={action.busy}
          error={valid ? undefined : t('messages.errors.target')}
        />
        <Group>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={action.busy}
            disabled={!valid || draft === saved}
          >
            {t('messages.settings.saveTarget')}
          </Button>
        </Group>
        <FeedbackAlert feedback={action.feedback} />
      </Stack>
    </form>
  );
}

/** One template to edit, or (template null) a new one to add. */
function TemplateForm({
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
  const [values, setValues] = useState({
    title: template?.title ?? '',
    en: template?.en ?? '',
    ja: template?.ja ?? '',
  });
  const parsed = replyTemplateSchema.safeParse(values);
  const changed =
    !template ||
    values.title !== template.title ||
    values.en !== template.en ||
    values.ja !== template.ja;
  const bind = (key: 'title' | 'en' | 'ja') => ({
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
          <Textarea
            label={t('messages.settings.templateEn')}
            autosize
            minRows={2}
            maxLength={MAX_MESSAGE}
            lang="en"
            {...bind('en')}
          />
          <Textarea
            label={t('messages.settings.templateJa')}
            autosize
            minRows={2}
            maxLength={MAX_MESSAGE}
            lang="ja"
            {...bind('ja')}
          />
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
