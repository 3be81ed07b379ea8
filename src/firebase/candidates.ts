import {
  collection,
  FieldPath,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { FoundItem, LostItem } from '@/domain/entities';
import {
  CANDIDATE_PAGE_SIZE,
  mergeCandidates,
  type CandidatePlan,
} from '@/domain/matching/candidate-set';
import { foundItemConverter, lostItemConverter } from './converters';
import { readOnce } from './listen';

/**
 * Reads of the bounded candidate set (src/domain/matching/candidate-set.ts) and the pages of the
 * whole spec §7 candidate list by date. Every query carries the candidate filters (same hotel,
 * matchId null, status pending, not deleted); tests/rules/query-manifest.json lists them and
 * firestore.indexes.json holds their composite indexes.
 */
type Kind = 'found' | 'lost';
type ItemOf<K extends Kind> = K extends 'found' ? FoundItem : LostItem;

function candidates<K extends Kind>(db: Firestore, kind: K): CollectionReference<ItemOf<K>> {
  return (
    kind === 'found'
      ? collection(db, 'found-items').withConverter(foundItemConverter)
      : collection(db, 'lost-items').withConverter(lostItemConverter)
  ) as CollectionReference<ItemOf<K>>;
}

const candidateFilters = (hotelId: string) => [
  where('hotelId', '==', hotelId),
  where('matchId', '==', null),
  where('status', '==', 'pending'),
  where('deleted', '==', false),
];

async function read<K extends Kind>(
  db: Firestore,
  kind: K,
  constraints: QueryConstraint[],
): Promise<ItemOf<K>[]> {
  return readOnce(query(candidates(db, kind), ...constraints));
}

/** The candidates a plan names, each once, without the subject itself. */
export async function fetchPlannedCandidates<K extends Kind>(
  db: Firestore,
  kind: K,
  hotelId: string,
  subjectId: string,
  plan: CandidatePlan,
): Promise<ItemOf<K>[]> {
  const filters = candidateFilters(hotelId);
  const results = await Promise.all([
    ...plan.ranges.map((range) =>
      read(db, kind, [
        ...filters,
        where(range.field, '>=', range.from),
        where(range.field, '<=', range.to),
        orderBy(range.field, 'asc'),
        limit(range.limit),
      ]),
    ),
    ...plan.tokens.map((token) =>
      read(db, kind, [
        ...filters,
        where(new FieldPath('searchIndex', token), '==', true),
        limit(plan.tokenLimit),
      ]),
    ),
  ]);
  return mergeCandidates(subjectId, results);
}

/**
 * One page of the whole candidate list, newest day first (found items by the day found, lost
 * reports by the day lost), after the last item of the previous page.
 */
export async function fetchCandidatePage<K extends Kind>(
  db: Firestore,
  kind: K,
  hotelId: string,
  after: { day: string; id: string } | null,
): Promise<ItemOf<K>[]> {
  const field = kind === 'found' ? 'dateFound' : 'dateLost';
  return read(db, kind, [
    ...candidateFilters(hotelId),
    orderBy(field, 'desc'),
    orderBy('__name__', 'desc'),
    ...(after ? [startAfter(after.day, after.id)] : []),
    limit(CANDIDATE_PAGE_SIZE),
  ]);
}
