import { Alert, Button, Center, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import {
  DASHBOARD_TABS,
  DEFAULT_SORT,
  nextSort,
  type DashboardTab,
  type SortState,
} from '@/domain/dashboard';
import type { Match } from '@/domain/entities';
import { dueItems } from '@/domain/retention';
import { useDashboardLists, useTabCounts } from '../api/use-dashboard-lists';
import { useHotelRetention } from '@/hooks/use-hotel-retention';
import { DashboardFilters } from './dashboard-filters';
import { DashboardTable } from './dashboard-table';
import { DashboardTabs } from './dashboard-tabs';
import { useDashboardRows } from '../hooks/use-dashboard-rows';
import { DueView } from './due-view';
import { ExportButton } from './export-button';
import { FiguresCard } from './figures-card';

/** The admin dashboard (spec §2): five live tabs, search, date filters, sorting, exports. */
interface DashboardProps {
  hotelId: string;
  /** Shown above the matched tab's table (the route passes the awaiting-approval list). */
  matchedTabHeader?: (matches: Match[]) => ReactNode;
}

export function Dashboard({ hotelId, matchedTabHeader }: DashboardProps) {
  const { t } = useTranslation();
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

  const state = lists[tab];
  const tabData = state.data;
  const sort = sorts[tab];
  const { allRows, rows, visible, pages } = useDashboardRows(hotelId, tab, tabData, {
    search: deferredSearch,
    from,
    to,
    sort,
    page,
  });

  const counts = useTabCounts(hotelId, lists);
  const count = (name: DashboardTab) => counts[name];
  const truncated = (lists[tab].data?.length ?? 0) < counts[tab];
  const clearAll = () => {
    setSearch('');
    setFrom('');
    setTo('');
    setPage(1);
  };

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

      <DashboardFilters
        search={search}
        from={from}
        to={to}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onFrom={setFrom}
        onTo={setTo}
        onClearAll={clearAll}
      />

      <DashboardTabs
        value={showDue ? 'due' : tab}
        counts={counts}
        dueCount={due.length}
        onChange={(value) => {
          setShowDue(value === 'due');
          if (value !== 'due') setTab(value);
          setPage(1);
        }}
      />

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
          <DashboardTable
            tab={tab}
            rows={visible}
            sort={sort}
            search={deferredSearch}
            onSort={(column) =>
              setSorts((current) => ({ ...current, [tab]: nextSort(current[tab], column) }))
            }
          />
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
