/**
 * The languages the product is written in (src/i18n/locales/*.json carry the same keys), and the
 * one decision of which of them a language code means: every label, name order and country
 * name picks its language here, so a third language is added to LANGUAGES and the data, not to
 * code that tests for Japanese.
 */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** 'ja-JP' -> 'ja'; anything unsupported (or missing) -> 'en'. */
export function toLanguage(code: string | undefined): Language {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

/** A label given in every language ({ en, ja }), in the reader's language. */
export function labelIn(
  labels: Readonly<Record<Language, string>>,
  code: string | undefined,
): string {
  return labels[toLanguage(code)];
}

/** Languages that write (and ask for) the family name before the given name: 山田 太郎. */
const FAMILY_NAME_FIRST: Readonly<Record<Language, boolean>> = { en: false, ja: true };

/** A person's name parts in the order the reader's language writes them. */
export function inNameOrder<T>(code: string | undefined, given: T, family: T): [T, T] {
  return FAMILY_NAME_FIRST[toLanguage(code)] ? [family, given] : [given, family];
}
