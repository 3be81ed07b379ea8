import {
  Alert,
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
import { DatePickerInput } from '@mantine/dates';
import { IconSend, IconWand } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCodePicker, CountryPicker } from '@/components/pickers/country-pickers';
import { ImagePicker } from '@/components/image-picker/image-picker';
import { ItemTypePicker } from '@/components/pickers/item-type-picker';
import { itemTypeDisplay, toStoredItemType } from '@/components/pickers/item-type-text';
import { countryForDialCode, countryName, normalizeCountry } from '@/domain/countries';
import { parseDateOnly, toIsoDay } from '@/domain/dates';
import { nextSampleIndex, SAMPLE_COUNT, sampleLostItems } from '@/domain/samples';
import {
  EMPTY_LOST_ITEM_FORM,
  lostItemFormSchema,
  toLostItemWrite,
  type LostItemFormValues,
} from '@/domain/schemas/lost-item';
import { errorFields, firstErrorKey } from '@/domain/schemas/validation';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { submitLostItemReport, type ReportPhase } from '../api/report-lost-item';

type Field = keyof LostItemFormValues;

const toDate = (iso: string) => (iso ? parseDateOnly(iso) : null);
const fromDate = (value: Date | string | null) => (value ? toIsoDay(new Date(value)) : '');

export interface LostItemReportFormProps {
  hotelId: string;
  onSubmitted: (id: string) => void;
}

/** The guest's lost-item report (spec §2): every field, validation of §5, photos, sample fill. */
export function LostItemReportForm({ hotelId, onSubmitted }: LostItemReportFormProps) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const [values, setValues] = useState<LostItemFormValues>(EMPTY_LOST_ITEM_FORM);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [phase, setPhase] = useState<ReportPhase | null>(null);
  const [progress, setProgress] = useState(0);
  const [sample, setSample] = useState(0);

  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(event.currentTarget.value),
    error: invalid.has(field) || undefined,
    disabled: phase !== null,
  });

  function fillSample() {
    const next = sampleLostItems()[sample];
    setValues({
      ...next,
      itemType: itemTypeDisplay(next.itemType, dt),
      country: countryName(next.country, currentLanguage()),
    });
    setSample(nextSampleIndex(sample));
    setError(null);
    setInvalid(new Set());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const stored = {
      ...values,
      itemType: toStoredItemType(values.itemType, dt),
      country: normalizeCountry(values.country),
    };
    const parsed = lostItemFormSchema.safeParse(stored);
    const key = firstErrorKey(parsed);
    if (key) {
      setError(dt(`errors.${key}`));
      setInvalid(errorFields(parsed));
      return;
    }
    setError(null);
    setInvalid(new Set());
    try {
      const id = await submitLostItemReport(
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
      setError(t('errors.submitFailed'));
      setPhase(null);
    }
  }

  const busy = phase !== null;
  return (
    <Card withBorder padding="lg" maw={760} mx="auto" my="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1} size="h2">
                {t('lostForm.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('lostForm.intro')}
              </Text>
            </div>
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconWand size={14} />}
              onClick={fillSample}
              disabled={busy}
            >
              {t('lostForm.fillSample', { current: sample + 1, total: SAMPLE_COUNT })}
            </Button>
          </Group>

          <Title order={2} size="h4">
            {t('lostForm.itemSection')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <ItemTypePicker
                label={t('lostForm.itemType')}
                placeholder={t('lostForm.itemTypePlaceholder')}
                withAsterisk
                value={values.itemType}
                onChange={set('itemType')}
                error={invalid.has('itemType') || undefined}
                disabled={busy}
                data-autofocus
                autoFocus
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('lostForm.itemName')}
                placeholder={t('lostForm.itemNamePlaceholder')}
                withAsterisk
                {...text('itemName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DatePickerInput
                label={t('lostForm.dateLost')}
                withAsterisk
                clearable
                value={toDate(values.dateLost)}
                onChange={(value) => set('dateLost')(fromDate(value))}
                error={invalid.has('dateLost') || undefined}
                disabled={busy}
                maxDate={new Date()}
                valueFormat="YYYY-MM-DD"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('lostForm.locationLost')}
                placeholder={t('lostForm.locationPlaceholder')}
                withAsterisk
                {...text('locationLost')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('lostForm.description')}
                placeholder={t('lostForm.descriptionPlaceholder')}
                autosize
                minRows={2}
                {...text('description')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <ImagePicker
                label={t('lostForm.photos')}
                files={files}
                onChange={setFiles}
                disabled={busy}
                progress={phase === 'uploading' ? progress : null}
              />
            </Grid.Col>
          </Grid>

          <Title order={2} size="h4">
            {t('lostForm.contactSection')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('lostForm.firstName')}
                withAsterisk
                autoComplete="given-name"
                {...text('firstName')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('lostForm.surname')}
                withAsterisk
                autoComplete="family-name"
                {...text('surname')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('lostForm.email')}
                type="email"
                autoComplete="email"
                required
                {...text('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 5, sm: 4 }}>
              <CountryCodePicker
                label={t('lostForm.countryCode')}
                placeholder="+81"
                value={values.phoneCode}
                onChange={(code) => {
                  const country = countryForDialCode(code);
                  setValues((current) => ({
                    ...current,
                    phoneCode: code,
                    country: country
                      ? countryName(country.name, currentLanguage())
                      : current.country,
                  }));
                }}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 8 }}>
              <TextInput
                label={t('lostForm.phone')}
                type="tel"
                autoComplete="tel-national"
                required
                {...text('phoneNumber')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <CountryPicker
                label={t('lostForm.country')}
                value={values.country}
                onChange={set('country')}
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DatePickerInput
                label={t('lostForm.stayDateFrom')}
                clearable
                value={toDate(values.stayDateFrom)}
                onChange={(value) => set('stayDateFrom')(fromDate(value))}
                disabled={busy}
                valueFormat="YYYY-MM-DD"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DatePickerInput
                label={t('lostForm.stayDateUntil')}
                clearable
                value={toDate(values.stayDateUntil)}
                onChange={(value) => set('stayDateUntil')(fromDate(value))}
                disabled={busy}
                valueFormat="YYYY-MM-DD"
              />
            </Grid.Col>
          </Grid>

          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} disabled={busy}>
              {phase === 'uploading'
                ? t('lostForm.uploading')
                : phase === 'saving'
                  ? t('lostForm.saving')
                  : t('lostForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
