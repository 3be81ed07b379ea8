import { createInstance, type TFunction } from 'i18next';
import type { Language } from '../../../src/domain/language';
import en from '../../../src/i18n/locales/en.json';
import ja from '../../../src/i18n/locales/ja.json';
import ko from '../../../src/i18n/locales/ko.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import zhHant from '../../../src/i18n/locales/zh-Hant.json';

/**
 * The app's own translations, so CSV headers and emails read like the screens. The guests' mails
 * (`email`, `guestMail`) exist in all five guest languages; Korean and Chinese carry only the
 * sections a guest reads (scripts/check-translations.mjs), so anything else a function writes in
 * them (nothing today: exports and invitations are for staff, in English or Japanese) reads
 * English.
 */
const i18n = createInstance();
void i18n.init({
  resources: {
    en: { translation: en },
    ja: { translation: ja },
    ko: { translation: ko },
    'zh-Hans': { translation: zhHans },
    'zh-Hant': { translation: zhHant },
  },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'ja', 'ko', 'zh-Hans', 'zh-Hant'],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A language without its locale file (or a text outside the guests' sections) reads English. */
export function translator(language: Language): TFunction {
  return i18n.getFixedT(language);
}
