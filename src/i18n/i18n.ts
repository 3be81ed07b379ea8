import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import ja from './locales/ja.json';

export const SUPPORTED_LANGUAGES = ['en', 'ja'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lostAndFound.language';

export const resources = {
  en: { translation: en },
  ja: { translation: ja },
} as const;

/** 'ja-JP' -> 'ja'; anything unsupported -> 'en'. */
export function toSupportedLanguage(language: string | undefined): SupportedLanguage {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base)
    ? (base as SupportedLanguage)
    : 'en';
}

/**
 * Initial language: the saved preference, else the browser language, else English (spec §1).
 * The preference is saved when the user changes language (see saveLanguage), not at detection,
 * so that a browser default is never mistaken for a choice.
 */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });

const applyDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined')
    document.documentElement.lang = toSupportedLanguage(language);
};
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the language still changes for this visit.
  }
}

export function currentLanguage(): SupportedLanguage {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export default i18n;
