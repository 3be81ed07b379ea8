import { Card, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SampleFillButton } from '@/components/forms/sample-fill-button';
import { SubmitRow } from '@/components/forms/submit-row';
import { Heading } from '@/components/heading';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { withDialCode } from '@/components/pickers/dial-code';
import { storedValues } from '@/components/forms/item-values';
import { useSaveFlow } from '@/components/forms/use-save-flow';
import { todayIso } from '@/domain/dates';
import { withLastPlace } from '@/domain/last-place';
import { SAMPLE_COUNT, sampleFoundItems } from '@/domain/samples';
import {
  emptyFoundItemForm,
  FOUND_LOCATION_FIELDS,
  foundItemFormSchema,
  toFoundItemWrite,
  type FoundItemFormValues,
} from '@/domain/schemas/found-item';
import type { Actor } from '@/domain/documents';
import { PhotoUploadError } from '@/firebase/photo-upload-error';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { readLastPlace, rememberLastPlace } from '../api/last-place';
import { newFoundSave, registerFoundItem, type RegisterPhase } from '../api/register-found-item';
import { useRecentStorageLocations } from '../api/storage-locations';
import { FoundItemFields } from './found-item-fields';

export interface FoundItemRegisterFormProps {
  hotelId: string;
  actor: Actor;
  onRegistered: (id: string) => void;
}

/**
 * Found-item registration (spec §2): item details and owner info, dateFound defaulting to today,
 * finder name read-only from the user's display name or email, photos, sample fill. Built for the
 * keyboard: the type field has focus, Tab moves through the fields in the order a clerk fills them
 * (FoundItemFields), Enter in a one-line field or Ctrl+Enter in any field submits. The hotel
 * complex and other location start as this clerk's last registration on this device left them
 * (./api/last-place; docs/screens.md, "Photo first"), so a photo and a type can be enough.
 */
export function FoundItemRegisterForm({
  hotelId,
  actor,
  onRegistered,
}: FoundItemRegisterFormProps) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const finderName = actor.displayName || actor.email;
  // One client-made id for every attempt: a retry never creates a second item.
  const [save] = useState(newFoundSave);
  // Read once: the form is made again (a new key) for each registration.
  const [lastPlace] = useState(() => readLastPlace(hotelId, actor.uid));
  const flow = useSaveFlow<FoundItemFormValues, RegisterPhase>(
    withLastPlace(emptyFoundItemForm(todayIso(), finderName), lastPlace),
    sampleFoundItems,
  );
  const { form, bind, check } = flow;
  const recentLocations = useRecentStorageLocations(hotelId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stored = storedValues({ ...form.getValues(), finderName }, dt);
    const id = await flow.save({
      invalid: check(foundItemFormSchema, stored, [FOUND_LOCATION_FIELDS]),
      write: (onPhase) =>
        registerFoundItem(
          save,
          actor,
          toFoundItemWrite(stored, hotelId),
          flow.photos.files,
          onPhase,
        ),
      created: () => save.created,
      failed: (failure) =>
        failure instanceof PhotoUploadError
          ? t('foundForm.photosFailed', { count: failure.failed })
          : t('errors.submitFailed'),
      logLabel: 'Found item registration failed',
    });
    if (id === null) return;
    rememberLastPlace(hotelId, actor.uid, stored);
    onRegistered(id);
  }

  return (
    <Card withBorder padding="lg" maw={860} mx="auto" my="md">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a shortcut for the form's own fields, whose key presses bubble here; Enter and the submit button stay */}
      <form
        onSubmit={(event) => void submit(event)}
        // Ctrl+Enter (⌘+Enter) registers from any field, the multi-line ones too.
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          event.currentTarget.requestSubmit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Heading title={t('foundForm.title')} intro={t('foundForm.intro')} />
            <SampleFillButton
              label={t('foundForm.fillSample', { current: flow.nextSample, total: SAMPLE_COUNT })}
              onClick={flow.fillSample}
              disabled={flow.locked}
            />
          </Group>

          <FoundItemFields
            bind={bind}
            onDialCode={(code) =>
              form.setValues(withDialCode(form.getValues(), code, currentLanguage()))
            }
            finderName={finderName}
            storageSuggestions={recentLocations}
            focusFirstField
            firstPhoto={flow.photos.files[0]}
            lastPlace={lastPlace}
            photos={<ImagePicker label={t('foundForm.photos')} {...flow.photos} />}
          />

          <SubmitRow
            error={flow.error}
            icon={<IconDeviceFloppy size={16} />}
            busy={flow.busy}
            label={
              flow.phase === 'uploading'
                ? t('foundForm.uploading')
                : flow.phase === 'submitting'
                  ? t('foundForm.submitting')
                  : t('foundForm.submit')
            }
          />
        </Stack>
      </form>
    </Card>
  );
}
