import { Grid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandInput, ColourPicker } from '@/components/pickers/colour-brand-pickers';
import { CountryCodePicker } from '@/components/pickers/country-pickers';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import type { Bind } from './use-schema-form';
import { inNameOrder } from '@/domain/language';
import { HOTEL_DIAL_CODE } from '@/domain/phone';

/** Which form's labels a field group shows: the guest's report or the staff registration. */
export type FormLabels = 'lostForm' | 'foundForm';

const HALF = { base: 12, sm: 6 };

/** The guest types their own details (the browser may fill them); staff type an owner's. */
const ownDetails = (labels: FormLabels, token: string) => (labels === 'lostForm' ? token : 'off');

/** Colour and brand, the same on every item form. */
export function ColourBrandFields({ bind }: { bind: Bind<'colour' | 'brand'> }) {
  const dt = useDynamicT();
  const { error: _error, ...colour } = bind('colour');
  return (
    <>
      <Grid.Col span={HALF}>
        <ColourPicker
          label={dt('matching.fields.colour')}
          description={dt('matching.fields.colourDescription')}
          placeholder={dt('matching.fields.noColour')}
          {...colour}
        />
      </Grid.Col>
      <Grid.Col span={HALF}>
        <BrandInput
          label={dt('matching.fields.brand')}
          placeholder={dt('matching.fields.brandPlaceholder')}
          {...bind('brand')}
        />
      </Grid.Col>
    </>
  );
}

/** First name and surname; the guest's report requires them (spec §5), the owner info does not. */
export function NameFields({
  bind,
  labels,
  required = false,
}: {
  bind: Bind<'firstName' | 'surname'>;
  labels: FormLabels;
  required?: boolean;
}) {
  const dt = useDynamicT();
  const { i18n } = useTranslation();
  const first = (
    <Grid.Col span={HALF} key="firstName">
      <TextInput
        label={dt(`${labels}.firstName`)}
        withAsterisk={required}
        autoComplete={ownDetails(labels, 'given-name')}
        {...bind('firstName')}
      />
    </Grid.Col>
  );
  const surname = (
    <Grid.Col span={HALF} key="surname">
      <TextInput
        label={dt(`${labels}.surname`)}
        withAsterisk={required}
        autoComplete={ownDetails(labels, 'family-name')}
        {...bind('surname')}
      />
    </Grid.Col>
  );
  // Japanese asks the surname first (姓, then 名); the stored fields stay the same.
  return <>{inNameOrder(i18n.language, first, surname)}</>;
}

/**
 * The phone as a country code and a number (stored complete in E.164, src/domain/phone.ts);
 * choosing a code also fills the country where the code belongs to one country (`onDialCode`).
 * An empty code shows the one the number will get (`defaultCode`, the country's or the hotel's).
 */
export function PhoneFields({
  bind,
  labels,
  onDialCode,
  codeSpan,
  numberSpan,
  defaultCode = HOTEL_DIAL_CODE,
}: {
  bind: Bind<'phoneCode' | 'phoneNumber'>;
  labels: FormLabels;
  onDialCode: (code: string) => void;
  codeSpan: { base: number; sm: number };
  numberSpan: { base: number; sm: number };
  defaultCode?: string;
}) {
  const dt = useDynamicT();
  const { value, disabled } = bind('phoneCode');
  return (
    <>
      <Grid.Col span={codeSpan}>
        <CountryCodePicker
          label={dt(`${labels}.countryCode`)}
          placeholder={defaultCode}
          value={value}
          onChange={onDialCode}
          disabled={disabled}
        />
      </Grid.Col>
      <Grid.Col span={numberSpan}>
        <TextInput
          label={dt(`${labels}.phone`)}
          type="tel"
          autoComplete={ownDetails(labels, 'tel-national')}
          {...bind('phoneNumber')}
        />
      </Grid.Col>
    </>
  );
}
