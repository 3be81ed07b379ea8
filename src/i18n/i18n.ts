import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, toLanguage, type Language } from '@/domain/language';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type SupportedLanguage = Language;
export const LANGUAGE_STORAGE_KEY = 'lostAndFound.language';

/** 'ja-JP' -> 'ja'; anything unsupported -> 'en' (src/domain/language.ts). */
export const toSupportedLanguage = toLanguage;

// Each language is its own chunk, fetched when the language is first used: a guest downloads
// only the translations of the language they read. en.json and ja.json have the same
// keys (scripts/check-translations.mjs), so no fallback language is needed or downloaded.
const LOCALES: Record<SupportedLanguage, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./locales/en.json'),
  ja: () => import('./locales/ja.json'),
};

const localeChunks: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, _namespace, callback) {
    LOCALES[toSupportedLanguage(language)]().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const applyDocumentLanguage = (language: string | undefined) => {
  if (typeof document !== 'undefined')
    document.documentElement.lang = toSupportedLanguage(language);
};
i18n.on('languageChanged', applyDocumentLanguage);

/**
 * Initial language: the saved preference, else the first supported browser language, else
 * English (spec §1). The preference is saved when the user changes language (see
 * changeLanguage), not at detection, so that a browser default is never mistaken for a choice.
 * Resolves once the first language's translations are loaded (main.tsx renders after it).
 */
export const i18nReady: Promise<unknown> = i18n
  .use(LanguageDetector)
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    // An unsupported browser language falls back to English; Japanese needs no fallback (the
    // two files carry the same keys), so a Japanese reader never downloads the English chunk.
    fallbackLng: { ja: [], default: ['en'] },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
    },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * The cookie Firebase Hosting reads before Accept-Language to choose a page's localized HTML
 * (firebase.json `i18n`): set with the saved choice, so that the next page arrives in it.
 */
export const HOSTING_LANGUAGE_COOKIE = 'firebase-language-override';

function setHostingLanguageCookie(language: SupportedLanguage): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

// A choice saved before the cookie existed (or whose cookie was cleared) is handed to Hosting too.
try {
  const saved =
    typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (saved === 'en' || saved === 'ja') {
    if (!document.cookie.split('; ').includes(`${HOSTING_LANGUAGE_COOKIE}=${saved}`))
      setHostingLanguageCookie(saved);
  }
} catch {
  // Storage refused: nothing was saved.
}

/** Changes language (fetching its translations the first time) and saves the choice. */
export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  await i18n.changeLanguage(language);
  setHostingLanguageCookie(language);
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
