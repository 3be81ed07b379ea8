/**
 * Countries with dial code and flag (spec §3: about 45 to 46), named in English and Japanese. The
 * canonical stored name is the English one. Flags are bundled images named by ISO code.
 */
export interface Country {
  /** ISO 3166-1 alpha-2, lowercase: also the flag's file name. */
  code: string;
  name: string;
  nameJa: string;
  dialCode: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'jp', name: 'Japan', nameJa: '日本', dialCode: '+81' },
  { code: 'us', name: 'United States', nameJa: 'アメリカ合衆国', dialCode: '+1' },
  { code: 'gb', name: 'United Kingdom', nameJa: 'イギリス', dialCode: '+44' },
  { code: 'ca', name: 'Canada', nameJa: 'カナダ', dialCode: '+1' },
  { code: 'au', name: 'Australia', nameJa: 'オーストラリア', dialCode: '+61' },
  { code: 'nz', name: 'New Zealand', nameJa: 'ニュージーランド', dialCode: '+64' },
  { code: 'de', name: 'Germany', nameJa: 'ドイツ', dialCode: '+49' },
  { code: 'fr', name: 'France', nameJa: 'フランス', dialCode: '+33' },
  { code: 'it', name: 'Italy', nameJa: 'イタリア', dialCode: '+39' },
  { code: 'es', name: 'Spain', nameJa: 'スペイン', dialCode: '+34' },
  { code: 'pt', name: 'Portugal', nameJa: 'ポルトガル', dialCode: '+351' },
  { code: 'nl', name: 'Netherlands', nameJa: 'オランダ', dialCode: '+31' },
  { code: 'be', name: 'Belgium', nameJa: 'ベルギー', dialCode: '+32' },
  { code: 'ch', name: 'Switzerland', nameJa: 'スイス', dialCode: '+41' },
  { code: 'at', name: 'Austria', nameJa: 'オーストリア', dialCode: '+43' },
  { code: 'ie', name: 'Ireland', nameJa: 'アイルランド', dialCode: '+353' },
  { code: 'se', name: 'Sweden', nameJa: 'スウェーデン', dialCode: '+46' },
  { code: 'no', name: 'Norway', nameJa: 'ノルウェー', dialCode: '+47' },
  { code: 'dk', name: 'Denmark', nameJa: 'デンマーク', dialCode: '+45' },
  { code: 'fi', name: 'Finland', nameJa: 'フィンランド', dialCode: '+358' },
  { code: 'pl', name: 'Poland', nameJa: 'ポーランド', dialCode: '+48' },
  { code: 'gr', name: 'Greece', nameJa: 'ギリシャ', dialCode: '+30' },
  { code: 'ru', name: 'Russia', nameJa: 'ロシア', dialCode: '+7' },
  { code: 'tr', name: 'Turkey', nameJa: 'トルコ', dialCode: '+90' },
  { code: 'cn', name: 'China', nameJa: '中国', dialCode: '+86' },
  { code: 'kr', name: 'South Korea', nameJa: '韓国', dialCode: '+82' },
  { code: 'tw', name: 'Taiwan', nameJa: '台湾', dialCode: '+886' },
  { code: 'hk', name: 'Hong Kong', nameJa: '香港', dialCode: '+852' },
  { code: 'th', name: 'Thailand', nameJa: 'タイ', dialCode: '+66' },
  { code: 'sg', name: 'Singapore', nameJa: 'シンガポール', dialCode: '+65' },
  { code: 'my', name: 'Malaysia', nameJa: 'マレーシア', dialCode: '+60' },
  { code: 'id', name: 'Indonesia', nameJa: 'インドネシア', dialCode: '+62' },
  { code: 'ph', name: 'Philippines', nameJa: 'フィリピン', dialCode: '+63' },
  { code: 'vn', name: 'Vietnam', nameJa: 'ベトナム', dialCode: '+84' },
  { code: 'in', name: 'India', nameJa: 'インド', dialCode: '+91' },
  { code: 'ae', name: 'United Arab Emirates', nameJa: 'アラブ首長国連邦', dialCode: '+971' },
  { code: 'sa', name: 'Saudi Arabia', nameJa: 'サウジアラビア', dialCode: '+966' },
  { code: 'il', name: 'Israel', nameJa: 'イスラエル', dialCode: '+972' },
  { code: 'eg', name: 'Egypt', nameJa: 'エジプト', dialCode: '+20' },
  { code: 'za', name: 'South Africa', nameJa: '南アフリカ', dialCode: '+27' },
  { code: 'br', name: 'Brazil', nameJa: 'ブラジル', dialCode: '+55' },
  { code: 'mx', name: 'Mexico', nameJa: 'メキシコ', dialCode: '+52' },
  { code: 'ar', name: 'Argentina', nameJa: 'アルゼンチン', dialCode: '+54' },
  { code: 'cl', name: 'Chile', nameJa: 'チリ', dialCode: '+56' },
  { code: 'co', name: 'Colombia', nameJa: 'コロンビア', dialCode: '+57' },
  { code: 'pe', name: 'Peru', nameJa: 'ペルー', dialCode: '+51' },
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

const LOOKUP = new Map<string, Country>();
for (const country of COUNTRIES) {
  const names = [country.name, country.nameJa, country.code, ...(ALIASES[country.code] ?? [])];
  for (const key of names) LOOKUP.set(fold(key), country);
}

/** Finds a country by English or Japanese name, ISO code or alias (UK, GB, US, USA...). */
export function findCountry(input: string | null | undefined): Country | undefined {
  return input ? LOOKUP.get(fold(input)) : undefined;
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

/** A country's name in the UI language; unknown text as stored. */
export function countryName(country: string | null | undefined, language: 'en' | 'ja'): string {
  const found = findCountry(country);
  if (!found) return (country ?? '').trim();
  return language === 'ja' ? found.nameJa : found.name;
}
