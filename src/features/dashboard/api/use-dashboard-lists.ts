import { useEffect, useMemo, useRef, useState } from 'react';
import { DASHBOARD_TABS, searchWords, type DashboardTab } from '@/domain/dashboard';
import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { ITEM_TYPES, itemTypeLabel } from '@/domain/item-types';
import {
  dueItems,
  latestDueFoundDay,
  RETENTION_GROUPS,
  type Retention,
  type RetentionGroup,
} from '@/domain/retention';
import { mostSelectiveWord, queryTokens } from '@/domain/search-index';
import { db } from '@/firebase/app';
import {
  countHotelQuery,
  fetchHotelQuery,
  LIVE_LIST_LIMIT,
  type HotelQueryName,
} from '@/firebase/subscriptions';
import { useHotelQuery } from '@/hooks/use-live';
import { useLoad } from '@/hooks/use-load';
import type { LiveState } from '@/hooks/use-subscription';
import { useDynamicT } from '@/i18n/use-dynamic-t';

export type TabData = FoundItem[] | LostItem[] | Match[];

/** The query behind each tab: its live rows, its exact count and its index search. */
const TAB_QUERIES = {
  found: 'pendingFound',
  lost: 'pendingLost',
  matched: 'openMatches',
  shipped: 'shippedMatches',
  discarded: 'discardedFound',
  closed: 'closedFound',
} as const satisfies Record<DashboardTab, HotelQueryName>;

/** Tabs of items, which carry a search index (src/domain/search-index.ts); matches do not. */
export const INDEXED_TABS: ReadonlySet<DashboardTab> = new Set([
  'found',
  'lost',
  'discarded',
  'closed',
]);

/** Rows a tab reads when it opens (two pages); paging on reads more in steps of WINDOW_STEP. */
export const FIRST_WINDOW = 100;
export const WINDOW_STEP = 200;
/** The most rows a tab holds in the browser (sorting by another column, date filters). */
export const WHOLE_LIST = LIVE_LIST_LIMIT;
/** At most this many items come back from one token's lookup in the index. */
export const SEARCH_HIT_LIMIT = 500;

/** How many of a tab's newest rows to listen to so that `page` (and the next) can be shown. */
export function windowForPage(page: number, pageSize: number): number {
  const needed = (page + 1) * pageSize;
  if (needed <= FIRST_WINDOW) return FIRST_WINDOW;
  return Math.min(LIVE_LIST_LIMIT, Math.ceil(needed / WINDOW_STEP) * WINDOW_STEP);
}

/**
 * The open tab's newest `size` rows, live (only the open tab listens: a hotel with years of items
 * pays for the rows it shows, not for every list). While a larger window of the same tab loads,
 * the rows already shown stay (useHotelQuery).
 */
export function useDashboardTab(
  hotelId: string,
  tab: DashboardTab,
  size: number,
): LiveState<TabData> {
  return useHotelQuery(TAB_QUERIES[tab] as HotelQueryName, hotelId, {
    max: size,
  }) as LiveState<TabData>;
}

/**
 * The exact size of every tab, from aggregation queries: read when the dashboard opens and again
 * shortly after the open tab's rows change (an item moved between tabs). The open tab's own
 * count is its row count while all of it is loaded, so it follows every change at once.
 */
export function useTabCounts(
  hotelId: string,
  enabled: boolean,
  open: { tab: DashboardTab; rows: number; complete: boolean; signature: string },
): Record<DashboardTab, number | null> {
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
        countHotelQuery(db, TAB_QUERIES[tab], hotelId).then(
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
    () =>
      Object.fromEntries(
        DASHBOARD_TABS.map((tab) => [
          tab,
          tab === openTab && complete ? rows : (exact[tab] ?? null),
        ]),
      ) as Record<DashboardTab, number | null>,
    [exact, openTab, complete, rows],
  );
}

/** A search's outcome on the server: items of the tab found through the index. */
export type SearchHits =
  | { status: 'idle' | 'loading'; data: TabData | null }
  | {
      status: 'success';
      data: TabData;
      /** A lookup reached SEARCH_HIT_LIMIT: more items may match than were fetched. */
      full: boolean;
    }
  | { status: 'error'; data: null; error: Error };

/**
 * Items of an indexed tab that the typed search may match, wherever they are in its history
 * (issue 15): the most selective word is looked up in the search index (with the item types whose
 * label contains it), shortly after typing stops; the browser then applies the full search to
 * them together with the loaded rows. Idle when `enabled` is false (every row is loaded already).
 */
