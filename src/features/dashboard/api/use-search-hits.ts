import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DashboardTab } from '@/domain/dashboard';
import {
  byId,
  MATCH_TAB_STATUSES,
  matchIdsOf,
  SEARCH_HIT_LIMIT,
  searchLookupTokens,
  withHits,
  type MatchedItems,
  type MatchTab,
  type TabItems,
} from '@/domain/dashboard-lists';
import type { Match } from '@/domain/entities';
import { useDynamicT } from '@/i18n/use-dynamic-t';
import { queryKeys } from '@/lib/query-keys';
import { useKeyOncePaused } from '../hooks/use-key-once-paused';
import { MATCHED_ITEMS, TAB_QUERIES, type TabQuery } from './tab-queries';

/** What one search's lookups found: the tab's items, and on a match tab the matched items. */
interface Lookup<Item> {
  data: Item[];
  /** A lookup reached SEARCH_HIT_LIMIT: more items may match than were fetched. */
  full: boolean;
  /** On a match tab: the matched items found, which make their matches searchable. */
  items?: MatchedItems;
}

/** A search's outcome on the server: items of the tab found through the index. */
export type SearchHits<Item> =
  | { status: 'idle' | 'loading'; data: null; items?: undefined }
  | ({ status: 'success' } & Lookup<Item>)
  | { status: 'error'; data: null; error: Error; items?: undefined };

const narrowing = (token: string, max: number) => ({ token, max });
/** Whether any lookup came back full: more items may match than were fetched. */
const full = (results: readonly (readonly unknown[])[], max: number) =>
  results.some((result) => result.length >= max);

/** An item tab's lookup: one per token (at most `max` items each), each item once. */
const lookUpItems =
  <Item extends { id: string }>(tabQuery: TabQuery<Item>) =>
  async (hotelId: string, tokens: readonly string[], max: number): Promise<Lookup<Item>> => {
    const results = await Promise.all(
      tokens.map((token) => tabQuery.fetch(hotelId, narrowing(token, max))),
    );
    return { data: withHits([], results.flat()) ?? [], full: full(results, max) };
  };

/**
 * A match tab's lookup: the matched found and lost items holding each token, then their matches
 * that have this tab's statuses.
 */
const lookUpMatches =
  (tab: MatchTab) =>
  async (hotelId: string, tokens: readonly string[], max: number): Promise<Lookup<Match>> => {
    const [found, lost] = await Promise.all([
      Promise.all(tokens.map((token) => MATCHED_ITEMS.found.fetch(hotelId, narrowing(token, max)))),
      Promise.all(tokens.map((token) => MATCHED_ITEMS.lost.fetch(hotelId, narrowing(token, max)))),
    ]);
    const items = { found: byId(found.flat()), lost: byId(lost.flat()) };
    const matches = await TAB_QUERIES[tab].byId(hotelId, matchIdsOf(items));
    const statuses = MATCH_TAB_STATUSES[tab];
    return {
      data: matches.filter((match) => statuses.includes(match.status)),
      full: full([...found, ...lost], max),
      items,
    };
  };

const LOOKUPS: {
  [T in DashboardTab]: (
    hotelId: string,
    tokens: readonly string[],
    max: number,
  ) => Promise<Lookup<TabItems[T]>>;
} = {
  found: lookUpItems(TAB_QUERIES.found),
  lost: lookUpItems(TAB_QUERIES.lost),
  matched: lookUpMatches('matched'),
  shipped: lookUpMatches('shipped'),
  discarded: lookUpItems(TAB_QUERIES.discarded),
  closed: lookUpItems(TAB_QUERIES.closed),
};

/** What a search's lookups found on one tab (`full`: more may match than were fetched). */
export type TabLookup<T extends DashboardTab> = { tab: T } & Lookup<TabItems[T]>;

/** Another tab's items in the search index for `tokens`, at most `max` a token. */
export async function lookUpTab<T extends DashboardTab>(
  tab: T,
  hotelId: string,
  tokens: readonly string[],
  max: number,
): Promise<TabLookup<T>> {
  return { tab, ...(await LOOKUPS[tab](hotelId, tokens, max)) };
}

/**
 * Items of the tab that the typed search may match, wherever they are in its history:
 * the most selective word is looked up in the search index (with the item types whose label
 * contains it) once typing has paused; the browser then applies the full search to them together
 * with the loaded rows. Idle when `enabled` is false (every row is loaded already).
 */
export function useSearchHits<T extends DashboardTab>(
  hotelId: string,
  tab: T,
  search: string,
  enabled: boolean,
): SearchHits<TabItems[T]> {
  const t = useDynamicT();
  const tokens = useMemo(
    () => (enabled ? searchLookupTokens(search, t) : []),
    [enabled, search, t],
  );
  const key = tokens.length ? `${hotelId}:${tab}:${tokens.join('|')}` : null;
  const paused = useKeyOncePaused(key, search);
  const lookup = useQuery({
    queryKey: queryKeys.search.openTab(paused ?? ''),
    queryFn: () => LOOKUPS[tab](hotelId, tokens, SEARCH_HIT_LIMIT),
    enabled: paused !== null,
  });
  if (key === null) return { status: 'idle', data: null };
  if (paused === null) return { status: 'loading', data: null };
  if (lookup.status === 'success') return { status: 'success', ...lookup.data };
  if (lookup.status === 'error') return { status: 'error', data: null, error: lookup.error };
  return { status: 'loading', data: null };
}
