import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconPlus,
  IconSearch,
  IconSelector,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { DayPicker } from '@/components/pickers/day-picker';
import { ItemTypeIcon } from '@/components/pickers/item-type-icon';
import { paths } from '@/config/paths';
import {
  DASHBOARD_TABS,
  DEFAULT_SORT,
  filterByDateRange,
  nextSort,
  searchRows,
  sortRows,
  type DashboardTab,
  type SortState,
} from '@/domain/dashboard';
import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { dueItems } from '@/domain/retention';
import { useDashboardLists, useMatchedItems, useTabCounts } from '../api/use-dashboard-lists';
import { useHotelRetention } from '@/hooks/use-hotel-retention';
import { foundRows, lostRows, matchRows, TAB_COLUMNS, type DashboardRow } from './dashboard-rows';
import { DueView } from './due-view';
import { ExportButton } from './export-button';
import { FiguresCard } from './figures-card';

const PAGE_SIZE = 50;

/** The admin dashboard (spec §2): five live tabs, search, date filters, sorting, exports. */
interface DashboardProps {
  hotelId: string;
  /** Shown above the matched tab's table (the route passes the awaiting-approval list). */
  matchedTabHeader?: (matches: Match[]) => ReactNode;
}

export function Dashboard({ hotelId, matchedTabHeader }: DashboardProps) {
  const { t, i18n } = useTranslation();
  const dt = useDynamicT();
  const navigate = useNavigate();
  const lists = useDashboardLists(hotelId);
  const [tab, setTab] = useState<DashboardTab>('found');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // Picked calendar days (`YYYY-MM-DD`), never instants: see dayFromPicker.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sorts, setSorts] = useState<Record<DashboardTab, SortState>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  // The Due view (issue 17) sits beside the five tabs; the tab state stays the last list tab.
  const [showDue, setShowDue] = useState(false);
  const retention = useHotelRetention(hotelId);
  const foundData = lists.found.data;
  const due = useMemo(
    () => dueItems(foundData ?? [], retention, new Date()),
    [foundData, retention],
  );

  const ctx = useMemo(
    () => ({ hotelId, t: dt, locale: i18n.language, language: currentLanguage() }),
    [hotelId, dt, i18n.language],
  );
  const state = lists[tab];
  const tabData = state.data;
  const matchedItems = useMatchedItems(hotelId, tab === 'matched' || tab === 'shipped');
  // Rows (display text and search text) are built once per list change, not per keystroke.
  const allRows = useMemo<DashboardRow[]>(() => {
    if (!tabData) return [];
    if (tab === 'lost') return lostRows(tabData as LostItem[], ctx);
    if (tab === 'matched' || tab === 'shipped')
      return matchRows(tabData as Match[], ctx, matchedItems);
    return foundRows(tabData as FoundItem[], ctx);
  }, [tabData, tab, ctx, matchedItems]);

  const sort = sorts[tab];
  const rows = useMemo(() => {
    const filtered = filterByDateRange(
      searchRows(allRows, deferredSearch, (row) => row.haystack),
      (row) => row.date,
      from || null,
      to || null,
    );
    return sortRows(filtered, sort, (row) => row.cells[sort.column]?.sort ?? null);
  }, [allRows, deferredSearch, from, to, sort]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const visible = rows.slice(
    (Math.min(page, pages) - 1) * PAGE_SIZE,
    Math.min(page, pages) * PAGE_SIZE,
  );

  const counts = useTabCounts(hotelId, lists);
  const count = (name: DashboardTab) => counts[name];
  const truncated = (lists[tab].data?.length ?? 0) < counts[tab];
  const clearAll = () => {
    setSearch('');
    setFrom('');
    setTo('');
    setPage(1);
  };
  const columns = TAB_COLUMNS[tab];

  return (
    <Stack gap="md" py="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={paths.foundItems.getHref(hotelId)}
            variant="subtle"
            size="xs"
          >
            {t('dashboard.foundList')}
          </Button>
          <ExportButton
            hotelId={hotelId}
            type="all"
            count={DASHBOARD_TABS.reduce((sum, name) => sum + count(name), 0)}
            label={t('dashboard.exportAll')}
          />
        </Group>
      </Group>

      <FiguresCard hotelId={hotelId} shipped={lists.shipped} closed={lists.closed} />

      <Card withBorder padding="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('dashboard.search')}
            placeholder={t('dashboard.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <DayPicker
            label={t('dashboard.dateFrom')}
            value={from}
            onChange={setFrom}
            clearable
            w={170}
          />
          <DayPicker label={t('dashboard.dateTo')} value={to} onChange={setTo} clearable w={170} />
          <Button
            variant="subtle"
            leftSection={<IconX size={14} />}
            onClick={clearAll}
            disabled={!search && !from && !to}
          >
            {t('dashboard.clearAll')}
          </Button>
        </Group>
      </Card>

      <Tabs
        value={showDue ? 'due' : tab}
        onChange={(value) => {
          setShowDue(value === 'due');
          if (value !== 'due') setTab((value as DashboardTab) ?? 'found');
          setPage(1);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {DASHBOARD_TABS.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              rightSection={
                <Badge size="sm" variant="light" circle={false}>
                  {count(name)}
                </Badge>
              }
            >
              {t(`dashboard.tabs.${name}`)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab
            value="due"
            rightSection={
              <Badge size="sm" variant="light" color={due.length > 0 ? 'red' : undefined}>
                {due.length}
              </Badge>
            }
          >
            {t('retention.dueTab')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>

      {showDue && <DueView hotelId={hotelId} found={lists.found} rows={due} />}

      <Group justify="space-between" display={showDue ? 'none' : undefined}>
        <ExportButton
          key={tab}
          hotelId={hotelId}
          type={tab}
          count={count(tab)}
          label={t('dashboard.exportTab', { tab: t(`dashboard.tabs.${tab}`) })}
        />
        {(tab === 'found' || tab === 'lost') && (
          <Button
            component={Link}
            to={
              tab === 'found'
                ? paths.registerFoundItem.getHref(hotelId)
                : paths.reportLostItem.getHref(hotelId)
            }
            leftSection={<IconPlus size={16} />}
            size="xs"
          >
            {t(tab === 'found' ? 'dashboard.registerFound' : 'dashboard.reportLost')}
          </Button>
        )}
      </Group>

      {!showDue &&
        tab === 'matched' &&
        state.status === 'success' &&
        matchedTabHeader?.(tabData as Match[])}
      {!showDue && state.status === 'loading' && <PageLoader />}
      {!showDue && state.status === 'error' && (
        <Alert color="red" role="alert">
          {t('dashboard.loadFailed', { detail: state.error.message })}
        </Alert>
      )}
      {!showDue && state.status === 'success' && (
        <>
          {truncated && (
            <Alert color="blue" variant="light">
              {t('dashboard.truncated', {
                shown: lists[tab].data?.length ?? 0,
                total: counts[tab],
              })}
            </Alert>
          )}
          <ScrollArea>
            <Table
              highlightOnHover
              striped
              miw={720}
              aria-label={t(`dashboard.tabs.${tab}`)}
              data-search={deferredSearch}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={56}>{t('dashboard.columns.image')}</Table.Th>
                  {columns.map((column) => (
                    <Table.Th
                      key={column}
                      aria-sort={
                        sort.column === column
                          ? sort.direction === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : undefined
                      }
                    >
                      <UnstyledButton
                        onClick={() =>
                          setSorts((current) => ({
                            ...current,
                            [tab]: nextSort(current[tab], column),
                          }))
                        }
                      >
                        <Group gap={4} wrap="nowrap">
                          <Text fw={600} size="sm">
                            {dt(`dashboard.columns.${column}`)}
                          </Text>
                          {sort.column !== column ? (
                            <IconSelector size={14} />
                          ) : sort.direction === 'asc' ? (
                            <IconChevronUp size={14} />
                          ) : (
                            <IconChevronDown size={14} />
                          )}
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((row) => (
                  <Table.Tr
                    key={row.id}
                    onClick={() => void navigate(row.href)}
                    onKeyDown={(event) => event.key === 'Enter' && void navigate(row.href)}
                    tabIndex={0}
                    style={{ cursor: 'pointer', fontWeight: row.highlight ? 700 : undefined }}
                    bg={row.highlight ? 'var(--mantine-color-yellow-light)' : undefined}
                    data-unviewed={row.highlight || undefined}
                  >
                    <Table.Td>
                      {row.imageUrl ? (
                        <Avatar src={row.imageUrl} radius="sm" size={36} alt="" />
                      ) : (
                        <Avatar radius="sm" size={36}>
                          <ItemTypeIcon type={row.itemType} />
                        </Avatar>
                      )}
                    </Table.Td>
                    {columns.map((column) => (
                      <Table.Td key={column}>{row.cells[column]?.text}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {rows.length === 0 && (
            <Center py="lg">
              <Text c="dimmed">
                {allRows.length === 0 ? t('dashboard.empty') : t('dashboard.noResults')}
              </Text>
            </Center>
          )}
          {pages > 1 && (
            <Group justify="center">
              <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
