import { useEffect, useMemo, useRef, useState } from 'react';
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
import { useLoad } from '@/hooks/use-load';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';
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
 * The exact size of every tab, from aggregation queries: read when the dashboard opens and again
 * shortly after the open tab's rows change (`signature`: an item moved between tabs). The open
 * tab's own count is its row count while all of it is loaded, so it follows every change at once.
 * Why a signature and a timer rather than invalidation after writes: docs/architecture.md.
 */
export function useTabCounts(
  hotelId: string,
  enabled: boolean,
  open: { tab: DashboardTab; rows: number; complete: boolean; signature: string },
): TabCounts {
  const [exact, setExact] = useState<Partial<Record<DashboardTab, number>>>({});
  const { signature } = open;
  const first = useRef(true);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    const delay = first.current ? 0 : 800;
    first.current = false;
    const timer = setTimeout(() => {
      for (const tab of DASHBOARD_TABS) {
        countHotelQuery(db, TAB_QUERIES[tab].name, hotelId).then(
          (count) => active && setExact((current) => ({ ...current, [tab]: count })),
          (error: unknown) => console.warn(`Could not count the ${tab} tab`, error),
        );
      }
    }, delay);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [hotelId, signature, enabled]);
  const { tab: openTab, complete, rows } = open;
  // The same object while nothing changed, so that the tabs do not re-render on each keystroke.
  return useMemo(
    () => tabCounts(exact, { tab: openTab, rows, complete }),
    [exact, openTab, complete, rows],
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
  const loaded = useLoad(
    matches ? `${hotelId}:${foundIds.join(',')}:${lostIds.join(',')}` : null,
    async () => {
      const [found, lost] = await Promise.all([
        MATCHED_ITEMS.found.byId(hotelId, foundIds),
        MATCHED_ITEMS.lost.byId(hotelId, lostIds),
      ]);
      return { found: byId(found), lost: byId(lost) };
    },
  );
  return loaded.data;
}
