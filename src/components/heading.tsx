import { Text, Title } from '@mantine/core';

/**
 * A page's (level 1) or a card's (level 2) heading with the short explanation under it, the same
 * on every form and settings card.
 */
export function Heading({
  title,
  intro,
  level = 1,
}: {
  title: string;
  intro?: string;
  level?: 1 | 2;
}) {
  return (
    <div>
      <Title order={level} size={level === 1 ? 'h2' : 'h4'}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </div>
  );
}
