import { Anchor, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The photos attached to one message of a thread, as small thumbnails; each opens the full-size
 * photo in a new tab. Nothing when the message has none.
 */
export function MessagePhotos({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <Group gap="xs" mt="xs">
      {urls.map((url, index) => (
        <Anchor key={url} href={url} target="_blank" rel="noopener noreferrer">
          <Image
            src={url}
            alt={t('messages.photos.alt', { n: index + 1 })}
            w={72}
            h={72}
            fit="cover"
            radius="sm"
          />
        </Anchor>
      ))}
    </Group>
  );
}
