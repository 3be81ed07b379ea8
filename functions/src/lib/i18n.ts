import { createInstance, type TFunction } from 'i18next';
import type { Language } from '../../../src/domain/language';
import en from '../../../src/i18n/locales/en.json';
import ja from '../../../src/i18n/locales/ja.json';

/** The app's own translations, so CSV headers and emails read like the screens. */
const i18n = createInstance();
void i18n.init({
  resources: { en: { translation: en }, ja: { translation: ja } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A language without its locale file reads English (fallbackLng). */
export function translator(language: Language): TFunction {
  return i18n.getFixedT(language);
}
