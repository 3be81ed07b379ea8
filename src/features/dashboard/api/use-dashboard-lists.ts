import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { db } from '@/firebase/app';
import {
  subscribeDiscardedFoundItems,
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
  };
}
