import { useIsFetching, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { DASHBOARD_TABS, type DashboardTab } from '@/domain/dashboard';
import {
  byId,
  tabCounts,
  type MatchedItems,
  type TabCounts,
  type TabItems,
} from '@/domain/dashboard-lists';
import type { Match } from '@/domain/entities';
import { db } from '@/firebase/app';
import { countHotelQuery } from '@/firebase/hotel-queries';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';
import { queryKeys } from '@/lib/query-keys';
import { MATCHED_ITEMS, TAB_QUERIES } from './tab-queries';

/**
 * The open tab's newest `size` rows, live (only the open tab listens: a hotel with years of items
 * pays for the rows it shows, not for every list). While a larger window of the same tab loads,
 * the rows already shown stay (the same family of query, as in useHotelQuery).
 */
export function useDashboardTab<T extends DashboardTab>(
  hotelId: string,
  tab: T,
  size: number,
): LiveState<TabItems[T][]> {
  const family = `${TAB_QUERIES[tab].name}:${hotelId}`;
  return useSubscription(
    `${family}:${size}`,
    (onData, onError) => TAB_QUERIES[tab].subscribe(hotelId, onData, onError, { max: size }),
    family,
  );
}

/**
 * The exact size of every tab, from aggregation queries (one query each, cached: a dashboard
 * opened again shows the last counts at once while it reads them again): read when the dashboard
 * opens, and again when the open tab's rows change (`signature`: an item moved between tabs) or a
 * write of this browser invalidates them. A change while a round is being read costs one more
 * round once it is done, so a burst of changes costs at most two, and none is missed. The open
 * tab's own count is its row count while all of it is loaded, so it follows every change at once.
 * Why the signature and not only invalidation after writes: docs/architecture.md.
 */
export function useTabCounts(
  hotelId: string,
  enabled: boolean,
  open: { tab: DashboardTab; rows: number; complete: boolean; signature: string },
): TabCounts {
  const queryClient = useQueryClient();
  const exact = useQueries({
    queries: DASHBOARD_TABS.map((tab) => ({
      queryKey: queryKeys.counts.tab(hotelId, tab),
      queryFn: () =>
        countHotelQuery(db, TAB_QUERIES[tab].name, hotelId).catch((error: unknown) => {
          console.warn(`Could not count the ${tab} tab`, error);
          throw error;
        }),
      enabled,
    })),
    combine: countsByTab,
  });
  const counting = useIsFetching({ queryKey: queryKeys.counts.tabs(hotelId) }) > 0;
  const { signature } = open;
  // The rows the counts were last asked for with: this open's first round asks for none.
  const counted = useRef<{ hotelId: string; signature: string } | null>(null);
  useEffect(() => {
    if (!enabled || counting) return;
    const last = counted.current;
    counted.current = { hotelId, signature };
    if (last === null || last.hotelId !== hotelId || last.signature === signature) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.counts.tabs(hotelId) });
  }, [queryClient, hotelId, signature, enabled, counting]);
  const { tab: openTab, complete, rows } = open;
  // The same object while nothing changed, so that the tabs do not re-render on each keystroke.
  return useMemo(
    () => tabCounts(exact, { tab: openTab, rows, complete }),
    [exact, openTab, complete, rows],
  );
}

/** The counts read so far, by tab (TanStack keeps the result while no count changed). */
function countsByTab(results: readonly { data?: number }[]): Partial<Record<DashboardTab, number>> {
  return Object.fromEntries(
    results.flatMap(({ data }, index) =>
      data === undefined ? [] : [[DASHBOARD_TABS[index], data] as const],
    ),
  );
}

/**
 * The found and lost items of the shown matches, by id (the matched and shipped tabs search their
 * full fields, not only the match's summary): read by id, so a hotel with years of matches reads
 * the items of the rows it holds, not all its matched items. Undefined until read (and off tabs
 * of matches: `matches` null).
 */
export function useMatchedItems(
  hotelId: string,
  matches: readonly Match[] | null,
): MatchedItems | undefined {
  const foundIds = (matches ?? []).map((match) => match.foundItemId);
  const lostIds = (matches ?? []).map((match) => match.lostItemId);
  const loaded = useQuery({
    queryKey: queryKeys.matchedItems.of(hotelId, foundIds, lostIds),
    queryFn: async (): Promise<MatchedItems> => {
      const [found, lost] = await Promise.all([
        MATCHED_ITEMS.found.byId(hotelId, foundIds),
        MATCHED_ITEMS.lost.byId(hotelId, lostIds),
      ]);
      return { found: byId(found), lost: byId(lost) };
    },
    enabled: matches !== null,
  });
  return matches ? loaded.data : undefined;
}
