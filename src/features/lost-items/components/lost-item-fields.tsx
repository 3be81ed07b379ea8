import { Grid, TextInput, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandInput, ColourPicker } from '@/components/pickers/colour-brand-pickers';
import { CountryCodePicker, CountryPicker } from '@/components/pickers/country-pickers';
import { withDialCode } from '@/components/pickers/dial-code';
import { DayPicker } from '@/components/pickers/day-picker';
import { ItemTypePicker } from '@/components/pickers/item-type-picker';
import { todayIso } from '@/domain/dates';
import type { LostItemFormValues } from '@/domain/schemas/lost-item';
import { currentLanguage } from '@/i18n/i18n';

type Field = keyof LostItemFormValues;

export interface LostItemFieldsProps {
  values: LostItemFormValues;
  setValues: (update: (current: LostItemFormValues) => LostItemFormValues) => void;
  invalid: Set<string>;
  disabled: boolean;
  /** The photo picker, on the report form; the staff edit has none. */
  photos?: ReactNode;
  /** The guest's report requires an email (lostItemReportSchema); the staff edit does not. */
  requireEmail?: boolean;
}

/** Every field of a lost-item report (spec §2), shared by the guest's form and the staff edit. */
export function LostItemFields({
  values,
  setValues,
  invalid,
  disabled,
  photos,
  requireEmail = false,
}: LostItemFieldsProps) {
  const { t } = useTranslation();
  const set = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: Field) => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      set(field)(event.currentTarget.value),
    error: invalid.has(field) || undefined,
    disabled,
  });
  return (
    <>
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
            disabled={disabled}
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
          <DayPicker
            label={t('lostForm.dateLost')}
            withAsterisk
            clearable
            value={values.dateLost}
            onChange={set('dateLost')}
            error={invalid.has('dateLost') || undefined}
            disabled={disabled}
            maxDate={todayIso()}
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
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ColourPicker
            label={t('matching.fields.colour')}
            description={t('matching.fields.colourDescription')}
            placeholder={t('matching.fields.noColour')}
            value={values.colour}
            onChange={set('colour')}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <BrandInput
            label={t('matching.fields.brand')}
            placeholder={t('matching.fields.brandPlaceholder')}
            value={values.brand}
            onChange={set('brand')}
            error={invalid.has('brand') || undefined}
            disabled={disabled}
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
        {photos && <Grid.Col span={12}>{photos}</Grid.Col>}
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
            required={requireEmail}
            {...text('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 4 }}>
          <CountryCodePicker
            label={t('lostForm.countryCode')}
            placeholder="+81"
            value={values.phoneCode}
            onChange={(code) =>
              setValues((current) => withDialCode(current, code, currentLanguage()))
            }
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 8 }}>
          <TextInput
            label={t('lostForm.phone')}
            type="tel"
            autoComplete="tel-national"
            {...text('phoneNumber')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <CountryPicker
            label={t('lostForm.country')}
            value={values.country}
            onChange={set('country')}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayPicker
            label={t('lostForm.stayDateFrom')}
            clearable
            value={values.stayDateFrom}
            onChange={set('stayDateFrom')}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayPicker
            label={t('lostForm.stayDateUntil')}
            clearable
            value={values.stayDateUntil}
            onChange={set('stayDateUntil')}
            disabled={disabled}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
