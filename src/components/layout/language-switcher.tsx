import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, toSupportedLanguage } from '@/i18n/i18n';

/** en / ja switcher; the choice is saved and wins over the browser language next time. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const value = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.language')}
      value={value}
      onChange={(next) => void changeLanguage(next)}
      data={[
        { value: 'en', label: 'English' },
        { value: 'ja', label: '日本語' },
      ]}
    />
  );
}
