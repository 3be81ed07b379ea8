import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackAlert } from '@/components/feedback-alert';
import { useFormAction } from '@/components/forms/use-form-action';
import { MAX_ANSWER_TARGET_HOURS, MIN_ANSWER_TARGET_HOURS } from '@/domain/thread-summary';
import { setAnswerTarget } from '../api/messages';
import { errorDetail } from './error-detail';

/** The hotel's answer target for guest messages, in hours (settings, admins). */
export function AnswerTargetForm({ hotelId, saved }: { hotelId: string; saved: number }) {
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
