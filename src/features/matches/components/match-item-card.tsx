import { Avatar, Card, Grid, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ownerOf } from '@/domain/dashboard';
import { Link } from 'react-router-dom';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/dates';
import type { Match } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { useDynamicT } from '@/i18n/use-dynamic-t';

interface ItemCardProps {
  title: string;
  href: string;
  item: { itemType: string; itemName: string; imageUrl: string | null };
  lines: string[];
}

/** Both sides of a match, found then lost, side by side on a wide screen; each opens its item. */
export function MatchItemCards({ hotelId, match }: { hotelId: string; match: Match }) {
  const { t, i18n } = useTranslation();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const { found, lost } = match;
  const cards: ItemCardProps[] = [
    {
      title: t('matches.foundItem'),
      href: paths.foundItem.getHref(hotelId, match.foundItemId),
      item: found,
      lines: [formatDate(found.dateFound, i18n.language, labels)],
    },
    {
      title: t('matches.lostItem'),
      href: paths.lostItem.getHref(hotelId, match.lostItemId),
      item: lost,
      lines: match.guestDataErased
        ? [t('guestData.erasedShort')]
        : [ownerOf(lost, i18n.language), lost.email].filter(Boolean),
    },
  ];
  return (
    <Grid>
      {cards.map((card) => (
        <Grid.Col key={card.title} span={{ base: 12, sm: 6 }}>
          <ItemCard {...card} />
        </Grid.Col>
      ))}
    </Grid>
  );
}

/** One side of a match: the item's picture or type icon, its name and a few lines; opens it. */
function ItemCard({ title, href, item, lines }: ItemCardProps) {
  const dt = useDynamicT();
  return (
    <Card withBorder padding="md" component={Link} to={href}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Group mt="xs" wrap="nowrap">
        {item.imageUrl ? (
          <Avatar src={item.imageUrl} size={56} radius="sm" alt="" />
        ) : (
          <Avatar size={56} radius="sm">
            <ItemTypeIcon type={item.itemType} size={28} />
          </Avatar>
        )}
        <div>
          <Text fw={600}>
            {[itemTypeLabel(item.itemType, dt), item.itemName].filter(Boolean).join(' · ')}
          </Text>
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
