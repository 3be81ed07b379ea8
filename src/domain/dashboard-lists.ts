import type { DashboardTab } from './dashboard';
import { searchWords } from './dashboard-search';
import type { FoundItem, LostItem, Match } from './entities';
import { ITEM_TYPES, itemTypeLabel } from './item-types';
import { mostSelectiveWord, queryTokens } from './search-index';
import { DASHBOARD_MATCHED_STATUSES } from './status-transitions';

/**
 * What the dashboard reads for its tabs, decided without React or Firebase: each tab's kind of
 * row, how many rows a tab listens to, what the search looks up in the index and how its hits
 * join the loaded rows, and the counts the tabs show.
 */

/** Each tab's kind of row: generics keyed by the tab carry it, so no list needs a cast. */
export interface TabItems {
  found: FoundItem;
  lost: LostItem;
  matched: Match;
  shipped: Match;
  discarded: FoundItem;
  closed: FoundItem;
}

/** The tabs of matches: searched through the indexes of their matched found and lost items. */
export type MatchTab = Extract<DashboardTab, 'matched' | 'shipped'>;

/** The match statuses each tab of matches lists (the search's hits are filtered to them). */
export const MATCH_TAB_STATUSES: Record<MatchTab, readonly string[]> = {
  matched: DASHBOARD_MATCHED_STATUSES,
  shipped: ['shipped'],
};

/** The matches of a tab's rows: its rows on the tabs of matches, null on the others. */
const none = () => null;
const all = (matches: readonly Match[]) => matches;
export const TAB_MATCHES: {
  [T in DashboardTab]: (items: readonly TabItems[T][]) => readonly Match[] | null;
} = { found: none, lost: none, matched: all, shipped: all, discarded: none, closed: none };

/** Rows on one page of a dashboard tab. */
export const DASHBOARD_PAGE_SIZE = 50;
/** Rows a tab reads when it opens (two pages); paging on reads more in steps of WINDOW_STEP. */
export const FIRST_WINDOW = 100;
export const WINDOW_STEP = 200;
/** At most this many items come back from one token's lookup in the index. */
export const SEARCH_HIT_LIMIT = 500;
/** Due items read and shown at a time (and added by Show more). */
export const DUE_PAGE = 100;

/**
 * How many of a tab's newest rows to listen to so that `page` (1-based) and the next can be
 * shown: FIRST_WINDOW at first, then whole steps of WINDOW_STEP, never more than `whole` (the
 * most rows a tab holds in the browser).
 */
export function windowForPage(page: number, pageSize: number, whole: number): number {
  const needed = (page + 1) * pageSize;
  if (needed <= FIRST_WINDOW) return FIRST_WINDOW;
  return Math.min(whole, Math.ceil(needed / WINDOW_STEP) * WINDOW_STEP);
}

/**
 * The index tokens a typed search looks up: those of its most selective word, with the item
 * types whose (translated) label contains that word. Empty when no word has a letter or digit.
 */
export function searchLookupTokens(search: string, translate: (key: string) => string): string[] {
  const word = mostSelectiveWord(searchWords(search));
  if (word === null) return [];
  const types = ITEM_TYPES.filter((type) =>
    itemTypeLabel(type.name, translate).toLowerCase().includes(word),
  ).map((type) => type.name);
  return queryTokens(word, types);
}

/** Whether any lookup came back full: more items may match than were fetched. */
export function reachedHitLimit(results: readonly (readonly unknown[])[]): boolean {
  return results.some((result) => result.length >= SEARCH_HIT_LIMIT);
}

export const byId = <T extends { id: string }>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [item.id, item]));

/** The matched items behind the matched and shipped tabs, by id, when loaded (for search). */
export interface MatchedItems {
  found: ReadonlyMap<string, FoundItem>;
  lost: ReadonlyMap<string, LostItem>;
}

/** The matches the matched items belong to, each once. */
export function matchIdsOf(items: {
  found: ReadonlyMap<string, Pick<FoundItem, 'matchId'>>;
  lost: ReadonlyMap<string, Pick<LostItem, 'matchId'>>;
}): string[] {
  const ids = [...items.found.values(), ...items.lost.values()].flatMap((item) =>
    item.matchId ? [item.matchId] : [],
  );
  return [...new Set(ids)];
}

/** Two reads of matched items together; on the same id the second read's copy wins. */
export function mergeMatchedItems(first: MatchedItems, second?: MatchedItems): MatchedItems {
  return {
    found: new Map([...first.found, ...(second?.found ?? [])]),
    lost: new Map([...first.lost, ...(second?.lost ?? [])]),
  };
}

/** The loaded rows and the search hits, each item once (the first copy, the live one, wins). */
export function withHits<T extends { id: string }>(
  rows: T[] | undefined,
  hits: readonly T[] | null,
): T[] | undefined {
  if (!rows || !hits?.length) return rows;
  const seen = new Set(rows.map((row) => row.id));
  const added: T[] = [];
  for (const hit of hits) {
    if (seen.has(hit.id)) continue;
    seen.add(hit.id);
    added.push(hit);
  }
  return [...rows, ...added];
}

export type TabCounts = Record<DashboardTab, number | null>;

/**
 * The count each tab shows: the open tab's row count while all of it is loaded (it follows every
 * change at once), otherwise the aggregation's exact count once read (null before).
 */
export function tabCounts(
  exact: Partial<Record<DashboardTab, number>>,
  open: { tab: DashboardTab; rows: number; complete: boolean },
): TabCounts {
  const count = (tab: DashboardTab) =>
    tab === open.tab && open.complete ? open.rows : (exact[tab] ?? null);
  return {
    found: count('found'),
    lost: count('lost'),
    matched: count('matched'),
    shipped: count('shipped'),
    discarded: count('discarded'),
    closed: count('closed'),
  };
}

/**
 * Whether the Due view holds every due item. Its items come from one query per retention group,
 * each limited to `shown` (within a group the oldest is the earliest due, so the first `shown` of
 * every group hold the first `shown` of all): all are loaded when every group is read (null: not
 * yet) and none filled its limit. A group still showing its smaller page while Show more reads the
 * next (`stale`) says nothing yet.
 */
export function allDueRead(
  groups: readonly ({ length: number; stale: boolean } | null)[],
  shown: number,
): boolean {
  return groups.every((group) => group !== null && !group.stale && group.length < shown);
}
