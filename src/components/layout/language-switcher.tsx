import { useTranslation } from 'react-i18next';
import { LANGUAGES, STAFF_LANGUAGES, isLanguage } from '@/domain/language';
import { changeLanguage, staffScreensShown, toSupportedLanguage } from '@/i18n/i18n';
import { LANGUAGE_SELF_NAMES } from '@/i18n/language-names';

// A plain select styled like Mantine's small inputs: Mantine's NativeSelect would bring its input
// components (about 5 KB gz) to `/`, which has no other field.
const SELECT_STYLE = {
  height: 30,
  paddingInline: 'var(--mantine-spacing-xs)',
  fontSize: 'var(--mantine-font-size-xs)',
  fontFamily: 'inherit',
  color: 'var(--mantine-color-text)',
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-gray-4)',
  borderRadius: 'var(--mantine-radius-md)',
  cursor: 'pointer',
} as const;

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
    <select
      aria-label={t('common.language')}
      value={value}
      style={SELECT_STYLE}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) void changeLanguage(next);
      }}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_SELF_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
