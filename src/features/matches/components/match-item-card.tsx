import { Avatar, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { itemTypeLabel } from '@/domain/item-types';
import { useDynamicT } from '@/i18n/use-dynamic-t';

/** One side of a match: the item's picture or type icon, its name and a few lines; opens it. */
export function ItemCard({
  title,
  href,
  type,
  name,
  imageUrl,
  lines,
}: {
  title: string;
  href: string;
  type: string;
  name: string;
  imageUrl: string | null;
  lines: string[];
}) {
  const dt = useDynamicT();
  return (
    <Card withBorder padding="md" component={Link} to={href}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Group mt="xs" wrap="nowrap">
        {imageUrl ? (
          <Avatar src={imageUrl} size={56} radius="sm" alt="" />
        ) : (
          <Avatar size={56} radius="sm">
            <ItemTypeIcon type={type} size={28} />
          </Avatar>
        )}
        <div>
          <Text fw={600}>{[itemTypeLabel(type, dt), name].filter(Boolean).join(' · ')}</Text>
          {lines.map((line) => (
            <Text key={line} size="sm" c="dimmed">
              {line}
            </Text>
          ))}
        </div>
      </Group>
    </Card>
  );
}
