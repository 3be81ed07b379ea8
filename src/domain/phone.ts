import { COUNTRIES, findCountry } from './countries';

/**
 * Phones are stored complete, in E.164: `+`, the country's dial code and the national number
 * without its trunk prefix (`+819012345678`), or '' for none (docs/data-model.md, "Phones").
 * A guest who types only the national number (`090-1234-5678`) gets the dial code of the country
 * they chose, else the hotel's (HOTEL_COUNTRY); a number typed with `+` keeps its own code.
 */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** Every hotel the product serves is in Japan (the police paperwork follows Japanese law). */
export const HOTEL_COUNTRY = 'Japan';

/** The hotel's dial code: what the report form's country code starts at. */
export const HOTEL_DIAL_CODE =
  COUNTRIES.find((country) => country.name === HOTEL_COUNTRY)?.dialCode ?? '';

/**
 * Dial codes whose national numbers keep their leading 0 in the international form (Italy's
 * landlines: +39 06 …); everywhere else a leading 0 is the trunk prefix and is dropped.
 */
const KEEPS_LEADING_ZERO = new Set(['+39']);

/** What people type between digits: spaces, hyphens, dots, slashes and parentheses. */
const SEPARATORS = /[\s\-./()]/g;

/** '+81', '81' or ' +81 ' → '+81'; anything that is not a dial code → ''. */
export function normalizeDialCode(code: string | null | undefined): string {
  const digits = (code ?? '').normalize('NFKC').trim().replace(/^\+/, '');
  return /^[1-9]\d{0,3}$/.test(digits) ? `+${digits}` : '';
}

/** The dial code a phone defaults to: the chosen country's, else the hotel's. */
export function defaultDialCode(country: string | null | undefined): string {
  return findCountry(country)?.dialCode ?? HOTEL_DIAL_CODE;
}

/**
 * A typed phone in E.164: '' when no number was typed, null when it cannot be one (letters,
 * too few or too many digits). `dialCode` is used only for a national number (one without `+`);
 * full-width digits (typed with a Japanese keyboard) count as digits.
 */
export function toE164(number: string | null | undefined, dialCode: string): string | null {
  const typed = (number ?? '').normalize('NFKC').trim();
  if (!typed) return '';
  const international = typed.startsWith('+');
  const digits = (international ? typed.slice(1) : typed).replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits)) return null;
  let full: string;
  if (international) {
    full = `+${digits}`;
  } else {
    const code = normalizeDialCode(dialCode);
    if (!code) return null;
    const national = KEEPS_LEADING_ZERO.has(code) ? digits : digits.replace(/^0/, '');
    full = `${code}${national}`;
  }
  return E164.test(full) ? full : null;
}

/**
 * The phone a form stores (E.164, or '' when no number was typed): the number with the code the
 * person chose, else the dial code of their country, else the hotel's; null when it is no phone.
 */
export function storedPhone(
  code: string | null | undefined,
  number: string | null | undefined,
  country: string | null | undefined,
): string | null {
  return toE164(number, normalizeDialCode(code) || defaultDialCode(country));
}

/** The dial codes, longest first (ITU codes are prefix-free, so at most one begins a number). */
const DIAL_CODES = [...new Set(COUNTRIES.map((country) => country.dialCode))].sort(
  (a, b) => b.length - a.length,
);

/**
 * A stored phone split into its dial code and national number, for the forms and for display.
 * Also reads what was stored before phones were E.164: "+81 9012345678", or a number alone.
 */
export function parsePhone(stored: string | null | undefined): { code: string; number: string } {
  const text = (stored ?? '').trim();
  const spaced = /^(\+\d{1,4})\s+(.*)$/.exec(text);
  if (spaced) return { code: spaced[1], number: spaced[2] };
  if (E164.test(text)) {
    const code = DIAL_CODES.find((dial) => text.startsWith(dial));
    if (code) return { code, number: text.slice(code.length) };
  }
  return { code: '', number: text };
}

/** A stored phone as people read it: the dial code, a space, the national number. */
export function displayPhone(stored: string | null | undefined): string {
  const { code, number } = parsePhone(stored);
  return code ? `${code} ${number}` : number;
}

/**
 * What the search looks at for a phone: as displayed, and the national number as dialled at home
 * (with its trunk 0), so staff find `+819012345678` by typing 9012 or 090-1234.
 */
export function phoneSearchText(stored: string | null | undefined): string {
  const { code, number } = parsePhone(stored);
  if (!code || !number) return (stored ?? '').trim();
  const dialled = KEEPS_LEADING_ZERO.has(code) || number.startsWith('0') ? '' : `0${number}`;
  return [`${code} ${number}`, dialled].filter(Boolean).join(' ');
}
