import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  isLanguage,
  LANGUAGES,
  pickLanguage,
  STAFF_LANGUAGES,
  toLanguage,
  toStaffLanguage,
  type Language,
  type StaffLanguage,
} from '@/domain/language';
import type { LocalePart } from './locale-parts';

/**
 * The guest pages are written in five languages (src/domain/language.ts, LANGUAGES); the staff
 * screens in two (STAFF_LANGUAGES): a staff screen shown to a reader of Korean or Chinese switches
 * the page to English (loadStaffTranslations).
 */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export type SupportedLanguage = Language;
export const LANGUAGE_STORAGE_KEY = 'lostAndFound.language';

/** 'ja-JP' -> 'ja', 'zh-TW' -> 'zh-Hant'; anything unsupported -> 'en' (src/domain/language.ts). */
export const toSupportedLanguage = toLanguage;

// Each language is its own chunks, fetched when the language is first used: a guest downloads
// only the translations of the language they read, and only the guest part of them
// (./locale-parts.ts). en.json and ja.json have the same keys, and ko, zh-Hans and zh-Hant carry
// every key of the sections a guest page reads (scripts/check-translations.mjs), so no fallback
// language is needed or downloaded. Korean and Chinese have no staff part: staff screens are
// English and Japanese.
type Chunk = () => Promise<{ default: Record<string, unknown> }>;
const LOCALES: Record<Language, Partial<Record<LocalePart, Chunk>>> = {
  en: {
    guest: () => import('./locales/en.json?part=guest'),
    staff: () => import('./locales/en.json?part=staff'),
  },
  ja: {
    guest: () => import('./locales/ja.json?part=guest'),
    staff: () => import('./locales/ja.json?part=staff'),
  },
  ko: { guest: () => import('./locales/ko.json?part=guest') },
  'zh-Hans': { guest: () => import('./locales/zh-Hans.json?part=guest') },
  'zh-Hant': { guest: () => import('./locales/zh-Hant.json?part=guest') },
};
const NO_SECTIONS = (): Promise<{ default: Record<string, unknown> }> =>
  Promise.resolve({ default: {} });

/** Set by the first staff screen (loadStaffTranslations): every language then has both parts. */
let staffWanted = false;
/** Each language's staff part, fetched once and shared by everyone waiting for it. */
const staffParts = new Map<SupportedLanguage, Promise<Record<string, unknown>>>();
/** The languages whose staff part is in i18next's store. */
const staffAdded = new Set<SupportedLanguage>();

