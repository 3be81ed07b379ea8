import { Card, Group, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SampleFillButton } from '@/components/forms/sample-fill-button';
import { SubmitRow } from '@/components/forms/submit-row';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Heading } from '@/components/heading';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { withCountry, withDialCode } from '@/components/pickers/dial-code';
import { displayedValues, storedValues } from '@/components/forms/item-values';
import { nextSampleIndex, SAMPLE_COUNT, sampleLostItems } from '@/domain/samples';
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
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<ReportPhase | null>(null);
  const [progress, setProgress] = useState(0);
  const [sample, setSample] = useState(0);
  // One client-made id for every attempt: a retry never creates a second report. Made
  // on the first submit, once the Firebase modules are loaded (guest pages load them late).
  const save = useRef<ItemSave | null>(null);
  // Once the report is saved (only photos failed), its fields stay as typed but can no longer
  // change: a retry sends only the photos.
  const [saved, setSaved] = useState(false);
  // Until the guest picks a country code, the code follows the country they choose.
  const codeChosen = useRef(false);
  const busy = phase !== null;
  const { form, bind, check } = useSchemaForm<LostItemFormValues>(
    EMPTY_LOST_ITEM_FORM,
    busy || saved,
  );

  function fillSample() {
    const next = sampleLostItems()[sample];
    form.setValues(displayedValues(next, dt));
    setSample(nextSampleIndex(sample));
    setError(null);
    form.clearErrors();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (zod) is fetched when the guest first types (see onFocus below), not with the page.
    const { lostItemReportSchema, toLostItemWrite } = await loadSchema();
    const values = form.getValues();
    const stored = storedValues(values, dt);
    const key = check(lostItemReportSchema, stored);
    if (key) {
      setError(dt(`errors.${key}`));
      return;
    }
    setError(null);
    try {
      const { newReportSave, submitLostItemReport } = await import('../api/report-lost-item');
      save.current ??= newReportSave();
      const id = await submitLostItemReport(
        save.current,
        toLostItemWrite(stored, hotelId, currentLanguage()),
        files,
        (next, share) => {
          setPhase(next);
          setProgress(share);
        },
      );
      onSubmitted(id);
    } catch (failure) {
      console.error('Lost item report failed', failure);
      setSaved(save.current?.created ?? false);
      setError(
        isNeedsNetwork(failure)
          ? serverErrorMessage(failure)
          : failure instanceof PhotoUploadError
            ? t('lostForm.photosFailed', { count: failure.failed })
            : failure instanceof OperationError && failure.code === 'quota'
              ? t('reportQuota.reached', { count: MAX_REPORTS_PER_WINDOW })
              : t('errors.submitFailed'),
      );
      setPhase(null);
    }
  }

  return (
    <Card withBorder padding="lg" maw={760} mx="auto" my="md">
      <form onSubmit={(event) => void submit(event)} onFocus={() => void loadSchema()} noValidate>
        <UntilHydrated>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <Heading title={t('lostForm.title')} intro={t('lostForm.intro')} />
              <SampleFillButton
                label={t('lostForm.fillSample', { current: sample + 1, total: SAMPLE_COUNT })}
                onClick={fillSample}
                disabled={busy || saved}
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
              photos={
                <ImagePicker
                  label={t('lostForm.photos')}
                  files={files}
                  onChange={setFiles}
                  disabled={busy}
                  progress={phase === 'uploading' ? progress : null}
                />
              }
            />

            <SubmitRow
              error={error}
              icon={<IconSend size={16} />}
              busy={busy}
              label={
                phase === 'uploading'
                  ? t('lostForm.uploading')
                  : phase === 'saving'
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
