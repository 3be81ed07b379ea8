import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconEye, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { DueCell } from '@/components/due-badge';
import { PageLoader } from '@/components/layout/page-loader';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { paths } from '@/config/paths';
import { contactOf, foundLocationOf, ownerOf } from '@/domain/dashboard';
import { formatDate } from '@/domain/dates';
import type { FoundItem } from '@/domain/entities';
import { itemTypeLabel } from '@/domain/item-types';
import { isOnShelf } from '@/domain/labels';
import { dueInfo } from '@/domain/retention';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { FOUND_LIST_MAX, FOUND_LIST_STEP, useFoundItems } from '../api/use-found-items';
import { useHotelRetention } from '@/hooks/use-hotel-retention';
import { useEditOutbox } from '@/hooks/use-edit-outbox';
import { useOutbox } from '@/hooks/use-outbox';

/** /{hotelId}/found-items (spec §2): item, found date, location with storage, owner, contact, view. */
export function FoundItemList({
  hotelId,
  selectionActions,
}: {
  hotelId: string;
  /** More actions on the ticked items (the police handover). */
  selectionActions?: (items: FoundItem[]) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const [size, setSize] = useState(FOUND_LIST_STEP);
  const { items, total } = useFoundItems(hotelId, size);
  const retention = useHotelRetention(hotelId);
  // Items this device registered or changed that the server has not confirmed yet
  // (docs/offline.md); a refusal shows over a wait.
  const outbox = useOutbox();
  const edits = useEditOutbox();
  const waiting = new Map<string, 'waiting' | 'refused'>();
  for (const entry of [...edits, ...outbox.items])
    if (waiting.get(entry.itemId) !== 'refused') waiting.set(entry.itemId, entry.state);
  const now = new Date();
  const labels = { missing: t('errors.notAvailable'), invalid: t('errors.invalidDate') };
  const na = (text: string) => text.trim() || t('errors.notAvailable');
  const [selected, setSelected] = useState<string[]>([]);
  const shown = items.data ?? [];
  // Only items still in the list count (one may have been deleted since it was ticked).
  const selection = shown.filter((item) => selected.includes(item.id)).map((item) => item.id);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  // "Select all" ticks only what is still on the shelf: discarded and disposed items get no label.
  const shelf = shown.filter(isOnShelf).map((item) => item.id);
  const allSelected = shelf.length > 0 && shelf.every((id) => selection.includes(id));
  return (
    <Stack gap="md" py="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('foundList.title')}
        </Title>
        <Group gap="sm">
          {selectionActions?.(shown.filter((item) => selection.includes(item.id)))}
          {selection.length === 0 ? (
            // A link cannot be disabled: with nothing selected this is a real, disabled button.
            <Button variant="light" leftSection={<IconPrinter size={16} />} disabled>
              {t('labels.printSelected', { count: 0 })}
            </Button>
          ) : (
            <Button
              component={Link}
              to={paths.foundItemLabels.getHref(hotelId, selection)}
              variant="light"
              leftSection={<IconPrinter size={16} />}
            >
              {t('labels.printSelected', { count: selection.length })}
            </Button>
          )}
          <Button
            component={Link}
            to={paths.registerFoundItem.getHref(hotelId)}
            leftSection={<IconPlus size={16} />}
          >
            {t('foundList.registerNew')}
          </Button>
        </Group>
      </Group>
      {items.status === 'loading' && <PageLoader />}
      {items.status === 'error' && (
        <Alert color="red">{t('dashboard.loadFailed', { detail: items.error.message })}</Alert>
      )}
      {items.status === 'success' && items.data.length === 0 && (
        <Center py="lg">
          <Text c="dimmed">{t('foundList.empty')}</Text>
        </Center>
      )}
      {items.status === 'success' && items.data.length > 0 && (
        <ScrollArea>
          <Table highlightOnHover miw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={t('labels.selectAll')}
                    checked={allSelected}
                    indeterminate={selection.length > 0 && !allSelected}
                    disabled={shelf.length === 0}
                    onChange={(event) => setSelected(event.currentTarget.checked ? shelf : [])}
                  />
                </Table.Th>
                <Table.Th>{t('dashboard.columns.item')}</Table.Th>
                <Table.Th>{t('foundForm.dateFound')}</Table.Th>
                <Table.Th>{t('dashboard.columns.location')}</Table.Th>
                <Table.Th>{t('dashboard.columns.owner')}</Table.Th>
                <Table.Th>{t('dashboard.columns.contact')}</Table.Th>
                <Table.Th>{t('retention.dueDate')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.data.map((item) => (
                <Table.Tr
                  key={item.id}
                  onClick={() => void navigate(paths.foundItem.getHref(hotelId, item.id))}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={t('labels.select', {
                        item: [itemTypeLabel(item.itemType, dt), item.itemName]
                          .filter(Boolean)
                          .join(' · '),
                      })}
                      checked={selection.includes(item.id)}
                      onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ItemTypeIcon type={item.itemType} />
                      {na(
                        [itemTypeLabel(item.itemType, dt), item.itemName]
                          .filter(Boolean)
                          .join(' · '),
                      )}
                      {waiting.has(item.id) && (
                        <Badge
                          variant="light"
                          color={waiting.get(item.id) === 'refused' ? 'red' : 'yellow'}
                        >
                          {waiting.get(item.id) === 'refused'
                            ? t('outbox.refusedBadge')
                            : t('outbox.waitingBadge')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDate(item.dateFound, i18n.language, labels)}</Table.Td>
                  <Table.Td>
                    {na([foundLocationOf(item), item.storageLocation].filter(Boolean).join(' — '))}
                  </Table.Td>
                  <Table.Td>{na(ownerOf(item, i18n.language))}</Table.Td>
                  <Table.Td>{na(contactOf(item))}</Table.Td>
                  <Table.Td>
                    {item.status === 'pending' ? (
                      <DueCell due={dueInfo(item, retention, now)} />
                    ) : (
                      dt(`itemStatus.${item.status}`)
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={paths.foundItem.getHref(hotelId, item.id)}
                      size="xs"
                      variant="light"
                      leftSection={<IconEye size={14} />}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {t('foundList.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {items.status === 'success' && total !== null && total > items.data.length && (
        <Group justify="center" gap="md">
          <Text size="sm" c="dimmed" role="status">
            {t('foundList.shown', { shown: items.data.length, total })}
          </Text>
          {size < FOUND_LIST_MAX ? (
            <Button
              variant="default"
              onClick={() => setSize((current) => current + FOUND_LIST_STEP * 2)}
            >
              {t('foundList.showMore')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('foundList.older')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
