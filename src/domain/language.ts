/**
 * The languages the product is written in, and the one decision of which of them a language code
 * means: every label, name order, stored report language and mail picks its language here, never
 * with `=== 'ja'`.
 *
 * - Guests read five languages (LANGUAGES): the guest pages, the guests' mails and the reply
 *   templates exist in each.
 * - Staff screens are written in two (STAFF_LANGUAGES); a staff member whose browser asks for
 *   Korean or Chinese reads them in English.
 *
 * Chinese is two written languages, not one: zh-Hans (mainland China, Singapore) and zh-Hant
 * (Taiwan, Hong Kong, Macao). A browser's code names the script, the region, or neither.
 */
export const LANGUAGES = ['en', 'ja', 'ko', 'zh-Hans', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];

export const STAFF_LANGUAGES = ['en', 'ja'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/** Regions whose Chinese is written in Traditional characters. */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/**
 * The language a code means: 'ja-JP' -> 'ja', 'ko-KR' -> 'ko', 'zh-TW' / 'zh-HK' / 'zh-MO' /
 * 'zh-Hant…' -> 'zh-Hant', 'zh' / 'zh-CN' / 'zh-SG' / 'zh-Hans…' -> 'zh-Hans'; anything else
 * (or nothing) -> 'en'.
 */
export function toLanguage(code: string | undefined): Language {
  const parts = (code ?? '').trim().toLowerCase().replace(/_/g, '-').split('-');
  switch (parts[0]) {
    case 'ja':
      return 'ja';
    case 'ko':
      return 'ko';
    case 'zh': {
      if (parts.includes('hant')) return 'zh-Hant';
      if (parts.includes('hans')) return 'zh-Hans';
      return parts.some((part) => TRADITIONAL_REGIONS.has(part)) ? 'zh-Hant' : 'zh-Hans';
    }
    default:
      return 'en';
  }
}

/** The primary language subtags the product reads (the first of a browser's languages wins). */
const KNOWN_PRIMARY = new Set(['en', 'ja', 'ko', 'zh']);

/**
 * The reader's language: the saved choice, else the first of the browser's languages the product
 * is written in (toLanguage: 'zh-TW' is Traditional Chinese), else English. The prerendered
 * pages' head runs the same choice (scripts/lib/prerender.mjs, PICK_LANGUAGE).
 */
export function pickLanguage(
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(saved)) return saved;
  for (const code of browserLanguages) {
    const primary = code.trim().toLowerCase().replace(/_/g, '-').split('-')[0] ?? '';
    if (KNOWN_PRIMARY.has(primary)) return toLanguage(code);
  }
  return 'en';
}

/** The staff screens' language for a code: Japanese for Japanese, English for anything else. */
export function toStaffLanguage(code: string | undefined): StaffLanguage {
  return toLanguage(code) === 'ja' ? 'ja' : 'en';
}

/** Whether a language is one the staff screens are written in. */
export function isStaffLanguage(language: Language): language is StaffLanguage {
  return (STAFF_LANGUAGES as readonly string[]).includes(language);
}

/** Whether a value is one of the five languages exactly as stored ('zh-Hant', not 'zh-TW'). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Labels given in some languages: English always, the others where written. Data that staff read
 * only (their screens are English and Japanese) carries just `en` and `ja`.
 */
export type Labels = { readonly en: string } & Readonly<Partial<Record<Language, string>>>;

/** A label in the reader's language, English where that language has none. */
export function labelIn(labels: Labels, code: string | undefined): string {
  return labels[toLanguage(code)] || labels.en;
}

/** Languages that write (and ask for) the family name before the given name: 山田 太郎. */
const FAMILY_NAME_FIRST: Readonly<Record<Language, boolean>> = {
  en: false,
  ja: true,
  ko: true,
  'zh-Hans': true,
  'zh-Hant': true,
};

/** A person's name parts in the order the reader's language writes them. */
export function inNameOrder<T>(code: string | undefined, given: T, family: T): [T, T] {
  return FAMILY_NAME_FIRST[toLanguage(code)] ? [family, given] : [given, family];
}
