import { Card, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SampleFillButton } from '@/components/forms/sample-fill-button';
import { SubmitRow } from '@/components/forms/submit-row';
import { Heading } from '@/components/heading';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { withCountry, withDialCode } from '@/components/pickers/dial-code';
import { storedValues } from '@/components/forms/item-values';
import { useSaveFlow } from '@/components/forms/use-save-flow';
import { SAMPLE_COUNT, sampleLostItems } from '@/domain/samples';
import type { LostItemFormValues } from '@/domain/schemas/lost-item';
import { EMPTY_LOST_ITEM_FORM } from '@/domain/schemas/lost-item-empty';
import { MAX_REPORTS_PER_WINDOW } from '@/domain/report-quota';
import { isNeedsNetwork } from '@/firebase/network';
import { serverErrorMessage } from '@/lib/server-errors';
import { OperationError } from '@/firebase/operation-error';
import { UntilHydrated } from '@/hooks/use-hydrated';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { PhotoUploadError } from '@/firebase/photo-upload-error';
import type { ItemSave } from '@/firebase/save-once';
import type { ReportPhase } from '../api/report-lost-item';
import { LostItemFields } from './lost-item-fields';

const loadSchema = () => import('@/domain/schemas/lost-item');

export interface LostItemReportFormProps {
  hotelId: string;
  onSubmitted: (id: string) => void;
}

/** The guest's lost-item report (spec §2): every field, validation of §5, photos, sample fill. */
export function LostItemReportForm({ hotelId, onSubmitted }: LostItemReportFormProps) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  // One client-made id for every attempt: a retry never creates a second report. Made
  // on the first submit, once the Firebase modules are loaded (guest pages load them late).
  const save = useRef<ItemSave | null>(null);
  // Until the guest picks a country code, the code follows the country they choose.
  const codeChosen = useRef(false);
  const flow = useSaveFlow<LostItemFormValues, ReportPhase>(EMPTY_LOST_ITEM_FORM, sampleLostItems);
  const { form, bind, check } = flow;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (zod) is fetched when the guest first types (see onFocus below), not with the page.
    const { lostItemReportSchema, toLostItemWrite } = await loadSchema();
    const stored = storedValues(form.getValues(), dt);
    const id = await flow.save({
      invalid: check(lostItemReportSchema, stored),
      write: async (onPhase) => {
        const { newReportSave, submitLostItemReport } = await import('../api/report-lost-item');
        save.current ??= newReportSave();
        return submitLostItemReport(
          save.current,
          toLostItemWrite(stored, hotelId, currentLanguage()),
          flow.photos.files,
          onPhase,
        );
      },
      created: () => save.current?.created ?? false,
      failed: (failure) =>
        isNeedsNetwork(failure)
          ? serverErrorMessage(failure)
          : failure instanceof PhotoUploadError
            ? t('lostForm.photosFailed', { count: failure.failed })
            : failure instanceof OperationError && failure.code === 'quota'
              ? t('reportQuota.reached', { count: MAX_REPORTS_PER_WINDOW })
              : t('errors.submitFailed'),
      logLabel: 'Lost item report failed',
    });
    if (id !== null) onSubmitted(id);
  }

  return (
    <Card withBorder padding="lg" maw={760} mx="auto" my="md">
      <form onSubmit={(event) => void submit(event)} onFocus={() => void loadSchema()} noValidate>
        <UntilHydrated>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Heading title={t('lostForm.title')} intro={t('lostForm.intro')} />
              <SampleFillButton
                label={t('lostForm.fillSample', { current: flow.nextSample, total: SAMPLE_COUNT })}
                onClick={flow.fillSample}
                disabled={flow.locked}
              />
            </Group>

            <LostItemFields
              bind={bind}
              onDialCode={(code) => {
                codeChosen.current = true;
                form.setValues(withDialCode(form.getValues(), code, currentLanguage()));
              }}
              onCountry={(country) =>
                form.setValues(withCountry(form.getValues(), country, codeChosen.current))
              }
              requireEmail
              photos={<ImagePicker label={t('lostForm.photos')} {...flow.photos} />}
            />

            <SubmitRow
              error={flow.error}
              icon={<IconSend size={16} />}
              busy={flow.busy}
              label={
                flow.phase === 'uploading'
                  ? t('lostForm.uploading')
                  : flow.phase === 'saving'
                    ? t('lostForm.saving')
                    : t('lostForm.submit')
              }
            />
          </Stack>
        </UntilHydrated>
      </form>
    </Card>
  );
}
