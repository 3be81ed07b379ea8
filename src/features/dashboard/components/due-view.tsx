import {
  Alert,
  Avatar,
  Button,
  Center,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DueBadge } from '@/components/due-badge';
import { PageLoader } from '@/components/layout/page-loader';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { LinkRow } from '@/components/link-row';
import { paths } from '@/config/paths';
import { foundLocationOf } from '@/domain/dashboard';
import { formatDate } from '@/domain/dates';
import type { FoundItem } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { DUE_SOON_DAYS, type DueInfo } from '@/domain/retention';
import type { LiveState } from '@/hooks/use-subscription';
import { useDynamicT } from '@/i18n/use-dynamic-t';

export type DueRows = { item: FoundItem; due: DueInfo }[];

/**
 * The Due view of the dashboard: pending found items past their retention or due within
 * DUE_SOON_DAYS, earliest due date first (useDueItems reads them, oldest first).
 */
export function DueView({
  hotelId,
  found,
  rows,
  total,
  more,
  onShowMore,
}: {
  hotelId: string;
  found: LiveState<FoundItem[]>;
  rows: DueRows;
  /** Every due item of the hotel (the tab's count); more than `rows` when they are paged. */
  total: number | null;
  /** More due items than `rows`: Show more reads the next page. */
  more: boolean;
  onShowMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const na = (text: string) => text.trim() || t('errors.notAvailable');
  if (found.status === 'loading') return <PageLoader />;
  if (found.status === 'error')
    return (
      <Alert color="red" role="alert">
        {t('dashboard.loadFailed', { detail: found.error.message })}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('retention.dueHelp', { count: DUE_SOON_DAYS })}
      </Text>
      {rows.length === 0 ? (
        <Center py="lg">
          <Text c="dimmed">{t('retention.dueEmpty', { count: DUE_SOON_DAYS })}</Text>
        </Center>
      ) : (
        <ScrollArea>
          <Table highlightOnHover striped miw={720} aria-label={t('retention.dueTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{t('dashboard.columns.image')}</Table.Th>
                <Table.Th>{t('dashboard.columns.item')}</Table.Th>
                <Table.Th>{t('foundForm.dateFound')}</Table.Th>
                <Table.Th>{t('foundForm.storageLocation')}</Table.Th>
                <Table.Th>{t('retention.daysInStorage')}</Table.Th>
                <Table.Th>{t('retention.dueDate')}</Table.Th>
                <Table.Th>{t('retention.group')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ item, due }) => (
                <LinkRow key={item.id} href={paths.foundItem.getHref(hotelId, item.id)}>
                  <Table.Td>
                    {item.imageUrls[0] ? (
                      <Avatar src={item.imageUrls[0]} radius="sm" size={36} alt="" />
                    ) : (
                      <Avatar radius="sm" size={36}>
                        <ItemTypeIcon type={item.itemType} />
                      </Avatar>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {na(
                      [itemTypeLabel(item.itemType, dt), item.itemName].filter(Boolean).join(' · '),
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(item.dateFound, i18n.language, labels)}</Table.Td>
                  <Table.Td>
                    {na(item.storageLocation)}
                    <Text size="xs" c="dimmed">
                      {foundLocationOf(item)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t('retention.storedDays', { count: due.daysInStorage })}</Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      {formatDate(due.dueDate, i18n.language, labels)}
                      <DueBadge due={due} />
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {dt(`retention.groups.${due.group}`)}
                    <Text size="xs" c="dimmed">
                      {dt(`retention.after.${due.group}`)}
                    </Text>
                  </Table.Td>
                </LinkRow>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {more && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total !== null && t('retention.dueShown', { shown: rows.length, total })}
          </Text>
          <Button variant="default" size="xs" onClick={onShowMore}>
            {t('retention.dueShowMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
