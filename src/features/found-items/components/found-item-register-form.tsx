import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconWand } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { BrandInput, ColourPicker } from '@/components/pickers/colour-brand-pickers';
import { CountryCodePicker, CountryPicker } from '@/components/pickers/country-pickers';
import { withDialCode } from '@/components/pickers/dial-code';
import { DayPicker } from '@/components/pickers/day-picker';
import { ItemTypePicker } from '@/components/pickers/item-type-picker';
import { itemTypeDisplay, toStoredItemType } from '@/components/pickers/item-type-text';
import { countryName, normalizeCountry } from '@/domain/countries';
import { todayIso } from '@/domain/dates';
import { nextSampleIndex, SAMPLE_COUNT, sampleFoundItems } from '@/domain/samples';
import {
  emptyFoundItemForm,
  foundItemFormSchema,
  toFoundItemWrite,
  type FoundItemFormValues,
} from '@/domain/schemas/found-item';
import { errorFields, firstErrorKey } from '@/domain/schemas/validation';
import type { Actor } from '@/firebase/activity';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { registerFoundItem, type RegisterPhase } from '../api/register-found-item';
import { useRecentStorageLocations } from '../api/storage-locations';

type Field = keyof FoundItemFormValues;

export interface FoundItemRegisterFormProps {
  hotelId: string;
  actor: Actor;
  onRegistered: (id: string) => void;
}

/**
 * Found-item registration (spec §2): item details and owner info, dateFound defaulting to today,
 * finder name read-only from the user's display name or email, photos, sample fill. Built for the
 * keyboard: the type field has focus, Tab moves through the fields, Enter submits.
 */
export function FoundItemRegisterForm({
  hotelId,
  actor,
  onRegistered,
}: FoundItemRegisterFormProps) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const finderName = actor.displayName || actor.email;
  const [values, setValues] = useState<FoundItemFormValues>(() =>
    emptyFoundItemForm(todayIso(), finderName),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [phase, setPhase] = useState<RegisterPhase | null>(null);
  const [progress, setProgress] = useState(0);
  const [sample, setSample] = useState(0);
  const busy = phase !== null;
  const recentLocations = useRecentStorageLocations(hotelId);

  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(event.currentTarget.value),
    error: invalid.has(field) || undefined,
    disabled: busy,
  });
  const locationError = invalid.has('roomNumber') || undefined;

  function fillSample() {
    const next = sampleFoundItems()[sample];
    setValues((current) => ({
      ...current,
      ...next,
      itemType: itemTypeDisplay(next.itemType, dt),
      country: countryName(next.country, currentLanguage()),
    }));
    setSample(nextSampleIndex(sample));
    setError(null);
    setInvalid(new Set());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stored = {
      ...values,
      finderName,
      itemType: toStoredItemType(values.itemType, dt),
      country: normalizeCountry(values.country),
    };
    const parsed = foundItemFormSchema.safeParse(stored);
    const key = firstErrorKey(parsed);
    if (key) {
      setError(dt(`errors.${key}`));
      const fields = errorFields(parsed);
      if (fields.has('roomNumber'))
        ['hotelComplex', 'otherLocation'].forEach((field) => fields.add(field));
      setInvalid(fields);
      return;
    }
    setError(null);
    setInvalid(new Set());
    try {
      const id = await registerFoundItem(
        actor,
        toFoundItemWrite(stored, hotelId),
        files,
        (next, share) => {
          setPhase(next);
          setProgress(share);
        },
      );
      onRegistered(id);
    } catch (failure) {
      console.error('Found item registration failed', failure);
      setError(t('errors.submitFailed'));
      setPhase(null);
    }
  }

  return (
    <Card withBorder padding="lg" maw={860} mx="auto" my="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1} size="h2">
                {t('foundForm.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('foundForm.intro')}
              </Text>
            </div>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconWand size={14} />}
              onClick={fillSample}
              disabled={busy}
            >
              {t('foundForm.fillSample', { current: sample + 1, total: SAMPLE_COUNT })}
            </Button>
          </Group>

          <Title order={2} size="h4">
            {t('foundForm.itemSection')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ItemTypePicker
                label={t('foundForm.itemType')}
                placeholder={t('lostForm.itemTypePlaceholder')}
                withAsterisk
                value={values.itemType}
                onChange={set('itemType')}
                error={invalid.has('itemType') || undefined}
                disabled={busy}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- staff register items one after another; each starts in the first field
                autoFocus
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('foundForm.itemName')} {...text('itemName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DayPicker
                label={t('foundForm.dateFound')}
                withAsterisk
                clearable
                value={values.dateFound}
                onChange={set('dateFound')}
                error={invalid.has('dateFound') || undefined}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Text size="xs" c="dimmed" mt={{ sm: 28 }}>
                {t('foundForm.locationHint')}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('foundForm.roomNumber')}
                {...text('roomNumber')}
                error={locationError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('foundForm.hotelComplex')}
                {...text('hotelComplex')}
                error={locationError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('foundForm.otherLocation')}
                {...text('otherLocation')}
                error={locationError}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Autocomplete
                label={t('foundForm.storageLocation')}
                description={t('labels.storageHint')}
                data={recentLocations}
                value={values.storageLocation}
                onChange={set('storageLocation')}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('foundForm.cashValue')} {...text('cashValue')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ColourPicker
                label={t('matching.fields.colour')}
                description={t('matching.fields.colourDescription')}
                placeholder={t('matching.fields.noColour')}
                value={values.colour}
                onChange={set('colour')}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <BrandInput
                label={t('matching.fields.brand')}
                placeholder={t('matching.fields.brandPlaceholder')}
                {...text('brand')}
                onChange={set('brand')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('foundForm.description')}
                autosize
                minRows={2}
                {...text('description')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('foundForm.comments')}
                autosize
                minRows={1}
                {...text('comments')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('foundForm.finderName')}
                value={finderName}
                readOnly
                tabIndex={-1}
                variant="filled"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('foundForm.foundByNonHotelStaff')}
                {...text('foundByNonHotelStaff')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <ImagePicker
                label={t('foundForm.photos')}
                files={files}
                onChange={setFiles}
                disabled={busy}
                progress={phase === 'uploading' ? progress : null}
              />
            </Grid.Col>
          </Grid>

          <Title order={2} size="h4">
            {t('foundForm.ownerSection')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('foundForm.firstName')} {...text('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('foundForm.surname')} {...text('surname')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <DayPicker
                label={t('foundForm.dateLost')}
                clearable
                value={values.dateLost}
                onChange={set('dateLost')}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 3 }}>
              <CountryCodePicker
                label={t('foundForm.countryCode')}
                value={values.phoneCode}
                onChange={(code) =>
                  setValues((current) => withDialCode(current, code, currentLanguage()))
                }
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 5 }}>
              <TextInput label={t('foundForm.phone')} type="tel" {...text('phoneNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('foundForm.email')} type="email" {...text('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <CountryPicker
                label={t('foundForm.country')}
                value={values.country}
                onChange={set('country')}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('foundForm.address')} {...text('address')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('foundForm.organisation')} {...text('organisation')} />
            </Grid.Col>
          </Grid>

          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} disabled={busy}>
              {phase === 'uploading'
                ? t('foundForm.uploading')
                : phase === 'submitting'
                  ? t('foundForm.submitting')
                  : t('foundForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
