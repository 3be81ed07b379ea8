import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import ja from '@/i18n/locales/ja.json';
import {
  allDueRead,
  FIRST_WINDOW,
  matchIdsOf,
  MATCH_TAB_STATUSES,
  mergeMatchedItems,
  reachedHitLimit,
  SEARCH_HIT_LIMIT,
  searchLookupTokens,
  TAB_MATCHES,
  tabCounts,
  windowForPage,
  withHits,
} from './dashboard-lists';
import type { FoundItem, LostItem, Match } from './entities';

describe('the rows a tab listens to (windowForPage)', () => {
  const whole = 2000;

  it('reads two pages when the tab opens, and the first window while it covers the next page', () => {
    expect(windowForPage(1, 50, whole)).toBe(FIRST_WINDOW);
    expect(windowForPage(1, 25, whole)).toBe(FIRST_WINDOW);
    expect(windowForPage(3, 25, whole)).toBe(FIRST_WINDOW);
  });

  it('grows in whole steps of 200 so that the page after the shown one is already read', () => {
    expect(windowForPage(2, 50, whole)).toBe(200);
    expect(windowForPage(3, 50, whole)).toBe(200);
    expect(windowForPage(4, 50, whole)).toBe(400);
    expect(windowForPage(8, 50, whole)).toBe(600);
  });

  it('never reads more than the whole list a tab may hold', () => {
    expect(windowForPage(100, 50, whole)).toBe(whole);
    expect(windowForPage(5, 50, 250)).toBe(250);
  });
});

describe('what a typed search looks up in the index (searchLookupTokens)', () => {
  const translateWith = (messages: { itemTypes: Record<string, string> }) => (key: string) =>
    messages.itemTypes[key.replace('itemTypes.', '')] ?? key;

  it('looks up the most selective word only, with the item types whose label holds it', () => {
    const tokens = searchLookupTokens('red phone', translateWith(en));
    expect(tokens[0]).toBe('phone');
    expect(tokens).toContain('smartphone');
    expect(tokens).not.toContain('red');
    // A word no type's label holds is looked up alone.
    expect(searchLookupTokens('an iphone', translateWith(en))).toEqual(['iphone']);
  });

  it('finds item types by their label in the reader language', () => {
    expect(searchLookupTokens('財布', translateWith(ja))).toEqual(['財布', 'wallet']);
    expect(searchLookupTokens('財布', translateWith(en))).toEqual(['財布']);
  });

  it('looks nothing up for a search without a letter or digit', () => {
    expect(searchLookupTokens('', translateWith(en))).toEqual([]);
    expect(searchLookupTokens(' , 、 ', translateWith(en))).toEqual([]);
    expect(searchLookupTokens('--', translateWith(en))).toEqual([]);
  });
});

describe('the search hits', () => {
  it('say more items may match when a lookup came back at its limit', () => {
    const full = Array.from({ length: SEARCH_HIT_LIMIT }, (_, index) => index);
    expect(reachedHitLimit([[1, 2], full])).toBe(true);
    expect(reachedHitLimit([[1, 2], full.slice(1)])).toBe(false);
    expect(reachedHitLimit([])).toBe(false);
  });

  it('join the loaded rows once each, after them, the loaded (live) copy winning', () => {
    const rows = [
      { id: 'a', v: 'live' },
      { id: 'b', v: 'live' },
    ];
    const hits = [
      { id: 'c', v: 'hit' },
      { id: 'a', v: 'hit' },
      { id: 'c', v: 'hit again' },
      { id: 'd', v: 'hit' },
    ];
    expect(withHits(rows, hits)).toEqual([
      { id: 'a', v: 'live' },
      { id: 'b', v: 'live' },
      { id: 'c', v: 'hit' },
      { id: 'd', v: 'hit' },
    ]);
  });

  it('leave the rows as they are while there are no hits or no rows yet', () => {
    const rows = [{ id: 'a' }];
    expect(withHits(rows, null)).toBe(rows);
    expect(withHits(rows, [])).toBe(rows);
    expect(withHits(undefined, [{ id: 'a' }])).toBeUndefined();
  });
});

describe('the tabs of matches', () => {
  it('read the matches of the matched items the search found, each once', () => {
    const items = {
      found: new Map([
        ['f1', { matchId: 'm1' }],
        ['f2', { matchId: null }],
      ]),
      lost: new Map([
        ['l1', { matchId: 'm1' }],
        ['l2', { matchId: 'm2' }],
      ]),
    };
    expect(matchIdsOf(items)).toEqual(['m1', 'm2']);
  });

  it('keep the later read of a matched item when two reads hold it', () => {
    const older = { id: 'f1', storageLocation: 'Shelf A' } as FoundItem;
    const newer = { id: 'f1', storageLocation: 'Shelf B' } as FoundItem;
    const lost = { id: 'l1' } as LostItem;
    const merged = mergeMatchedItems(
      { found: new Map([['f1', older]]), lost: new Map([['l1', lost]]) },
      { found: new Map([['f1', newer]]), lost: new Map() },
    );
    expect(merged.found.get('f1')?.storageLocation).toBe('Shelf B');
    expect(merged.lost.get('l1')).toBe(lost);
    expect(mergeMatchedItems({ found: new Map([['f1', older]]), lost: new Map() }).found.size).toBe(
      1,
    );
  });

  it('list only their own statuses: shipped matches on the shipped tab, open ones on matched', () => {
    expect(MATCH_TAB_STATUSES.shipped).toEqual(['shipped']);
    expect(MATCH_TAB_STATUSES.matched).not.toContain('shipped');
    expect(MATCH_TAB_STATUSES.matched).toContain('on-hold');
  });

  it('are the only tabs whose rows are matches', () => {
    const matches = [{ id: 'm1' }] as Match[];
    expect(TAB_MATCHES.matched(matches)).toBe(matches);
    expect(TAB_MATCHES.shipped(matches)).toBe(matches);
    expect(TAB_MATCHES.found([])).toBeNull();
    expect(TAB_MATCHES.lost([])).toBeNull();
    expect(TAB_MATCHES.discarded([])).toBeNull();
    expect(TAB_MATCHES.closed([])).toBeNull();
  });
});

describe('the counts on the tabs (tabCounts)', () => {
  it('show the open tab’s own rows while all of them are loaded, else the exact counts', () => {
    const exact = { found: 120, lost: 7, matched: 3 };
    expect(tabCounts(exact, { tab: 'lost', rows: 8, complete: true })).toEqual({
      found: 120,
      lost: 8,
      matched: 3,
      shipped: null,
      discarded: null,
      closed: null,
    });
    expect(tabCounts(exact, { tab: 'found', rows: 100, complete: false }).found).toBe(120);
    expect(tabCounts({}, { tab: 'found', rows: 100, complete: false }).found).toBeNull();
  });
});

describe('the Due view’s paging (allDueRead)', () => {
  const group = (length: number, stale = false) => ({ length, stale });

  it('has every due item once each group is read and none filled its page', () => {
    expect(allDueRead([group(3), group(0), group(99), group(1)], 100)).toBe(true);
  });

  it('may have more while a group filled its page, is still being read or shows its last page', () => {
    expect(allDueRead([group(100), group(0), group(0), group(0)], 100)).toBe(false);
    expect(allDueRead([group(3), null, group(0), group(0)], 100)).toBe(false);
    expect(allDueRead([group(30, true), group(0), group(0), group(0)], 200)).toBe(false);
  });
});
