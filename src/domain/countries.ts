import { LANGUAGES, toLanguage } from './language';

/**
 * Countries with dial code and flag (spec §3: about 45 to 46). What is stored is the country's
 * English name below (a stored value that no browser's locale data may change); the names shown
 * in each language come from the browser's Intl.DisplayNames (countryLabel), so no translation
 * of country names lives here. Flags are bundled images named by ISO code.
 */
export interface Country {
  /** ISO 3166-1 alpha-2, lowercase: also the flag's file name. */
  code: string;
  /** The stored name (English), as documents and the functions keep it. */
  name: string;
  dialCode: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'jp', name: 'Japan', dialCode: '+81' },
  { code: 'us', name: 'United States', dialCode: '+1' },
  { code: 'gb', name: 'United Kingdom', dialCode: '+44' },
  { code: 'ca', name: 'Canada', dialCode: '+1' },
  { code: 'au', name: 'Australia', dialCode: '+61' },
  { code: 'nz', name: 'New Zealand', dialCode: '+64' },
  { code: 'de', name: 'Germany', dialCode: '+49' },
  { code: 'fr', name: 'France', dialCode: '+33' },
  { code: 'it', name: 'Italy', dialCode: '+39' },
  { code: 'es', name: 'Spain', dialCode: '+34' },
  { code: 'pt', name: 'Portugal', dialCode: '+351' },
  { code: 'nl', name: 'Netherlands', dialCode: '+31' },
  { code: 'be', name: 'Belgium', dialCode: '+32' },
  { code: 'ch', name: 'Switzerland', dialCode: '+41' },
  { code: 'at', name: 'Austria', dialCode: '+43' },
  { code: 'ie', name: 'Ireland', dialCode: '+353' },
  { code: 'se', name: 'Sweden', dialCode: '+46' },
  { code: 'no', name: 'Norway', dialCode: '+47' },
  { code: 'dk', name: 'Denmark', dialCode: '+45' },
  { code: 'fi', name: 'Finland', dialCode: '+358' },
  { code: 'pl', name: 'Poland', dialCode: '+48' },
  { code: 'gr', name: 'Greece', dialCode: '+30' },
  { code: 'ru', name: 'Russia', dialCode: '+7' },
  { code: 'tr', name: 'Turkey', dialCode: '+90' },
  { code: 'cn', name: 'China', dialCode: '+86' },
  { code: 'kr', name: 'South Korea', dialCode: '+82' },
  { code: 'tw', name: 'Taiwan', dialCode: '+886' },
  { code: 'hk', name: 'Hong Kong', dialCode: '+852' },
  { code: 'th', name: 'Thailand', dialCode: '+66' },
  { code: 'sg', name: 'Singapore', dialCode: '+65' },
  { code: 'my', name: 'Malaysia', dialCode: '+60' },
  { code: 'id', name: 'Indonesia', dialCode: '+62' },
  { code: 'ph', name: 'Philippines', dialCode: '+63' },
  { code: 'vn', name: 'Vietnam', dialCode: '+84' },
  { code: 'in', name: 'India', dialCode: '+91' },
  { code: 'ae', name: 'United Arab Emirates', dialCode: '+971' },
  { code: 'sa', name: 'Saudi Arabia', dialCode: '+966' },
  { code: 'il', name: 'Israel', dialCode: '+972' },
  { code: 'eg', name: 'Egypt', dialCode: '+20' },
  { code: 'za', name: 'South Africa', dialCode: '+27' },
  { code: 'br', name: 'Brazil', dialCode: '+55' },
  { code: 'mx', name: 'Mexico', dialCode: '+52' },
  { code: 'ar', name: 'Argentina', dialCode: '+54' },
  { code: 'cl', name: 'Chile', dialCode: '+56' },
  { code: 'co', name: 'Colombia', dialCode: '+57' },
  { code: 'pe', name: 'Peru', dialCode: '+51' },
];

/** Other names typed for some countries, by code. */
const ALIASES: Partial<Record<string, readonly string[]>> = {
  us: ['US', 'USA', 'United States of America', 'America', 'アメリカ', '米国'],
  gb: ['UK', 'GB', 'Great Britain', 'England', 'Britain', '英国'],
  ru: ['Russian Federation'],
  tr: ['Türkiye'],
  kr: ['Korea', 'Republic of Korea'],
  vn: ['Viet Nam'],
  ae: ['UAE'],
};

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const displayNames = new Map<string, Intl.DisplayNames | null>();
/** The runtime's region names in `language` (null where Intl.DisplayNames is missing). */
function regionNames(language: string, style: 'long' | 'short'): Intl.DisplayNames | null {
  const key = `${language}:${style}`;
  if (!displayNames.has(key)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', style, fallback: 'none' });
    } catch {
      names = null;
    }
    displayNames.set(key, names);
  }
  return displayNames.get(key) ?? null;
}

const ABBREVIATION = /^[A-Z]{2,3}$/;

/**
 * A country's name in the reader's language, from Intl.DisplayNames: the short form where it is a
 * name ('香港', 'アメリカ') rather than an abbreviation ('US', 'UK'), else the long form; the
 * stored English name where the runtime has none.
 */
export function countryLabel(country: Country, language: string): string {
  const lang = toLanguage(language);
  const region = country.code.toUpperCase();
  const short = regionNames(lang, 'short')?.of(region);
  if (short && !ABBREVIATION.test(short)) return short;
  return regionNames(lang, 'long')?.of(region) ?? country.name;
}

let lookup: Map<string, Country> | undefined;
/** Every name of every country, built on first use (not when a page loads this module). */
function lookupTable(): Map<string, Country> {
  if (lookup) return lookup;
  lookup = new Map<string, Country>();
  for (const country of COUNTRIES) {
    const shown = LANGUAGES.flatMap((language) =>
      (['long', 'short'] as const).map((style) =>
        regionNames(language, style)?.of(country.code.toUpperCase()),
      ),
    );
    const names = [...shown, country.name, country.code, ...(ALIASES[country.code] ?? [])];
    for (const key of names) if (key) lookup.set(fold(key), country);
  }
  return lookup;
}

/** Finds a country by English or Japanese name, ISO code or alias (UK, GB, US, USA...). */
export function findCountry(input: string | null | undefined): Country | undefined {
  return input ? lookupTable().get(fold(input)) : undefined;
}

/** The canonical English name for a known country; other text is kept as typed (trimmed). */
export function normalizeCountry(input: string | null | undefined): string {
  return findCountry(input)?.name ?? (input ?? '').trim();
}

/** The country a dial code fills in, only when the code belongs to exactly one (+1 does not). */
export function countryForDialCode(dialCode: string | null | undefined): Country | undefined {
  if (!dialCode) return undefined;
  const code = dialCode.trim().startsWith('+') ? dialCode.trim() : `+${dialCode.trim()}`;
  const matches = COUNTRIES.filter((country) => country.dialCode === code);
  return matches.length === 1 ? matches[0] : undefined;
}

/** Dial codes for the country-code picker: one entry per code, with the countries using it. */
export function dialCodeOptions(): { dialCode: string; countries: Country[] }[] {
  const byCode = new Map<string, Country[]>();
  for (const country of COUNTRIES)
    byCode.set(country.dialCode, [...(byCode.get(country.dialCode) ?? []), country]);
  return [...byCode.entries()].map(([dialCode, countries]) => ({ dialCode, countries }));
}

/** A stored country's name in the UI language (countryLabel); unknown text as stored. */
export function countryName(country: string | null | undefined, language: string): string {
  const found = findCountry(country);
  return found ? countryLabel(found, language) : (country ?? '').trim();
}