export function useSearchHits(
  hotelId: string,
  tab: DashboardTab,
  search: string,
  enabled: boolean,
): SearchHits {
  const t = useDynamicT();
  const tokens = useMemo(() => {
    if (!enabled || !INDEXED_TABS.has(tab)) return [];
    const word = mostSelectiveWord(searchWords(search));
    if (word === null) return [];
    const types = ITEM_TYPES.filter((type) =>
      itemTypeLabel(type.name, t).toLowerCase().includes(word),
    ).map((type) => type.name);
    return queryTokens(word, types);
  }, [enabled, tab, search, t]);
  const key = tokens.length ? `${hotelId}:${tab}:${tokens.join('|')}` : null;
  const [hits, setHits] = useState<{ key: string | null; value: SearchHits }>({
    key: null,
    value: { status: 'idle', data: null },
  });
  useEffect(() => {
    if (key === null) return undefined;
    let active = true;
    const timer = setTimeout(() => {
      // One query per token (the word's, and the matching item types'), merged.
      Promise.all(
        tokens.map((token) =>
          fetchHotelQuery(db, TAB_QUERIES[tab] as HotelQueryName, hotelId, {
            token,
            max: SEARCH_HIT_LIMIT,
          }),
        ),
      ).then(
        (results) =>
          active &&
          setHits({
            key,
            value: {
              status: 'success',
              data: withHits([], results.flat() as TabData) ?? [],
              full: results.some((result) => result.length >= SEARCH_HIT_LIMIT),
            },
          }),
        (error: unknown) =>
          active &&
          setHits({
            key,
            value: {
              status: 'error',
              data: null,
              error: error instanceof Error ? error : new Error(String(error)),
            },
          }),
      );
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
    // The key names the tokens and the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (key === null) return { status: 'idle', data: null };
  return hits.key === key ? hits.value : { status: 'loading', data: null };
}

/** The loaded rows and the search hits, each item once (the first copy, the live one, wins). */
export function withHits(rows: TabData | undefined, hits: TabData | null): TabData | undefined {
  if (!rows || !hits?.length) return rows;
  const seen = new Set(rows.map((row) => row.id));
  const added: TabData[number][] = [];
  for (const hit of hits) {
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    added.push(hit);
  }
  return [...rows, ...added] as TabData;
}

const DUE_QUERIES = {
  perishables: 'duePerishables',
  general: 'dueGeneral',
  valuables: 'dueValuables',
  documents: 'dueDocuments',
} as const satisfies Record<RetentionGroup, HotelQueryName>;

/**
 * The Due view (issue 17). Its count, on the tab, is four aggregation queries: per retention group,
 * the pending found items found by that group's cut-off day (latestDueFoundDay), which are exactly
 * the due ones. The items themselves are read only while the view is open (`open`), oldest first,
 * live; then the due rule orders them.
 */
export function useDueItems(
  hotelId: string,
  retention: Retention,
  now: Date,
  open: boolean,
  countNow: boolean,
) {
  const cutoffs = RETENTION_GROUPS.map((group) => latestDueFoundDay(retention, group, now));
  const count = useLoad(countNow ? `${hotelId}:${cutoffs.join(',')}` : null, async () => {
    const counts = await Promise.all(
      RETENTION_GROUPS.map((group, index) =>
        countHotelQuery(db, DUE_QUERIES[group], hotelId, { orderAtMost: cutoffs[index] }),
      ),
    );
    return counts.reduce((sum, value) => sum + value, 0);
  });
  const listed = open ? hotelId : null;
  const groups = [
    useHotelQuery(DUE_QUERIES.perishables, listed, { orderAtMost: cutoffs[0] }),
    useHotelQuery(DUE_QUERIES.general, listed, { orderAtMost: cutoffs[1] }),
    useHotelQuery(DUE_QUERIES.valuables, listed, { orderAtMost: cutoffs[2] }),
    useHotelQuery(DUE_QUERIES.documents, listed, { orderAtMost: cutoffs[3] }),
  ];
  const failed = groups.find((group) => group.status === 'error');
  const loading = groups.some((group) => group.status === 'loading');
  const [perishables, general, valuables, documents] = groups.map((group) => group.data);
  const rows = useMemo(
    () =>
      dueItems(
        [perishables, general, valuables, documents].flatMap((data) => data ?? []),
        retention,
        now,
      ),
    [perishables, general, valuables, documents, retention, now],
  );
  const found: LiveState<FoundItem[]> = failed
    ? { status: 'error', data: undefined, error: failed.error ?? new Error('Due items') }
    : loading
      ? { status: 'loading', data: undefined, error: null }
      : { status: 'success', data: rows.map((row) => row.item), error: null };
  // Once the items are loaded their number is the count, live; before, the aggregation's.
  const dueCount = found.status === 'success' ? rows.length : (count.data ?? null);
  return { found, rows, count: dueCount };
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
