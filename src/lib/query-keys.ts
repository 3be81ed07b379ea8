import type { DashboardTab } from '@/domain/dashboard';

/**
 * Every TanStack Query key of the staff screens, in one place (docs/architecture.md, "One-shot
 * reads, counts and callables: TanStack Query"). A key starts with what it reads, then the hotel:
 * a write invalidates a whole kind (`queryKeys.counts.all`) or one hotel's (`counts.hotel(id)`).
 */
export const queryKeys = {
  counts: {
    all: ['counts'] as const,
    hotel: (hotelId: string) => ['counts', hotelId] as const,
    /** One dashboard tab's size (an aggregation query). */
    tab: (hotelId: string, tab: DashboardTab) => ['counts', hotelId, 'tab', tab] as const,
    /** Every dashboard tab's size: the prefix of `tab`. */
    tabs: (hotelId: string) => ['counts', hotelId, 'tab'] as const,
    /** The Due view's size for these retention cut-off days. */
    due: (hotelId: string, cutoffs: readonly string[]) =>
      ['counts', hotelId, 'due', ...cutoffs] as const,
    /** The found list's total, for the list's current window (`window`: its size and newest id). */
    foundItems: (hotelId: string, window: string) =>
      ['counts', hotelId, 'found-items', window] as const,
  },
  /** The found and lost items of a dashboard page's matches, read by id. */
  matchedItems: {
    all: ['matched-items'] as const,
    of: (hotelId: string, foundIds: readonly string[], lostIds: readonly string[]) =>
      ['matched-items', hotelId, foundIds.join(','), lostIds.join(',')] as const,
  },
  /** The dashboard search's lookups in the search index (the open tab's, the other tabs'). */
  search: {
    all: ['search'] as const,
    openTab: (lookup: string) => ['search', 'open-tab', lookup] as const,
    otherTabs: (lookup: string) => ['search', 'other-tabs', lookup] as const,
  },
  /** An unmatched item's ranked candidates of the other kind. */
  candidates: {
    all: ['candidates'] as const,
    of: (kind: 'lost' | 'found', itemId: string) => ['candidates', kind, itemId] as const,
  },
  /** The storage locations of the hotel's latest found items (the forms' suggestions). */
  storageLocations: {
    of: (hotelId: string) => ['storage-locations', hotelId] as const,
  },
  /** The hotel's users and pending invitations (a callable, for admins). */
  users: {
    of: (hotelId: string) => ['users', hotelId] as const,
  },
};

/**
 * What a staff write can change, for `invalidating` (src/lib/query-client.ts). Only what a screen
 * shows is read again at once; the rest is read when next shown.
 */
export const changedBy = {
  /**
   * An item or a match appeared, moved between tabs or went (a match, an unmatch, a shipment, a
   * disposition, a deletion): the counts, the search's lookups, the candidates, the matched items.
   */
  itemMove: [
    queryKeys.counts.all,
    queryKeys.search.all,
    queryKeys.candidates.all,
    queryKeys.matchedItems.all,
  ],
  /** An item's fields changed: what it is searched and ranked by, and the matches that show it. */
  itemEdit: [queryKeys.search.all, queryKeys.candidates.all, queryKeys.matchedItems.all],
} as const;
