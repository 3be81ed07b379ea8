import { Image, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The photos of an item, or a quiet "No photos." */
export function PhotoGrid({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('lostReport.noPhotos')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {urls.map((url, index) => (
        <Image
          key={url}
          src={url}
          alt={t('lostReport.photoAlt', { number: index + 1 })}
          radius="sm"
          h={140}
          fit="cover"
        />
      ))}
    </SimpleGrid>
  );
}
