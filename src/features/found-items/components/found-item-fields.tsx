import {
  Autocomplete,
  Button,
  Checkbox,
  CloseButton,
  Fieldset,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourBrandFields, NameFields, PhoneFields } from '@/components/forms/item-field-groups';
import type { Bind } from '@/components/forms/use-schema-form';
import { usePhotoColour } from '@/components/image-picker/photo-colour';
import { GrowingTextarea } from '@/components/forms/growing-textarea';
import { CountryPicker } from '@/components/pickers/country-pickers';
import { DayPicker } from '@/components/pickers/day-picker';
import { ItemTypePicker } from '@/components/pickers/item-type-picker';
import { TimeField } from '@/components/pickers/time-field';
import type { LastPlace } from '@/domain/last-place';
import { paletteLabel } from '@/domain/matching/palette';
import { handedInByGuest } from '@/domain/police-paperwork';
import { FINDER_RIGHT_FIELDS, type FoundItemFormValues } from '@/domain/schemas/found-item';

/** One yes/no of a guest finder, stored in the form as 'yes' or ''. */
function YesCheckbox({
  bind,
  name,
  label,
}: {
  bind: Bind<keyof FoundItemFormValues>;
  name: (typeof FINDER_RIGHT_FIELDS)[keyof typeof FINDER_RIGHT_FIELDS];
  label: string;
}) {
  const { value, onChange, disabled } = bind(name);
  return (
    <Checkbox
      label={label}
      checked={value === 'yes'}
      onChange={(event) => onChange(event.currentTarget.checked ? 'yes' : '')}
      disabled={disabled}
    />
  );
}

/**
 * What the police submission asks of a finder who is not staff (Lost Property Act enforcement
 * rules, art. 26): how to reach them, the rights they claim and whether they may be named to the
 * owner. Shown only once such a finder is named.
 */
function GuestFinderFields({ bind }: { bind: Bind<keyof FoundItemFormValues> }) {
  const { t } = useTranslation();
  return (
    <Grid.Col span={12}>
      <Fieldset legend={t('policePaperwork.finder.legend')}>
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {t('policePaperwork.finder.help')}
          </Text>
          <TextInput
            label={t('policePaperwork.finder.contact')}
            description={t('policePaperwork.finder.contactHint')}
            {...bind('finderContact')}
          />
          <YesCheckbox
            bind={bind}
            name={FINDER_RIGHT_FIELDS.expenses}
            label={t('policePaperwork.finder.expenses')}
          />
          <YesCheckbox
            bind={bind}
            name={FINDER_RIGHT_FIELDS.reward}
            label={t('policePaperwork.finder.reward')}
          />
          <YesCheckbox
            bind={bind}
            name={FINDER_RIGHT_FIELDS.ownership}
            label={t('policePaperwork.finder.ownership')}
          />
          <YesCheckbox
            bind={bind}
            name={FINDER_RIGHT_FIELDS.nameToOwner}
            label={t('policePaperwork.finder.nameToOwner')}
          />
        </Stack>
      </Fieldset>
    </Grid.Col>
  );
}

/**
 * "Colour from the photo: black — Use": the first photo's dominant palette colour, offered while
 * the colour field is empty. Only the clerk's press fills the field; a colour the clerk chose is
 * never replaced (the suggestion is not shown then).
 */
function PhotoColourSuggestion({
  photo,
  bind,
}: {
  photo: File | undefined;
  bind: Bind<keyof FoundItemFormValues>;
}) {
  const { t, i18n } = useTranslation();
  const suggestion = usePhotoColour(photo);
  const { value, onChange, disabled } = bind('colour');
  if (!suggestion || value) return null;
  const colour = paletteLabel(suggestion, i18n.language);
  return (
    <Grid.Col span={12} pt={0}>
      <Group gap="xs" role="status">
        <Text size="sm">{t('foundForm.photoColour', { colour })}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => onChange(suggestion)}
          disabled={disabled}
          aria-label={t('foundForm.usePhotoColourLabel', { colour })}
        >
          {t('foundForm.usePhotoColour')}
        </Button>
      </Group>
    </Grid.Col>
  );
}

/**
 * The hotel complex or other location, which a new registration may start with the clerk's last
 * place (docs/screens.md, "Photo first"). While the field still holds it, the field says so under
 * it and offers a clear button (not a Tab stop, as the date's is not: the keyboard flow stays one
 * stop per field; a clerk at a keyboard selects and types over it).
 */
function PlaceField({
  bind,
  name,
  label,
  remembered,
}: {
  bind: Bind<keyof FoundItemFormValues>;
  name: keyof LastPlace;
  label: string;
  /** The value this field started with from the last registration ('' for none). */
  remembered: string;
}) {
  const { t } = useTranslation();
  const input = bind(name);
  const same = remembered !== '' && input.value === remembered;
  return (
    <TextInput
      label={label}
      {...input}
      description={same ? t('foundForm.samePlace') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSectionPointerEvents="all"
      rightSection={
        same ? (
          <CloseButton
            size="sm"
            tabIndex={-1}
            aria-label={t('foundForm.clearPlace', { field: label })}
            onClick={() => input.onChange('')}
            disabled={input.disabled}
          />
        ) : undefined
      }
    />
  );
}

/** The main pointer is precise (a mouse or touchpad), not a finger. */
function hasFinePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;
}

