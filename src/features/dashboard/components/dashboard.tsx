import { Alert, Button, Center, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useCallback, useDeferredValue, useState } from 'react';
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
import { useDueItems } from '../api/use-due-items';
import { usePoliceDueItems, usePoliceWeekLimit } from '../api/use-police-due';
import { useHotelRetention } from '@/hooks/use-hotel-retention';
import { MainRowsContext } from '@/lib/main-rows-context';
import { DashboardFilters } from './dashboard-filters';
import { DashboardTable } from './dashboard-table';
import { DashboardTabs } from './dashboard-tabs';
import { useOpenTab } from '../hooks/use-open-tab';
import { useOtherTabHits } from '../hooks/use-other-tab-hits';
import { useTabInAddress } from '../hooks/use-tab-in-address';
import { DueView } from './due-view';
import { PoliceDueSection } from './police-due-section';
import { ExportButton } from './export-button';
import { OtherTabHitsLine } from './other-tab-hits';
import { FiguresCard } from './figures-card';
import { ReportRateNotice } from './report-rate-notice';

/** The admin dashboard (spec §2): five live tabs, search, date filters, sorting, exports. */
interface DashboardProps {
  hotelId: string;
  /** Shown above the matched tab's table (the route passes the awaiting-approval list). */
  matchedTabHeader?: ReactNode;
  /** Shown above the tabs (the route passes the suggested-matches queue). */
  suggestions?: ReactNode;
  /** Shown above the dashboard (the route passes the guest messages waiting for an answer). */
  waiting?: ReactNode;
}

export function Dashboard({ hotelId, matchedTabHeader, suggestions, waiting }: DashboardProps) {
  const { t } = useTranslation();
  const { tab, showDue, openTab } = useTabInAddress();
  const [search, setSearch] = useState('');
  const [searchReset, setSearchReset] = useState(0);
  const deferredSearch = useDeferredValue(search);
  // Picked calendar days (`YYYY-MM-DD`), never instants: see dayFromPicker.
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sorts, setSorts] = useState<Record<DashboardTab, SortState>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const retention = useHotelRetention(hotelId);
  const [now] = useState(() => new Date());

  const sort = sorts[tab];
  const view = useOpenTab(hotelId, tab, { search: deferredSearch, from, to, sort, page });
  const { state, counts, hits, allRows, rows, visible, loaded, rowsShown } = view;
  const count = (name: DashboardTab) => counts[name] ?? 0;
  // The figures, the Due count and the panels around the table are read once the open tab's
  // first rows are on screen (MainRowsContext): their setup does not delay the rows' paint.
  const due = useDueItems(hotelId, retention, now, showDue, rowsShown);
  // The one-week police submission limit, for hotels that use it (a hotel setting).
  const weekLimit = usePoliceWeekLimit(hotelId);
  const policeDue = usePoliceDueItems(hotelId, now, showDue && weekLimit);
  const searching = deferredSearch.trim() !== '';
  // What the search finds on the other tabs, so that the open tab's few (or no) rows are not
  // taken for all there is.
  const otherHits = useOtherTabHits(
    hotelId,
    tab,
    { search: deferredSearch, from, to },
    searching && !showDue,
  );
  const changeTab = useCallback(
    (value: DashboardTab | 'due') => {
      openTab(value);
      setPage(1);
    },
    [openTab],
  );
  const clearAll = () => {
    setSearch('');
    setSearchReset((count) => count + 1);
    setFrom('');
    setTo('');
    setPage(1);
  };

  const content = (
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

      <ReportRateNotice hotelId={hotelId} />

      <FiguresCard hotelId={hotelId} load={rowsShown} />

      {suggestions}

      <DashboardFilters
        search={search}
        resetKey={searchReset}
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
        dueCount={due.count}
        onChange={changeTab}
      />

      {showDue && weekLimit && <PoliceDueSection hotelId={hotelId} rows={policeDue} />}

      {showDue && (
        <DueView
          hotelId={hotelId}
          found={due.found}
          rows={due.rows}
          total={due.count}
          more={due.more}
          onShowMore={due.showMore}
        />
      )}

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

      {!showDue && tab === 'matched' && matchedTabHeader}
      {!showDue && (state.status === 'loading' || view.pageLoading) && <PageLoader />}
      {!showDue && state.status === 'error' && (
        <Alert color="red" role="alert">
          {t('dashboard.loadFailed', { detail: state.error.message })}
        </Alert>
      )}
      {!showDue && state.status === 'success' && !view.pageLoading && (
        <>
          {view.truncated && (
            <Alert color="blue" variant="light">
              {t('dashboard.truncated', { shown: loaded, total: count(tab) })}
            </Alert>
          )}
          {/* One line kept for the search's state, so the table does not jump as it changes. */}
          <Text size="sm" c="dimmed" role="status" mih="1.5em">
            {state.fromCache && !searching && t('dashboard.deviceCache.fromDevice')}
            {searching && hits.status === 'loading' && t('dashboard.searchingAll')}
            {hits.status === 'success' && hits.full && t('dashboard.searchNarrow')}
          </Text>
          <OtherTabHitsLine hits={otherHits} onOpen={changeTab} />
          {hits.status === 'error' && (
            <Alert color="red" role="alert">
              {t('dashboard.searchFailed', { detail: hits.error.message })}
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
          {rows.length === 0 && hits.status !== 'loading' && (
            <Center py="lg">
              <Text c="dimmed">
                {allRows.length === 0 ? t('dashboard.empty') : t('dashboard.noResults')}
              </Text>
            </Center>
          )}
          {view.pages > 1 && (
            <Group justify="center">
              <Pagination
                total={view.pages}
                value={Math.min(page, view.pages)}
                onChange={setPage}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
  return (
    <MainRowsContext.Provider value={rowsShown}>
      {waiting}
      {content}
    </MainRowsContext.Provider>
  );
}
