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

