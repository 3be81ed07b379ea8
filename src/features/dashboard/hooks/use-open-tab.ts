import { useMemo, useState } from 'react';
import { DEFAULT_SORT, type DashboardTab } from '@/domain/dashboard';
import { DASHBOARD_PAGE_SIZE, withHits } from '@/domain/dashboard-lists';
import { useShownAfterPaint } from '@/lib/main-rows-context';
import { useDashboardTab, useTabCounts } from '../api/use-dashboard-lists';
import { useSearchHits } from '../api/use-search-hits';
import { TAB_QUERIES, tabWindow, WHOLE_LIST } from '../api/tab-queries';
import { useDashboardRows, type RowView } from './use-dashboard-rows';
import { useRowsFromDevice } from './use-rows-from-device';

/**
 * The open tab's data: its newest rows page by page, live; the whole list (up to
 * WHOLE_LIST) when sorted by another column or filtered by date; the search index's hits for the
 * rest of its history (on the match tabs, through their matched items' indexes); exact counts of every tab. Then its rows searched, filtered, sorted and
 * paged, and what the screen says about them.
 */
export function useOpenTab<T extends DashboardTab>(hotelId: string, tab: T, view: RowView) {
  const { search, from, to, sort, page } = view;
  const defaultSort =
    sort.column === DEFAULT_SORT[tab].column && sort.direction === DEFAULT_SORT[tab].direction;
  const searching = search.trim() !== '';
  const wholeList = Boolean(from || to) || !defaultSort;
  const size = wholeList ? WHOLE_LIST : tabWindow(page);
  const live = useDashboardTab(hotelId, tab, size);
  // Until Firestore reports, the first page the server last sent, kept on this device.
  const first = !wholeList && size === tabWindow(1);
  const state = useRowsFromDevice(`${TAB_QUERIES[tab].name}:${hotelId}`, live, first);
  // Counts, figures and the Due count are read once Firestore's first rows have been painted
  // (their requests would queue before the rows, and their setup would delay the rows' frame).
  const [rowsRead, setRowsRead] = useState(false);
  if (!rowsRead && live.status !== 'loading') setRowsRead(true);
  const rowsShown = useShownAfterPaint(rowsRead);
  const loaded = state.data?.length ?? 0;
  // Complete when the window holds fewer rows than it asked for (not while a larger one loads,
  // nor while the rows are the device's copy, which may hold fewer than the server has).
  const complete = state.status === 'success' && !state.stale && !state.fromCache && loaded < size;
  const counts = useTabCounts(hotelId, rowsShown, {
    tab,
    rows: loaded,
    complete,
    signature: `${tab}:${loaded}:${state.data?.[0]?.id ?? ''}:${state.data?.at(-1)?.id ?? ''}`,
  });
  const total = counts[tab] ?? 0;
  const hits = useSearchHits(hotelId, tab, search, searching && !complete);
  const tabData = useMemo(() => withHits(state.data, hits.data), [state.data, hits.data]);
  const { allRows, rows, visible, pages } = useDashboardRows(
    hotelId,
    tab,
    tabData,
    view,
    hits.items,
  );
  // Unfiltered, the pages are those of the whole tab; the rows of a later page load on demand.
  const plain = !wholeList && !searching;
  return {
    state,
    counts,
    hits,
    allRows,
    rows,
    visible,
    loaded,
    rowsShown,
    pages: plain ? Math.max(pages, Math.ceil(total / DASHBOARD_PAGE_SIZE)) : pages,
    pageLoading: plain && visible.length === 0 && loaded < total,
    truncated: !complete && wholeList && loaded < total,
  };
}
