import type { DashboardTab } from '@/domain/dashboard';
import { DASHBOARD_PAGE_SIZE, windowForPage, type TabItems } from '@/domain/dashboard-lists';
import { db } from '@/firebase/app';
import {
  fetchHotelDocumentsById,
  fetchHotelQuery,
  subscribeHotelQuery,
} from '@/firebase/hotel-queries';
import {
  LIVE_LIST_LIMIT,
  type HotelQueryItem,
  type HotelQueryName,
  type QueryNarrowing,
} from '@/firebase/hotel-query-specs';
import type { OnData, OnError, Unsubscribe } from '@/firebase/listen';

/** The most rows a tab holds in the browser (sorting by another column, date filters). */
export const WHOLE_LIST = LIVE_LIST_LIMIT;

/** How many of a tab's newest rows its live query holds to show `page` (1-based) in the default order. */
export const tabWindow = (page: number): number =>
  windowForPage(page, DASHBOARD_PAGE_SIZE, WHOLE_LIST);

/** One tab's named query (src/firebase/hotel-queries.ts), typed by the tab's kind of row. */
export interface TabQuery<Item> {
  name: HotelQueryName;
  /** The newest rows, live. */
  subscribe: (
    hotelId: string,
    onData: OnData<Item[]>,
    onError: OnError,
    narrowing: QueryNarrowing,
  ) => Unsubscribe;
  /** Read once (a search's lookup of one index token). */
  fetch: (hotelId: string, narrowing: QueryNarrowing) => Promise<Item[]>;
  /** Documents of the query's collection by id, within the hotel (other filters left out). */
  byId: (hotelId: string, ids: readonly string[]) => Promise<Item[]>;
}

const tabQuery = <N extends HotelQueryName>(name: N): TabQuery<HotelQueryItem<N>> => ({
  name,
  subscribe: (hotelId, onData, onError, narrowing) =>
    subscribeHotelQuery(db, name, hotelId, onData, onError, narrowing),
  fetch: (hotelId, narrowing) => fetchHotelQuery(db, name, hotelId, narrowing),
  byId: (hotelId, ids) => fetchHotelDocumentsById(db, name, hotelId, ids),
});

/**
 * The query behind each tab: its live rows, its exact count and its index search. Keyed by the
 * tab, so `TAB_QUERIES[tab]` reads that tab's kind of row (TabItems) for any tab type parameter.
 */
export const TAB_QUERIES: { [T in DashboardTab]: TabQuery<TabItems[T]> } = {
  found: tabQuery('pendingFound'),
  lost: tabQuery('pendingLost'),
  matched: tabQuery('openMatches'),
  shipped: tabQuery('shippedMatches'),
  discarded: tabQuery('discardedFound'),
  closed: tabQuery('closedFound'),
};

/** The matched found and lost items, whose full fields make the tabs of matches searchable. */
export const MATCHED_ITEMS = {
  found: tabQuery('matchedFound'),
  lost: tabQuery('matchedLost'),
};
