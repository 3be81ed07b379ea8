import { countryForDialCode, countryName, findCountry } from '@/domain/countries';
import type { Language } from '@/domain/entities';

/**
 * A chosen dial code, and the country it fills in when the code belongs to exactly one country
 * (spec §3); otherwise the country stays as it was.
 */
export function withDialCode<T extends { phoneCode: string; country: string }>(
  values: T,
  code: string,
  language: Language,
): T {
  const country = countryForDialCode(code);
  return {
    ...values,
    phoneCode: code,
    country: country ? countryName(country.name, language) : values.country,
  };
}

/**
 * A chosen country, and the dial code it brings when the person has not chosen a code themselves
 * (the code defaults from the country, src/domain/phone.ts); a chosen code stays.
 */
export function withCountry<T extends { phoneCode: string; country: string }>(
  values: T,
  country: string,
  codeChosen: boolean,
): T {
  const dialCode = codeChosen ? undefined : findCountry(country)?.dialCode;
  return { ...values, country, ...(dialCode ? { phoneCode: dialCode } : {}) };
}
