import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { STAFF_LANGUAGES, toStaffLanguage, type StaffLanguage } from '@/domain/language';
import type { LocalePart } from './locale-parts';

// The screens are written in English and Japanese so far; the guest languages (LANGUAGES) join as
// their locale files land.
export const SUPPORTED_LANGUAGES = STAFF_LANGUAGES;
export type SupportedLanguage = StaffLanguage;
export const LANGUAGE_STORAGE_KEY = 'lostAndFound.language';

/** 'ja-JP' -> 'ja'; anything unsupported -> 'en' (src/domain/language.ts). */
export const toSupportedLanguage = toStaffLanguage;

// Each language is its own chunks, fetched when the language is first used: a guest downloads
// only the translations of the language they read, and only the guest part of them
// (./locale-parts.ts). en.json and ja.json have the same keys (scripts/check-translations.mjs), so
// no fallback language is needed or downloaded.
type Chunk = () => Promise<{ default: Record<string, unknown> }>;
const LOCALES: Record<SupportedLanguage, Record<LocalePart, Chunk>> = {
  en: {
    guest: () => import('./locales/en.json?part=guest'),
    staff: () => import('./locales/en.json?part=staff'),
  },
  ja: {
    guest: () => import('./locales/ja.json?part=guest'),
    staff: () => import('./locales/ja.json?part=staff'),
  },
};

/** Set by the first staff screen (loadStaffTranslations): every language then has both parts. */
let staffWanted = false;
/** Each language's staff part, fetched once and shared by everyone waiting for it. */
const staffParts = new Map<SupportedLanguage, Promise<Record<string, unknown>>>();
/** The languages whose staff part is in i18next's store. */
const staffAdded = new Set<SupportedLanguage>();

function staffPart(language: SupportedLanguage): Promise<Record<string, unknown>> {
  let part = staffParts.get(language);
  if (!part) {
    part = LOCALES[language].staff().then((module) => module.default);
    // A failed fetch is tried again by the next caller.
    part.catch(() => staffParts.delete(language));
    staffParts.set(language, part);
  }
  return part;
}

const localeChunks: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, _namespace, callback) {
    const lang = toSupportedLanguage(language);
    if (staffWanted) void staffPart(lang).catch(() => {});
    LOCALES[lang]
      .guest()
      .then(async ({ default: guest }) => {
        // Wanted now, perhaps since this read started: the language is used only with both parts.
        if (!staffWanted) return guest;
        const staff = await staffPart(lang);
        staffAdded.add(lang);
        return { ...guest, ...staff };
      })
      .then(
        (resources) => callback(null, resources),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
  },
};

/** Adds the staff part of a loaded language to its translations (once). */
async function addStaffPart(language: SupportedLanguage): Promise<void> {
  const sections = await staffPart(language);
  if (staffAdded.has(language)) return;
  staffAdded.add(language);
  i18n.addResourceBundle(language, 'translation', sections, true, false);
}

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
    // Components render again when the staff part arrives (loadStaffTranslations).
    react: { bindI18nStore: 'added' },
    // A text that is missing is in the staff part, not loaded yet (a guest page that reaches for
    // one is a bug: it shows its key until the part arrives; the prerender fails on it).
    saveMissing: true,
    missingKeyHandler: () => {
      void loadStaffTranslations().catch(() => {});
    },
  });

/**
 * Adds the staff screens' texts (./locale-parts.ts) to every language loaded so far, and to any
 * loaded later (a language still loading waits for both parts: see read above); resolves once
 * they are in. Called by every screen that is not a guest page, and for any missing text.
 */
export function loadStaffTranslations(): Promise<void> {
  staffWanted = true;
  return i18nReady.then(async () => {
    const loaded = SUPPORTED_LANGUAGES.filter((language) =>
      i18n.hasResourceBundle(language, 'translation'),
    );
    await Promise.all(loaded.map(addStaffPart));
  });
}

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
