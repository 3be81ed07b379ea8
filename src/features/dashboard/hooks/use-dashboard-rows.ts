import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  filterByDateRange,
  searchRows,
  sortRows,
  type DashboardTab,
  type SortState,
} from '@/domain/dashboard';
import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { currentLanguage } from '@/i18n/i18n';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { useMatchedItems, type MatchedItems } from '../api/use-dashboard-lists';
import { foundRows, lostRows, matchRows, type DashboardRow } from '../components/dashboard-rows';

export const PAGE_SIZE = 50;

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
export function useDashboardRows(
  hotelId: string,
  tab: DashboardTab,
  tabData: FoundItem[] | LostItem[] | Match[] | undefined,
  view: RowView,
  /** Matched items the search found (match tabs): their matches are searchable by them too. */
  foundByIndex?: MatchedItems,
) {
  const { i18n } = useTranslation();
  const dt = useDynamicT();
  const ctx = useMemo(
    () => ({ hotelId, t: dt, locale: i18n.language, language: currentLanguage() }),
    [hotelId, dt, i18n.language],
  );
  const matchTab = tab === 'matched' || tab === 'shipped';
  const loadedItems = useMatchedItems(
    hotelId,
    matchTab ? ((tabData as Match[] | undefined) ?? null) : null,
  );
  const matchedItems = useMemo(
    () =>
      foundByIndex
        ? {
            found: new Map([...foundByIndex.found, ...(loadedItems?.found ?? [])]),
            lost: new Map([...foundByIndex.lost, ...(loadedItems?.lost ?? [])]),
          }
        : loadedItems,
    [foundByIndex, loadedItems],
  );
  const allRows = useMemo<DashboardRow[]>(() => {
    if (!tabData) return [];
    if (tab === 'lost') return lostRows(tabData as LostItem[], ctx);
    if (tab === 'matched' || tab === 'shipped')
      return matchRows(tabData as Match[], ctx, matchedItems);
    return foundRows(tabData as FoundItem[], ctx);
  }, [tabData, tab, ctx, matchedItems]);

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
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = Math.min(page, pages);
  const visible = rows.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE);
  return { allRows, rows, visible, pages };
}
