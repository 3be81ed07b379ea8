import { Grid, TextInput, Title } from '@mantine/core';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourBrandFields, NameFields, PhoneFields } from '@/components/forms/item-field-groups';
import type { Bind } from '@/components/forms/use-schema-form';
import { CountryPicker } from '@/components/pickers/country-pickers';
import { DayPicker } from '@/components/pickers/day-picker';
import { ItemTypePicker } from '@/components/pickers/item-type-picker';
import { todayIso } from '@/domain/dates';
import { defaultDialCode } from '@/domain/phone';
import type { LostItemFormValues } from '@/domain/schemas/lost-item';

export interface LostItemFieldsProps {
  bind: Bind<keyof LostItemFormValues>;
  /** A dial code was chosen: it may fill the country too. */
  onDialCode: (code: string) => void;
  /** A country was chosen or typed: it may set the dial code too (the guest's report). */
  onCountry?: (country: string) => void;
  /** The photo picker, on the report form; the staff edit has none. */
  photos?: ReactNode;
  /** The guest's report requires an email (lostItemReportSchema); the staff edit does not. */
  requireEmail?: boolean;
  /** Staff edit a guest's report: the labels speak about the guest, not to them. */
  audience?: 'guest' | 'staff';
}

/** Every field of a lost-item report (spec §2), shared by the guest's form and the staff edit. */
export function LostItemFields({
  bind,
  onDialCode,
  onCountry,
  photos,
  requireEmail = false,
  audience = 'guest',
}: LostItemFieldsProps) {
  const { t } = useTranslation();
  const staff = audience === 'staff';
  const country = bind('country');
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
            {...bind('itemType')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('lostForm.itemName')}
            placeholder={t('lostForm.itemNamePlaceholder')}
            withAsterisk
            {...bind('itemName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayPicker
            label={t('lostForm.dateLost')}
            withAsterisk
            clearable
            maxDate={todayIso()}
            {...bind('dateLost')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={staff ? t('lostStaff.locationLost') : t('lostForm.locationLost')}
            placeholder={t('lostForm.locationPlaceholder')}
            withAsterisk
            {...bind('locationLost')}
          />
        </Grid.Col>
        <ColourBrandFields bind={bind} />
        <Grid.Col span={12}>
          <GrowingTextarea
            label={t('lostForm.description')}
            placeholder={t('lostForm.descriptionPlaceholder')}
            minRows={2}
            {...bind('description')}
          />
        </Grid.Col>
        {photos && <Grid.Col span={12}>{photos}</Grid.Col>}
      </Grid>

      <Title order={2} size="h4">
        {staff ? t('lostStaff.contactSection') : t('lostForm.contactSection')}
      </Title>
      <Grid>
        <NameFields bind={bind} labels="lostForm" required />
        <Grid.Col span={12}>
          <TextInput
            label={t('lostForm.email')}
            type="email"
            autoComplete="email"
            required={requireEmail}
            {...bind('email')}
          />
        </Grid.Col>
        <PhoneFields
          bind={bind}
          labels="lostForm"
          onDialCode={onDialCode}
          codeSpan={{ base: 5, sm: 4 }}
          numberSpan={{ base: 7, sm: 8 }}
          defaultCode={defaultDialCode(country.value)}
        />
        <Grid.Col span={12}>
          <CountryPicker
            label={t('lostForm.country')}
            {...country}
            onChange={onCountry ?? country.onChange}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayPicker label={t('lostForm.stayDateFrom')} clearable {...bind('stayDateFrom')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DayPicker label={t('lostForm.stayDateUntil')} clearable {...bind('stayDateUntil')} />
        </Grid.Col>
      </Grid>
    </>
  );
}
