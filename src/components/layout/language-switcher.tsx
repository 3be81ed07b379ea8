import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, STAFF_LANGUAGES, isLanguage } from '@/domain/language';
import { changeLanguage, staffScreensShown, toSupportedLanguage } from '@/i18n/i18n';
import { LANGUAGE_SELF_NAMES } from '@/i18n/language-names';

/**
 * The language switch: each language named in itself (English, 日本語, 한국어, 简体中文, 繁體中文),
 * five on the guest pages, English and Japanese once staff screens are in use. A native select:
 * five names fit at 320 px beside the menu button. The choice is saved and wins over the browser
 * language next time.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const value = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const languages = staffScreensShown() ? STAFF_LANGUAGES : LANGUAGES;
  return (
    <NativeSelect
      size="xs"
      aria-label={t('common.language')}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void changeLanguage(next);
      }}
      data={languages.map((language) => ({
        value: language,
        label: LANGUAGE_SELF_NAMES[language],
      }))}
    />
  );
}
