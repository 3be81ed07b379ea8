import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLanguage, LANGUAGE_STORAGE_KEY, toSupportedLanguage } from './i18n';

describe('language choice', () => {
  afterEach(async () => {
    window.localStorage.clear();
    await i18n.changeLanguage('en');
  });

  it('maps browser languages to en or ja, English otherwise', () => {
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
});
