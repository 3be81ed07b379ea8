import { countryForDialCode, countryName } from '@/domain/countries';
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
