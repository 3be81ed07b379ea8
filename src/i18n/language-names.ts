import { toLanguage, type Language } from '@/domain/language';

/** Each language named in itself: the language switch (never translated). */
export const LANGUAGE_SELF_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};

/** The key of a language's name in the staff screens' language (`messages.languages.*`). */
export function languageNameKey(code: string | undefined): `messages.languages.${Language}` {
  return `messages.languages.${toLanguage(code)}`;
}

/**
 * A stored language as an HTML `lang` value (free text a guest wrote, marked in its language so
 * that Chinese is not drawn with Japanese glyphs): the stored code itself, English if unknown.
 */
export function langAttribute(code: string | undefined): Language {
  return toLanguage(code);
}