/**
 * The found item's fields (spec §2), shared by registration and editing: the item
 * section (with a slot for photos) and the owner section.
 */
export function FoundItemFields({
  bind,
  onDialCode,
  finderName,
  storageSuggestions,
  photos,
  firstPhoto,
  lastPlace = null,
  focusFirstField = false,
}: {
  bind: Bind<keyof FoundItemFormValues>;
  /** A dial code was chosen: it may fill the country too. */
  onDialCode: (code: string) => void;
  finderName: string;
  /** The hotel's recent storage locations, offered as the field is typed. */
  storageSuggestions: string[];
  photos?: ReactNode;
  /** The first photo picked: its colour is offered for the colour field. */
  firstPhoto?: File;
  /** The place a new registration started with (the clerk's last one), shown as such. */
  lastPlace?: LastPlace | null;
  /**
   * Put focus in the first field on load, where the main pointer is a mouse or touchpad (front
   * desk computers: staff type at once). Not on touch screens, where focus opens the on-screen
   * keyboard over the form before anyone has touched it.
   */
  focusFirstField?: boolean;
}) {
  const { t } = useTranslation();
  // Photo first on phones and tablets (docs/screens.md, "Photo first"): the camera is the first
  // thing under the thumb. At a desk the type field stays first, for the keyboard.
  const photosFirst = Boolean(photos) && !hasFinePointer();
  return (
    <>
      <Title order={2} size="h4">
        {t('foundForm.itemSection')}
      </Title>
      <Grid>
        {photosFirst && <Grid.Col span={12}>{photos}</Grid.Col>}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ItemTypePicker
            label={t('foundForm.itemType')}
            placeholder={t('lostForm.itemTypePlaceholder')}
            withAsterisk
            {...bind('itemType')}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- front-desk registration starts in its first field so staff at a computer can type at once (not on touch screens; the edit dialog does not ask for it)
            autoFocus={focusFirstField && hasFinePointer()}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('foundForm.itemName')} {...bind('itemName')} />
        </Grid.Col>
        {/* Where it was found, then where it is kept: what a clerk fills for every item. */}
        <Grid.Col span={12} pb={0}>
          <Text size="xs" c="dimmed">
            {t('foundForm.locationHint')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={t('foundForm.roomNumber')} {...bind('roomNumber')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PlaceField
            bind={bind}
            name="hotelComplex"
            label={t('foundForm.hotelComplex')}
            remembered={lastPlace?.hotelComplex ?? ''}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PlaceField
            bind={bind}
            name="otherLocation"
            label={t('foundForm.otherLocation')}
            remembered={lastPlace?.otherLocation ?? ''}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Autocomplete
            label={t('foundForm.storageLocation')}
            description={t('labels.storageHint')}
            data={storageSuggestions}
            {...bind('storageLocation')}
          />
        </Grid.Col>
        {/* The date is today unless changed; the time is one field (one Tab stop). */}
        <Grid.Col span={{ base: 7, sm: 3 }}>
          <DayPicker
            label={t('foundForm.dateFound')}
            withAsterisk
            clearable
            {...bind('dateFound')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3 }}>
          <TimeField label={t('policePaperwork.timeFound')} {...bind('timeFound')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <GrowingTextarea
            label={t('foundForm.description')}
            minRows={2}
            {...bind('description')}
          />
        </Grid.Col>
        <ColourBrandFields bind={bind} />
        <PhotoColourSuggestion photo={firstPhoto} bind={bind} />
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('foundForm.cashValue')} {...bind('cashValue')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <GrowingTextarea label={t('foundForm.comments')} minRows={1} {...bind('comments')} />
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
            {...bind('foundByNonHotelStaff')}
          />
        </Grid.Col>
        {handedInByGuest({ foundByNonHotelStaff: bind('foundByNonHotelStaff').value }) && (
          <GuestFinderFields bind={bind} />
        )}
        {photos && !photosFirst && <Grid.Col span={12}>{photos}</Grid.Col>}
      </Grid>

      <Title order={2} size="h4">
        {t('foundForm.ownerSection')}
      </Title>
      <Grid>
        <NameFields bind={bind} labels="foundForm" />
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <DayPicker label={t('foundForm.dateLost')} clearable {...bind('dateLost')} />
        </Grid.Col>
        <PhoneFields
          bind={bind}
          labels="foundForm"
          onDialCode={onDialCode}
          codeSpan={{ base: 5, sm: 3 }}
          numberSpan={{ base: 7, sm: 5 }}
        />
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('foundForm.email')} type="email" {...bind('email')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CountryPicker label={t('foundForm.country')} {...bind('country')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('foundForm.address')} {...bind('address')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('foundForm.organisation')} {...bind('organisation')} />
        </Grid.Col>
      </Grid>
    </>
  );
}
