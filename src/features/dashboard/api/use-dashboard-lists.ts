import { useEffect, useMemo, useState } from 'react';
import { DASHBOARD_TABS, type DashboardTab } from '@/domain/dashboard';
import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { db } from '@/firebase/app';
import {
  countTab,
  LIVE_LIST_LIMIT,
  subscribeClosedFoundItems,
  subscribeDiscardedFoundItems,
  subscribeMatchedFoundItems,
  subscribeMatchedLostItems,
  subscribeOpenMatches,
  subscribePendingFoundItems,
  subscribePendingLostItems,
  subscribeShippedMatches,
} from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

export interface DashboardLists {
  found: LiveState<FoundItem[]>;
  lost: LiveState<LostItem[]>;
  matched: LiveState<Match[]>;
  shipped: LiveState<Match[]>;
  discarded: LiveState<FoundItem[]>;
  closed: LiveState<FoundItem[]>;
}

/** The five live lists behind the dashboard tabs (their sizes are the tab counts). */
export function useDashboardLists(hotelId: string): DashboardLists {
  return {
    found: useSubscription(`found:${hotelId}`, (ok, fail) =>
      subscribePendingFoundItems(db, hotelId, ok, fail),
    ),
    lost: useSubscription(`lost:${hotelId}`, (ok, fail) =>
      subscribePendingLostItems(db, hotelId, ok, fail),
    ),
    matched: useSubscription(`matched:${hotelId}`, (ok, fail) =>
      subscribeOpenMatches(db, hotelId, ok, fail),
    ),
    shipped: useSubscription(`shipped:${hotelId}`, (ok, fail) =>
      subscribeShippedMatches(db, hotelId, ok, fail),
    ),
    discarded: useSubscription(`discarded:${hotelId}`, (ok, fail) =>
      subscribeDiscardedFoundItems(db, hotelId, ok, fail),
    ),
    closed: useSubscription(`closed:${hotelId}`, (ok, fail) =>
      subscribeClosedFoundItems(db, hotelId, ok, fail),
    ),
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
  const found = useSubscription<FoundItem[]>(
    enabled ? `matched-found:${hotelId}` : null,
    (ok, fail) => subscribeMatchedFoundItems(db, hotelId, ok, fail),
  );
  const lost = useSubscription<LostItem[]>(enabled ? `matched-lost:${hotelId}` : null, (ok, fail) =>
    subscribeMatchedLostItems(db, hotelId, ok, fail),
  );
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
      countTab(db, hotelId, tab).then(
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
