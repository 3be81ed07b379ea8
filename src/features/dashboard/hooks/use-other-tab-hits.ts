import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_TABS, filterByDateRange, type DashboardTab } from '@/domain/dashboard';
import { searchLookupTokens } from '@/domain/dashboard-lists';
import { searchRows } from '@/domain/dashboard-search';
import { currentStaffLanguage } from '@/i18n/i18n';
import { onceEachKey, useDynamicT } from '@/i18n/use-dynamic-t';
import { queryKeys } from '@/lib/query-keys';
import { lookUpTab, type TabLookup } from '../api/use-search-hits';
import { TAB_ROWS } from '../components/dashboard-rows';
import { useKeyOncePaused } from './use-key-once-paused';

/**
 * Items a tab that is not open looks up in the search index per word: enough to say "3 matches"
 * or "50+", far fewer than the open tab's own lookup reads.
 */
export const OTHER_TAB_HIT_LIMIT = 50;

type RowContext = Parameters<(typeof TAB_ROWS)['found']>[1];

/** One tab's looked-up items as its rows (on a match tab, with the matched items found). */
function rowsOf<T extends DashboardTab>(lookup: TabLookup<T>, ctx: RowContext) {
  return TAB_ROWS[lookup.tab](lookup.data, ctx, lookup.items);
}

/** The search's matches on a tab that is not open (`more`: at least that many). */
export interface OtherTabHits {
  tab: DashboardTab;
  count: number;
  more: boolean;
}

/**
 * What the typed search (and the date range) matches on the tabs that are not open, through the
 * search index, once typing has paused: so that a search that finds nothing, or less than the
 * person expects, on the open tab says where the rest is. Tabs with no match are left out.
 */
export function useOtherTabHits(
  hotelId: string,
  openTab: DashboardTab,
  view: { search: string; from: string; to: string },
  enabled: boolean,
): OtherTabHits[] {
  const { i18n } = useTranslation();
  const dt = useDynamicT();
  const { search, from, to } = view;
  const tokens = useMemo(
    () => (enabled ? searchLookupTokens(search, dt) : []),
    [enabled, search, dt],
  );
  const key = tokens.length ? `${hotelId}:${openTab}:${tokens.join('|')}` : null;
  const others = DASHBOARD_TABS.filter((tab) => tab !== openTab);
  const paused = useKeyOncePaused(key, search);
  const lookups = useQuery({
    queryKey: queryKeys.search.otherTabs(paused ?? ''),
    queryFn: () =>
      Promise.all(
        others.map((tab): Promise<TabLookup<DashboardTab>> =>
          lookUpTab(tab, hotelId, tokens, OTHER_TAB_HIT_LIMIT),
        ),
      ),
    enabled: paused !== null,
  });
  const found = paused !== null && lookups.status === 'success' ? lookups.data : null;
  // The looked-up items' rows are built once per lookup, not per keystroke: typing on within the
  // same looked-up word only filters them again.
  const tabRows = useMemo(() => {
    if (!found) return null;
    const ctx = {
      hotelId,
      t: onceEachKey(dt),
      locale: i18n.language,
      language: currentStaffLanguage(),
    };
    return found.map((lookup) => ({ lookup, rows: rowsOf(lookup, ctx) }));
  }, [found, hotelId, dt, i18n.language]);
  return useMemo(() => {
    if (!tabRows) return [];
    return tabRows.flatMap(({ lookup, rows }) => {
      const count = filterByDateRange(
        searchRows(rows, search, (row) => row.haystack),
        (row) => row.date,
        from || null,
        to || null,
      ).length;
      return count > 0 ? [{ tab: lookup.tab, count, more: lookup.full }] : [];
    });
  }, [tabRows, search, from, to]);
}
