import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DASHBOARD_TABS, searchWords, type DashboardTab } from '@/domain/dashboard';
import type { FoundItem, LostItem, Match } from '@/domain/entities';
import { DASHBOARD_MATCHED_STATUSES } from '@/domain/status-transitions';
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
  fetchHotelDocumentsById,
  fetchHotelQuery,
  LIVE_LIST_LIMIT,
  type HotelQueryName,
} from '@/firebase/subscriptions';
import { useHotelQuery } from '@/hooks/use-live';
import { useLoad } from '@/hooks/use-load';
import type { LiveState } from '@/hooks/use-subscription';
import { useDynamicT } from '@/i18n/use-dynamic-t';

export type TabData = FoundItem[] | LostItem[] | Match[];

/** Due items read and shown at a time (and added by Show more). */
export const DUE_PAGE = 100;

/** The query behind each tab: its live rows, its exact count and its index search. */
const TAB_QUERIES = {
  found: 'pendingFound',
  lost: 'pendingLost',
  matched: 'openMatches',
  shipped: 'shippedMatches',
  discarded: 'discardedFound',
  closed: 'closedFound',
} as const satisfies Record<DashboardTab, HotelQueryName>;

/** The tabs of matches: searched through the indexes of their matched found and lost items. */
const MATCH_TABS: ReadonlySet<DashboardTab> = new Set(['matched', 'shipped']);

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
  | { status: 'idle' | 'loading'; data: TabData | null; items?: undefined }
  | {
      status: 'success';
      data: TabData;
      /** A lookup reached SEARCH_HIT_LIMIT: more items may match than were fetched. */
      full: boolean;
      /** On a match tab: the matched items found, which make their matches searchable. */
      items?: MatchedItems;
    }
  | { status: 'error'; data: null; error: Error; items?: undefined };

export interface MatchedItems {
  found: Map<string, FoundItem>;
  lost: Map<string, LostItem>;
}

const byId = <T extends { id: string }>(items: readonly T[]) =>
  new Map(items.map((item) => [item.id, item]));

/**
 * One lookup per token: the tab's items; or, on a match tab, the matched found and lost items
 * holding it, and then their matches (of this tab's statuses). Each item once.
 */
async function lookUp(hotelId: string, tab: DashboardTab, tokens: readonly string[]) {
  const narrowing = (token: string) => ({ token, max: SEARCH_HIT_LIMIT });
  const full = (results: readonly unknown[][]) =>
    results.some((result) => result.length >= SEARCH_HIT_LIMIT);
  if (!MATCH_TABS.has(tab)) {
    const results = await Promise.all(
      tokens.map((token) =>
        fetchHotelQuery(db, TAB_QUERIES[tab] as HotelQueryName, hotelId, narrowing(token)),
      ),
    );
    return { data: withHits([], results.flat() as TabData) ?? [], full: full(results) };
  }
  const [found, lost] = await Promise.all([
    Promise.all(
      tokens.map((token) => fetchHotelQuery(db, 'matchedFound', hotelId, narrowing(token))),
    ),
    Promise.all(
      tokens.map((token) => fetchHotelQuery(db, 'matchedLost', hotelId, narrowing(token))),
    ),
  ]);
  const items = { found: byId(found.flat()), lost: byId(lost.flat()) };
  const matchIds = new Set(
    [...items.found.values(), ...items.lost.values()].flatMap((item) =>
      item.matchId ? [item.matchId] : [],
    ),
  );
  const statuses: readonly string[] = tab === 'shipped' ? ['shipped'] : DASHBOARD_MATCHED_STATUSES;
  const matches = (
    await fetchHotelDocumentsById(db, TAB_QUERIES[tab] as HotelQueryName, hotelId, [...matchIds])
  ).filter((match) => statuses.includes((match as Match).status));
  return { data: matches as TabData, full: full([...found, ...lost]), items };
}

