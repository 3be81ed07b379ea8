import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import type { DashboardTab } from '@/domain/dashboard';
import {
  byId,
  MATCH_TAB_STATUSES,
  matchIdsOf,
  reachedHitLimit,
  SEARCH_HIT_LIMIT,
  searchLookupTokens,
  withHits,
  type MatchedItems,
  type MatchTab,
  type TabItems,
} from '@/domain/dashboard-lists';
import type { Match } from '@/domain/entities';
import { useLoad } from '@/hooks/use-load';
import { useDynamicT } from '@/i18n/use-dynamic-t';
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

const narrowing = (token: string) => ({ token, max: SEARCH_HIT_LIMIT });

/** An item tab's lookup: one per token, each item once. */
const lookUpItems =
  <Item extends { id: string }>(tabQuery: TabQuery<Item>) =>
  async (hotelId: string, tokens: readonly string[]): Promise<Lookup<Item>> => {
    const results = await Promise.all(
      tokens.map((token) => tabQuery.fetch(hotelId, narrowing(token))),
    );
    return { data: withHits([], results.flat()) ?? [], full: reachedHitLimit(results) };
  };

/**
 * A match tab's lookup: the matched found and lost items holding each token, then their matches
 * that have this tab's statuses.
 */
const lookUpMatches =
  (tab: MatchTab) =>
  async (hotelId: string, tokens: readonly string[]): Promise<Lookup<Match>> => {
    const [found, lost] = await Promise.all([
      Promise.all(tokens.map((token) => MATCHED_ITEMS.found.fetch(hotelId, narrowing(token)))),
      Promise.all(tokens.map((token) => MATCHED_ITEMS.lost.fetch(hotelId, narrowing(token)))),
    ]);
    const items = { found: byId(found.flat()), lost: byId(lost.flat()) };
    const matches = await TAB_QUERIES[tab].byId(hotelId, matchIdsOf(items));
    const statuses = MATCH_TAB_STATUSES[tab];
    return {
      data: matches.filter((match) => statuses.includes(match.status)),
      full: reachedHitLimit([...found, ...lost]),
      items,
    };
  };

const LOOKUPS: {
  [T in DashboardTab]: (hotelId: string, tokens: readonly string[]) => Promise<Lookup<TabItems[T]>>;
} = {
  found: lookUpItems(TAB_QUERIES.found),
  lost: lookUpItems(TAB_QUERIES.lost),
  matched: lookUpMatches('matched'),
  shipped: lookUpMatches('shipped'),
  discarded: lookUpItems(TAB_QUERIES.discarded),
  closed: lookUpItems(TAB_QUERIES.closed),
};

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
  const [settled] = useDebouncedValue(key, 250);
  const lookup = useLoad(settled === key ? key : null, () => LOOKUPS[tab](hotelId, tokens));
  if (key === null) return { status: 'idle', data: null };
  if (lookup.status === 'success') return { status: 'success', ...lookup.data };
  if (lookup.status === 'error') return { status: 'error', data: null, error: lookup.error };
  return { status: 'loading', data: null };
}
