import { Autocomplete, Grid, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandInput, ColourPicker } from '@/components/pickers/colour-brand-pickers';
import { CountryCodePicker, CountryPicker } from '@/components/pickers/country-pickers';
import { withDialCode } from '@/components/pickers/dial-code';
import { DayPicker } from '@/components/pickers/day-picker';
import { ItemTypePicker } from '@/components/pickers/item-type-picker';
import type { FoundItemFormValues } from '@/domain/schemas/found-item';
import { currentLanguage } from '@/i18n/i18n';

type Field = keyof FoundItemFormValues;

/**
 * The found item's fields (spec §2), shared by registration and editing (issue 13): the item
 * section (with a slot for photos) and the owner section.
 */
export function FoundItemFields({
  values,
  setValues,
  invalid,
  disabled,
  finderName,
  storageSuggestions,
  photos,
  focusFirstField = false,
}: {
  values: FoundItemFormValues;
  setValues: Dispatch<SetStateAction<FoundItemFormValues>>;
  invalid: Set<string>;
  disabled: boolean;
  finderName: string;
  /** The hotel's recent storage locations, offered as the field is typed (issue 17). */
  storageSuggestions: string[];
  photos?: ReactNode;
  focusFirstField?: boolean;
}) {
  const { t } = useTranslation();
  const busy = disabled;
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

  return (
    <>
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
            // eslint-disable-next-line jsx-a11y/no-autofocus -- front-desk registration starts in its first field so staff can type at once (the edit dialog does not ask for it)
            autoFocus={focusFirstField}
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
            data={storageSuggestions}
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
          <Textarea label={t('foundForm.comments')} autosize minRows={1} {...text('comments')} />
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
        {photos && <Grid.Col span={12}>{photos}</Grid.Col>}
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
    </>
  );
}
