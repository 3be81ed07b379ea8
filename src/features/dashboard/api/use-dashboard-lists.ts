import { useEffect, useMemo, useState } from 'react';
import { DASHBOARD_TABS, type DashboardTab } from '@/domain/dashboard';
import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { db } from '@/firebase/app';
import { countHotelQuery, LIVE_LIST_LIMIT, type HotelQueryName } from '@/firebase/subscriptions';
import { useHotelQuery } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';

export interface DashboardLists {
  found: LiveState<FoundItem[]>;
  lost: LiveState<LostItem[]>;
  matched: LiveState<Match[]>;
  shipped: LiveState<Match[]>;
  discarded: LiveState<FoundItem[]>;
  closed: LiveState<FoundItem[]>;
}

/** The query behind each tab: its live list, and its exact count past LIVE_LIST_LIMIT. */
const TAB_QUERIES = {
  found: 'pendingFound',
  lost: 'pendingLost',
  matched: 'openMatches',
  shipped: 'shippedMatches',
  discarded: 'discardedFound',
  closed: 'closedFound',
} as const satisfies Record<DashboardTab, HotelQueryName>;

/** The live lists behind the dashboard tabs (their sizes are the tab counts). */
export function useDashboardLists(hotelId: string): DashboardLists {
  return {
    found: useHotelQuery(TAB_QUERIES.found, hotelId),
    lost: useHotelQuery(TAB_QUERIES.lost, hotelId),
    matched: useHotelQuery(TAB_QUERIES.matched, hotelId),
    shipped: useHotelQuery(TAB_QUERIES.shipped, hotelId),
    discarded: useHotelQuery(TAB_QUERIES.discarded, hotelId),
    closed: useHotelQuery(TAB_QUERIES.closed, hotelId),
  };
}

/**
 * The matched found and lost items, by id, while `enabled` (the matched or shipped tab is open):
 * their full fields make those tabs searchable beyond the match summary.
 */
export function useMatchedItems(
  hotelId: string,
  enabled: boolean,
): { found: Map<string, FoundItem>; lost: Map<string, LostItem> } | undefined {
  const found = useHotelQuery('matchedFound', enabled ? hotelId : null);
  const lost = useHotelQuery('matchedLost', enabled ? hotelId : null);
  const foundData = found.data;
  const lostData = lost.data;
  return useMemo(
    () =>
      foundData || lostData
        ? {
            found: new Map((foundData ?? []).map((item) => [item.id, item])),
            lost: new Map((lostData ?? []).map((item) => [item.id, item])),
          }
        : undefined,
    [foundData, lostData],
  );
}

/**
 * Tab counts: the live list's length, or, when a list reached LIVE_LIST_LIMIT, the exact count
 * from an aggregation query (refreshed whenever that list changes).
 */
export function useTabCounts(hotelId: string, lists: DashboardLists): Record<DashboardTab, number> {
  const [exact, setExact] = useState<Partial<Record<DashboardTab, number>>>({});
  const capped = DASHBOARD_TABS.filter((tab) => (lists[tab].data?.length ?? 0) >= LIVE_LIST_LIMIT);
  const signature = capped.map((tab) => `${tab}:${lists[tab].data?.[0]?.id ?? ''}`).join(',');
  useEffect(() => {
    let active = true;
    for (const tab of signature
      ? signature.split(',').map((entry) => entry.split(':')[0] as DashboardTab)
      : []) {
      countHotelQuery(db, TAB_QUERIES[tab], hotelId).then(
        (count) => active && setExact((current) => ({ ...current, [tab]: count })),
        (error: unknown) => console.warn(`Could not count the ${tab} tab`, error),
      );
    }
    return () => {
      active = false;
    };
  }, [hotelId, signature]);
  return Object.fromEntries(
    DASHBOARD_TABS.map((tab) => {
      const live = lists[tab].data?.length ?? 0;
      return [tab, live >= LIVE_LIST_LIMIT ? Math.max(live, exact[tab] ?? live) : live];
    }),
  ) as Record<DashboardTab, number>;
}
