import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByDateRange, sortRows, type DashboardTab, type SortState } from '@/domain/dashboard';
import {
  DASHBOARD_PAGE_SIZE,
  mergeMatchedItems,
  TAB_MATCHES,
  type MatchedItems,
  type TabItems,
} from '@/domain/dashboard-lists';
import { searchRows } from '@/domain/dashboard-search';
import { currentStaffLanguage } from '@/i18n/i18n';
import { onceEachKey, useDynamicT } from '@/i18n/use-dynamic-t';
import { useMatchedItems } from '../api/use-dashboard-lists';
import { TAB_ROWS, type DashboardRow } from '../components/dashboard-rows';

/**
 * Builds a tab's rows item by item, keeping each item's row while the tab, the language and the
 * matched items stay the same: when the list changes (a search's hits arriving, a live change),
 * only the new items' rows are built, and the rows already on screen stay the same objects, so the
 * table's memoized rows do not render again (docs/performance.md, "Typing that paints").
 */
function rowBuilder<T extends DashboardTab>(
  tab: T,
  ctx: Parameters<(typeof TAB_ROWS)[T]>[1],
  matchedItems: MatchedItems | undefined,
) {
  const built = new WeakMap<object, DashboardRow>();
  return (items: readonly TabItems[T][]): DashboardRow[] => {
    const missing = items.filter((item) => !built.has(item));
    TAB_ROWS[tab](missing, ctx, matchedItems).forEach((row, index) =>
      built.set(missing[index], row),
    );
    return items.flatMap((item) => built.get(item) ?? []);
  };
}

export interface RowView {
  /** Search words (spec §5: every word must match some field). */
  search: string;
  /** Picked calendar days (`YYYY-MM-DD`) or ''. */
  from: string;
  to: string;
  sort: SortState;
  page: number;
}

/**
 * One tab's rows: built (display and search text) once per list change, not per keystroke; then
 * searched, filtered by date, sorted, and cut to the page shown.
 */
export function useDashboardRows<T extends DashboardTab>(
  hotelId: string,
  tab: T,
  tabData: readonly TabItems[T][] | undefined,
  view: RowView,
  /** Matched items the search found (match tabs): their matches are searchable by them too. */
  foundByIndex?: MatchedItems,
) {
  const { i18n } = useTranslation();
  const dt = useDynamicT();
  // Rows repeat a few keys (statuses, item types) hundreds of times: each is looked up once.
  const ctx = useMemo(
    () => ({
      hotelId,
      t: onceEachKey(dt),
      locale: i18n.language,
      language: currentStaffLanguage(),
    }),
    [hotelId, dt, i18n.language],
  );
  // Off the tabs of matches, and until the rows are read, there are no matched items to read.
  const loadedItems = useMatchedItems(hotelId, tabData ? TAB_MATCHES[tab](tabData) : null);
  const matchedItems = useMemo(
    () => (foundByIndex ? mergeMatchedItems(foundByIndex, loadedItems) : loadedItems),
    [foundByIndex, loadedItems],
  );
  const buildRows = useMemo(() => rowBuilder(tab, ctx, matchedItems), [tab, ctx, matchedItems]);
  const allRows = useMemo(() => (tabData ? buildRows(tabData) : []), [tabData, buildRows]);

  const { search, from, to, sort, page } = view;
  const rows = useMemo(() => {
    const filtered = filterByDateRange(
      searchRows(allRows, search, (row) => row.haystack),
      (row) => row.date,
      from || null,
      to || null,
    );
    return sortRows(filtered, sort, (row) => row.cells[sort.column]?.sort ?? null);
  }, [allRows, search, from, to, sort]);
  const pages = Math.max(1, Math.ceil(rows.length / DASHBOARD_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const visible = rows.slice((shown - 1) * DASHBOARD_PAGE_SIZE, shown * DASHBOARD_PAGE_SIZE);
  return { allRows, rows, visible, pages };
}
