import type { DatePickerInputProps } from '@mantine/dates';
import type { ComponentType, Ref } from 'react';
import { toLanguage, type Language } from '@/domain/language';

export type PickerComponent = ComponentType<
  DatePickerInputProps & { ref?: Ref<HTMLButtonElement> }
>;

let loaded: PickerComponent | null = null;
let loading: Promise<PickerComponent> | null = null;

/**
 * The calendar's month and day names: dayjs's locale for each language (dayjs knows English
 * without one). Each is a chunk of its own (about 1 KB), fetched with the picker in the reader's
 * language only.
 */
const DAYJS_LOCALES: Readonly<Record<Exclude<Language, 'en'>, () => Promise<unknown>>> = {
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  'zh-Hans': () => import('dayjs/locale/zh-cn'),
  'zh-Hant': () => import('dayjs/locale/zh-tw'),
};
const DAYJS_NAMES: Readonly<Record<Language, string>> = {
  en: 'en',
  ja: 'ja',
  ko: 'ko',
  'zh-Hans': 'zh-cn',
  'zh-Hant': 'zh-tw',
};
const localesLoaded = new Map<Language, Promise<unknown>>();
const localesReady = new Set<Language>(['en']);

/** dayjs's name of the calendar locale for a language (the picker's `locale`). */
export function pickerLocale(language: string | undefined): string {
  return DAYJS_NAMES[toLanguage(language)];
}

/** The calendar's names in `language`, fetched once. */
export function loadPickerLocale(language: string | undefined): Promise<unknown> {
  const lang = toLanguage(language);
  if (lang === 'en') return Promise.resolve();
  let loadingLocale = localesLoaded.get(lang);
  if (!loadingLocale) {
    loadingLocale = DAYJS_LOCALES[lang]().then(() => localesReady.add(lang));
    loadingLocale.catch(() => localesLoaded.delete(lang));
    localesLoaded.set(lang, loadingLocale);
  }
  return loadingLocale;
}

/** Whether the calendar's names in `language` are there. */
export function pickerLocaleLoaded(language: string | undefined): boolean {
  return localesReady.has(toLanguage(language));
}

/**
 * Mantine's date picker (about 20 KB gz with dayjs), fetched once, when a date field is used,
 * with its month and day names in `language`.
 */
export function loadPicker(language?: string): Promise<PickerComponent> {
  loading ??= import('@mantine/dates').then((module) => {
    loaded = module.DatePickerInput as PickerComponent;
    return loaded;
  });
  return Promise.all([loading, loadPickerLocale(language).catch(() => {})]).then(
    ([picker]) => picker,
  );
}

/** The picker if it has been fetched already. */
export function loadedPicker(): PickerComponent | null {
  return loaded;
}