function staffPart(language: SupportedLanguage): Promise<Record<string, unknown>> {
  let part = staffParts.get(language);
  if (!part) {
    part = (LOCALES[language].staff ?? NO_SECTIONS)().then((module) => module.default);
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
    (LOCALES[lang].guest ?? NO_SECTIONS)()
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
 * Where a reader's language may be found, in order: the saved choice (localStorage), then the
 * browser's languages. i18next-browser-languagedetector reads them; pickLanguage makes the one
 * decision, the same as the prerendered pages' head (scripts/lib/prerender.mjs).
 */
const sources = new LanguageDetector(
  // With getBestMatchFromCodes present the detector returns every code it found, in order, and
  // leaves the choice to its caller (here pickLanguage), as it does for i18next itself.
  { languageUtils: { getBestMatchFromCodes: () => undefined } },
  { order: ['localStorage', 'navigator'], lookupLocalStorage: LANGUAGE_STORAGE_KEY, caches: [] },
);

/** i18next's detector: the first of those codes the product is written in, else English. */
const languageDetector = {
  type: 'languageDetector' as const,
  detect(): string {
    let codes: readonly string[] = [];
    try {
      const found: unknown = sources.detect();
      codes = Array.isArray(found) ? found.filter((code) => typeof code === 'string') : [];
    } catch {
      // Storage refused: nothing was saved, and the browser's languages are read below.
    }
    return pickLanguage(null, codes);
  },
  cacheUserLanguage(): void {},
};

/**
 * Initial language: the saved preference, else the first supported browser language, else
 * English (spec §1). The preference is saved when the user changes language (see
 * changeLanguage), not at detection, so that a browser default is never mistaken for a choice.
 * Resolves once the first language's translations are loaded (main.tsx renders after it).
 */
export const i18nReady: Promise<unknown> = i18n
  .use(languageDetector)
  .use(localeChunks)
  .use(initReactI18next)
  .init({
    // An unsupported language falls back to English; the others need no fallback (their files
    // carry every key a page in them reads), so their readers never download the English chunk.
    fallbackLng: { ja: [], ko: [], 'zh-Hans': [], 'zh-Hant': [], default: ['en'] },
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // 'zh-Hant' is a language of its own, not a region of 'zh'.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Components render again when the staff part arrives (loadStaffTranslations).
    react: { bindI18nStore: 'added' },
    // A text that is missing is in the staff part, not loaded yet (a guest page that reaches for
    // one is a bug: it shows its key until the part arrives; the prerender fails on it).
    saveMissing: true,
    missingKeyHandler: () => {
      void addStaffParts().catch(() => {});
    },
  });

/**
 * Adds the staff screens' texts (./locale-parts.ts) to every language loaded so far, and to any
 * loaded later (a language still loading waits for both parts: see read above); resolves once
 * they are in. Called for any missing text.
 */
function addStaffParts(): Promise<void> {
  staffWanted = true;
  return i18nReady.then(async () => {
    const loaded = STAFF_LANGUAGES.filter((language) =>
      i18n.hasResourceBundle(language, 'translation'),
    );
    await Promise.all(loaded.map(addStaffPart));
  });
}

/**
 * Called by every screen that is not a guest page: the staff part of the translations, and a
 * staff language (a page in Korean or Chinese turns English, without saving a choice: the next
 * guest page is in the reader's language again).
 */
export function loadStaffTranslations(): Promise<void> {
  staffWanted = true;
  return i18nReady.then(async () => {
    const language = currentLanguage();
    const staff = toStaffLanguage(language);
    if (staff !== language) await i18n.changeLanguage(staff);
    await addStaffParts();
  });
}

/** Whether a staff screen has been shown (the language switch then offers the staff languages). */
export function staffScreensShown(): boolean {
  return staffWanted;
}

/**
 * The cookies Firebase Hosting reads before Accept-Language and the reader's country to choose a
 * page's localized HTML (firebase.json `i18n`): set with the saved choice, so that the next page
 * arrives in it. Hosting knows languages by their first subtag only ('zh'): the prerendered
 * Chinese folders are zh_ALL (Simplified) and zh_tw, zh_hk, zh_mo (Traditional), so a choice of
 * Chinese names its country too (scripts/lib/prerender.mjs, hostingFolders).
 */
export const HOSTING_LANGUAGE_COOKIE = 'firebase-language-override';
export const HOSTING_COUNTRY_COOKIE = 'firebase-country-override';

/** The cookies' values for a language: Hosting's language code and country (or none). */
export function hostingCookies(language: Language): { language: string; country: string | null } {
  if (language === 'zh-Hant') return { language: 'zh', country: 'tw' };
  if (language === 'zh-Hans') return { language: 'zh', country: 'cn' };
  return { language, country: null };
}

function setHostingLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  const cookies = hostingCookies(language);
  const year = 'path=/; max-age=31536000; SameSite=Lax';
  document.cookie = `${HOSTING_LANGUAGE_COOKIE}=${cookies.language}; ${year}`;
  document.cookie = cookies.country
    ? `${HOSTING_COUNTRY_COOKIE}=${cookies.country}; ${year}`
    : `${HOSTING_COUNTRY_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

// A choice saved before the cookie existed (or whose cookie was cleared) is handed to Hosting too.
try {
  const saved =
    typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) {
    const cookies = document.cookie.split('; ');
    const wanted = hostingCookies(saved);
    if (
      !cookies.includes(`${HOSTING_LANGUAGE_COOKIE}=${wanted.language}`) ||
      (wanted.country && !cookies.includes(`${HOSTING_COUNTRY_COOKIE}=${wanted.country}`))
    )
      setHostingLanguageCookie(saved);
  }
} catch {
  // Storage refused: nothing was saved.
}

/** Changes language (fetching its translations the first time) and saves the choice. */
export async function changeLanguage(language: SupportedLanguage): Promise<boolean> {
  // Its texts first (a chunk of their own, fetched when first chosen). With no network, before
  // the service worker has kept the app's files, they cannot arrive, and switching anyway would
  // show every text's key: the page stays in its language (the select goes back), and a later
  // choice tries again (docs/offline.md).
  if (!i18n.hasResourceBundle(language, 'translation'))
    await i18n.reloadResources([language], ['translation']);
  if (!i18n.hasResourceBundle(language, 'translation')) return false;
  await i18n.changeLanguage(language);
  setHostingLanguageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing can refuse storage; the language still changes for this visit.
  }
  return true;
}

export function currentLanguage(): SupportedLanguage {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** The staff screens' language now: English where the page is in Korean or Chinese. */
export function currentStaffLanguage(): StaffLanguage {
  return toStaffLanguage(currentLanguage());
}

export default i18n;
