import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A report's thread as the guest (on /status) and staff (on the lost item page) read it: a list,
 * oldest first, of messages each with who wrote it and when, its text, and its photos.
 */
export function MessageThreadList({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/**
 * One message of the thread, tinted when the hotel wrote it. The text is rendered as text (React
 * escapes it; line breaks kept by white-space), never as HTML.
 */
export function MessageCard({
  fromHotel,
  header,
  text,
  photoUrls,
  lang,
}: {
  fromHotel: boolean;
  /** The language the text is written in (its `lang`: glyphs and screen readers follow it). */
  lang?: string;
  /** Who wrote it and when (and what kind of message it is). */
  header: ReactNode;
  text: string;
  photoUrls: readonly string[];
}) {
  return (
    <Paper component="li" withBorder p="sm" bg={fromHotel ? 'blue.0' : undefined}>
      {header}
      <Text size="sm" lang={lang} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      <MessagePhotos urls={photoUrls} />
    </Paper>
  );
}

/**
 * The photos attached to one message, as small thumbnails; each opens the full-size photo in a new
 * tab. Nothing when the message has none.
 */
function MessagePhotos({ urls }: { urls: readonly string[] }) {
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
