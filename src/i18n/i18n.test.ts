import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, {
  changeLanguage,
  currentStaffLanguage,
  LANGUAGE_STORAGE_KEY,
  loadStaffTranslations,
  toSupportedLanguage,
} from './i18n';

describe('language choice', () => {
  afterEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('maps browser languages to the five guest languages, English otherwise', () => {
    expect(toSupportedLanguage('ko-KR')).toBe('ko');
    expect(toSupportedLanguage('zh-TW')).toBe('zh-Hant');
    expect(toSupportedLanguage('zh-CN')).toBe('zh-Hans');
    expect(toSupportedLanguage('ja-JP')).toBe('ja');
    expect(toSupportedLanguage('JA')).toBe('ja');
    expect(toSupportedLanguage('en-GB')).toBe('en');
    expect(toSupportedLanguage('fr-FR')).toBe('en');
    expect(toSupportedLanguage(undefined)).toBe('en');
  });

  it('saves the preference when the user changes language, and the page follows it', async () => {
    await changeLanguage('ja');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(i18n.t('notFound.title')).toBe('ページが見つかりません');
  });

  it('gives a Korean or Chinese page its lang, and Hosting the cookies of its i18n folder', async () => {
    await changeLanguage('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(document.cookie).toContain('firebase-language-override=ko');
    expect(i18n.t('notFound.title')).not.toBe('Page not found');

    await changeLanguage('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-Hant');
    // Hosting knows only 'zh': Traditional is the folder of Taiwan (scripts/lib/prerender.mjs).
    expect(document.cookie).toContain('firebase-language-override=zh');
    expect(document.cookie).toContain('firebase-country-override=tw');

    await changeLanguage('zh-Hans');
    expect(document.cookie).toContain('firebase-country-override=cn');
    await changeLanguage('en');
    expect(document.cookie).not.toContain('firebase-country-override');
  });

  it('stays in its language when the chosen one cannot load, and loads it on a later choice', async () => {
    // As with no network before the service worker has kept the app: the texts never arrive.
    const english = i18n.t('notFound.title');
    i18n.removeResourceBundle('ko', 'translation');
    const reload = vi.spyOn(i18n, 'reloadResources').mockResolvedValueOnce(undefined);
    expect(await changeLanguage('ko')).toBe(false);
    expect(reload).toHaveBeenCalledWith(['ko'], ['translation']);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe(english);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    // Back online: the same choice fetches them and switches.
    expect(await changeLanguage('ko')).toBe(true);
    expect(i18n.language).toBe('ko');
    expect(i18n.t('notFound.title')).not.toBe(english);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
  });

  it('shows staff screens in English to a reader of Korean, without saving a choice', async () => {
    await i18n.changeLanguage('ko');
    await loadStaffTranslations();
    expect(i18n.language).toBe('en');
    expect(currentStaffLanguage()).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});

describe('the first language of a page', () => {
  const detect = () =>
    (i18n.services.languageDetector as { detect: () => string | readonly string[] }).detect();
  const browserLanguages = (languages: string[]) =>
    Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });

  afterEach(() => {
    window.localStorage.clear();
    browserLanguages(['en-US']);
  });

  it('is the saved choice, else the first browser language the product is written in', () => {
    browserLanguages(['fr-FR', 'zh-TW', 'en']);
    expect(detect()).toBe('zh-Hant');
    browserLanguages(['ko-KR']);
    expect(detect()).toBe('ko');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-Hans');
    expect(detect()).toBe('zh-Hans');
    window.localStorage.clear();
    browserLanguages(['de', 'it']);
    expect(detect()).toBe('en');
  });
});
