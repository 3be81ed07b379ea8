import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Loading..." while a screen or a guard waits for data. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" aria-hidden />
      <Text c="dimmed">{label ?? t('common.loading')}</Text>
    </Center>
  );
}
