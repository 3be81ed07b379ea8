import { createInstance, type TFunction } from 'i18next';
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

export function translator(language: 'en' | 'ja'): TFunction {
  return i18n.getFixedT(language);
}