/**
 * Items of the tab that the typed search may match, wherever they are in its history:
 * the most selective word is looked up in the search index (with the item types whose label
 * contains it) once typing has paused; the browser then applies the full search to them together
 * with the loaded rows. Idle when `enabled` is false (every row is loaded already).
 */
export function useSearchHits(
  hotelId: string,
  tab: DashboardTab,
  search: string,
  enabled: boolean,
): SearchHits {
  const t = useDynamicT();
  const tokens = useMemo(() => {
    if (!enabled) return [];
    const word = mostSelectiveWord(searchWords(search));
    if (word === null) return [];
    const types = ITEM_TYPES.filter((type) =>
      itemTypeLabel(type.name, t).toLowerCase().includes(word),
    ).map((type) => type.name);
    return queryTokens(word, types);
  }, [enabled, search, t]);
  const key = tokens.length ? `${hotelId}:${tab}:${tokens.join('|')}` : null;
  const [settled] = useDebouncedValue(key, 250);
  const lookup = useLoad(settled === key ? key : null, () => lookUp(hotelId, tab, tokens));
  if (key === null) return { status: 'idle', data: null };
  if (lookup.status === 'success') return { status: 'success', ...lookup.data };
  if (lookup.status === 'error') return { status: 'error', data: null, error: lookup.error };
  return { status: 'loading', data: null };
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
 * The Due view. Its count, on the tab, is four aggregation queries: per retention group,
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
  // The earliest-due items first, DUE_PAGE at a time: a hotel that kept years of items past their
  // retention reads and renders a page of them, not all of them. Another hotel starts again.
  const [page, setPage] = useState({ hotelId, shown: DUE_PAGE });
  const shown = page.hotelId === hotelId ? page.shown : DUE_PAGE;
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
  // Within a group the oldest item is the earliest due, so the first `shown` of every group hold
  // the first `shown` of all.
  const groups = [
    useHotelQuery(DUE_QUERIES.perishables, listed, { orderAtMost: cutoffs[0], max: shown }),
    useHotelQuery(DUE_QUERIES.general, listed, { orderAtMost: cutoffs[1], max: shown }),
    useHotelQuery(DUE_QUERIES.valuables, listed, { orderAtMost: cutoffs[2], max: shown }),
    useHotelQuery(DUE_QUERIES.documents, listed, { orderAtMost: cutoffs[3], max: shown }),
  ];
  const failed = groups.find((group) => group.status === 'error');
  const loading = groups.some((group) => group.status === 'loading');
  // Every due item is loaded when no group filled its limit (a group still showing its smaller
  // page while Show more reads the next one says nothing yet: `stale`).
  const complete = groups.every(
    (group) => group.status === 'success' && !group.stale && group.data.length < shown,
  );
  const [perishables, general, valuables, documents] = groups.map((group) => group.data);
  const all = useMemo(
    () =>
      dueItems(
        [perishables, general, valuables, documents].flatMap((data) => data ?? []),
        retention,
        now,
      ),
    [perishables, general, valuables, documents, retention, now],
  );
  const rows = useMemo(() => all.slice(0, shown), [all, shown]);
  const found: LiveState<FoundItem[]> = failed
    ? { status: 'error', data: undefined, error: failed.error ?? new Error('Due items') }
    : loading
      ? { status: 'loading', data: undefined, error: null }
      : { status: 'success', data: rows.map((row) => row.item), error: null };
  // Once every due item is loaded their number is the count, live; before, the aggregation's.
  const dueCount = found.status === 'success' && complete ? all.length : (count.data ?? null);
  const more = found.status === 'success' && (!complete || all.length > shown);
  const showMore = () => setPage({ hotelId, shown: shown + DUE_PAGE });
  return { found, rows, count: dueCount, more, showMore };
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
        fetchHotelDocumentsById(db, 'matchedFound', hotelId, foundIds),
        fetchHotelDocumentsById(db, 'matchedLost', hotelId, lostIds),
      ]);
      return { found: byId(found), lost: byId(lost) };
    },
  );
  return loaded.data;
}
