import {
  collection,
  FieldPath,
  limit,
  orderBy,
  query,
  where,
  type CollectionReference,
  type Firestore,
  type Query,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { FINAL_FOUND_STATUSES } from '@/domain/disposition';
import type { RetentionGroup } from '@/domain/retention';
import { DASHBOARD_MATCHED_STATUSES } from '@/domain/status-transitions';
import {
  foundItemConverter,
  lostItemConverter,
  matchConverter,
  policeHandoverConverter,
} from './converters';

/**
 * The named queries of one hotel's lists (spec §7), as Firestore queries: what each one filters
 * and orders by (./hotel-queries listens, reads, counts and holds them). Deleted
 * items are filtered in the query (deleted == false), so every list, count and candidate query
 * leaves them out. Every query is listed in tests/rules/query-manifest.json and has its composite
 * index in firestore.indexes.json.
 */

/**
 * Live lists hold at most this many documents. Beyond it a listener costs a read per document on
 * every open and the emulator stops delivering the first snapshot (about 4 MB); the dashboard then
 * shows the newest ones and counts the rest with an aggregation query.
 */
export const LIVE_LIST_LIMIT = 2000;

const foundItems = (db: Firestore) =>
  collection(db, 'found-items').withConverter(foundItemConverter);
const lostItems = (db: Firestore) => collection(db, 'lost-items').withConverter(lostItemConverter);
const matches = (db: Firestore) => collection(db, 'matches').withConverter(matchConverter);
const policeHandovers = (db: Firestore) =>
  collection(db, 'police-handovers').withConverter(policeHandoverConverter);

/** The newest handovers shown on the hotel's handover book; older ones stay in Firestore. */
export const HANDOVER_PAGE_SIZE = 200;

/** A query of one hotel's documents: its filters, then the order and size it is shown in. */
interface HotelQuery<T> {
  of: (db: Firestore) => CollectionReference<T>;
  filters: QueryFieldFilterConstraint[];
  /** Newest first by this field, at most `max` documents; none for a one-shot candidate read. */
  newestBy?: string;
  max?: number;
  /** Oldest first instead (the Due view reads the longest-stored items). */
  ascending?: boolean;
}

const hotelQuery = <T>(
  of: (db: Firestore) => CollectionReference<T>,
  filters: QueryFieldFilterConstraint[],
  newestBy?: string,
  max = LIVE_LIST_LIMIT,
  ascending = false,
): HotelQuery<T> => ({ of, filters, newestBy, max, ascending });

/**
 * What a screen may narrow a named query by: fewer documents (a dashboard tab shows its newest
 * rows first), an upper bound on the order field (the Due view), or items whose search index
 * holds a token (dashboard search, src/domain/search-index.ts). A token query has equality
 * filters only (Firestore merges its single-field indexes), so it comes in document order.
 */
export interface QueryNarrowing {
  max?: number;
  orderAtMost?: string;
  /** A lower bound on the order field (the police section of the Due view). */
  orderAtLeast?: string;
  token?: string;
}

const status = (value: string) => where('status', '==', value);
const statusIn = (values: readonly string[]) => where('status', 'in', [...values]);
const notDeleted = where('deleted', '==', false);
const dueOf = (group: RetentionGroup) =>
  hotelQuery(
    foundItems,
    [status('pending'), notDeleted, where('retentionGroup', '==', group)],
    'dateFound',
    LIVE_LIST_LIMIT,
    true,
  );
const unmatched = where('matchId', '==', null);

/**
 * Every query of one hotel that the app runs (spec §7), by name. The filters come after
 * `hotelId ==` in this order; tests/rules/query-manifest.json lists each query and
 * firestore.indexes.json holds its composite index.
 */
const HOTEL_QUERIES = {
  /** The found list: every (non-deleted) found item of the hotel. */
  foundItems: hotelQuery(foundItems, [notDeleted], 'createdAt'),
  /** Dashboard tabs. */
  pendingFound: hotelQuery(foundItems, [status('pending'), notDeleted], 'createdAt'),
  pendingLost: hotelQuery(lostItems, [status('pending'), notDeleted], 'createdAt'),
  openMatches: hotelQuery(matches, [statusIn(DASHBOARD_MATCHED_STATUSES)], 'matchedAt'),
  shippedMatches: hotelQuery(matches, [status('shipped')], 'shippedAt'),
  /** Matches awaiting a manager's approval, however old. */
  heldMatches: hotelQuery(matches, [status('on-hold')], 'matchedAt'),
  discardedFound: hotelQuery(foundItems, [status('discarded'), notDeleted], 'discardedAt'),
  /**
   * The Due view: one retention group's pending found items, longest stored first (narrowed
   * to those found by the group's cut-off day).
   */
  duePerishables: dueOf('perishables'),
  dueGeneral: dueOf('general'),
  dueValuables: dueOf('valuables'),
  dueDocuments: dueOf('documents'),
  /**
   * The Due view's police section: pending found items by date found, oldest first (narrowed to
   * those found since earliestPoliceDueDay; staff-found and unmatched are picked in the browser).
   */
  policeDue: hotelQuery(
    foundItems,
    [status('pending'), notDeleted],
    'dateFound',
    LIVE_LIST_LIMIT,
    true,
  ),
  /** Found items in a final disposition, latest first. */
  closedFound: hotelQuery(
    foundItems,
    [statusIn(FINAL_FOUND_STATUSES), notDeleted],
    'disposition.at',
  ),
  /** The matched items, whose full fields make the matched and shipped tabs searchable. */
  matchedFound: hotelQuery(foundItems, [status('matched'), notDeleted], 'createdAt'),
  matchedLost: hotelQuery(lostItems, [status('matched'), notDeleted], 'createdAt'),
  /** Candidates (spec §7): items of the hotel with matchId null and status pending. */
  lostCandidates: hotelQuery(lostItems, [unmatched, status('pending'), notDeleted]),
  foundCandidates: hotelQuery(foundItems, [unmatched, status('pending'), notDeleted]),
  /** The hotel's police handover book. */
  policeHandovers: hotelQuery(policeHandovers, [], 'createdAt', HANDOVER_PAGE_SIZE),
};
export type HotelQueryName = keyof typeof HOTEL_QUERIES;
export type HotelQueryItem<N extends HotelQueryName> =
  (typeof HOTEL_QUERIES)[N] extends HotelQuery<infer T> ? T : never;

/** The collection a named query reads (with its converter). */
export function hotelCollectionOf<N extends HotelQueryName>(
  db: Firestore,
  name: N,
): Query<HotelQueryItem<N>> {
  return (HOTEL_QUERIES[name] as HotelQuery<HotelQueryItem<N>>).of(db);
}

/** The Firestore query of a named query of one hotel (`shown`: in its order and size). */
export function hotelQueryOf<N extends HotelQueryName>(
  db: Firestore,
  name: N,
  hotelId: string,
  narrowing: QueryNarrowing = {},
  shown = true,
): Query<HotelQueryItem<N>> {
  const spec = HOTEL_QUERIES[name] as HotelQuery<HotelQueryItem<N>>;
  const filters = [where('hotelId', '==', hotelId), ...spec.filters];
  if (narrowing.token !== undefined)
    filters.push(where(new FieldPath('searchIndex', narrowing.token), '==', true));
  if (narrowing.orderAtMost !== undefined && spec.newestBy)
    filters.push(where(spec.newestBy, '<=', narrowing.orderAtMost));
  if (narrowing.orderAtLeast !== undefined && spec.newestBy)
    filters.push(where(spec.newestBy, '>=', narrowing.orderAtLeast));
  const filtered = query(spec.of(db), ...filters);
  if (!shown || !spec.newestBy) return filtered;
  const size = Math.min(narrowing.max ?? Infinity, spec.max ?? LIVE_LIST_LIMIT);
  if (narrowing.token !== undefined) return query(filtered, limit(size));
  return query(filtered, orderBy(spec.newestBy, spec.ascending ? 'asc' : 'desc'), limit(size));
}
