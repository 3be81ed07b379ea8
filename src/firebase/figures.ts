import {
  collection,
  doc,
  getCountFromServer,
  onSnapshot,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import {
  AGE_BUCKETS,
  ageBucketRanges,
  lastMonths,
  monthTotals,
  type AgeBucket,
} from '@/domain/figures';
import { figuresFromRollup, toFiguresRollup } from '@/domain/figures-rollup-read';
import { countReads } from './read-counter';
import type { OnData, OnError, Unsubscribe } from './listen';

export interface MonthCounts {
  /** `YYYY-MM` */
  key: string;
  found: number;
  returned: number;
}

export interface FigureCounts {
  /** The last 12 months, oldest first; the last is the current month. */
  months: MonthCounts[];
  /** Found and returned over those 12 months. */
  last12: { found: number; returned: number };
  /** Open (pending, not deleted) found items by days since the date found. */
  openByAge: Record<AgeBucket, number>;
  lostReports: number;
  matchedReports: number;
}

const count = async (source: Query) => {
  // Each count is a request the rules check the caller's users/{uid} record for (revocation).
  countReads('ruleReads');
  return (await getCountFromServer(source)).data().count;
};

/** Where the functions keep a hotel's figures (src/domain/figures-rollup.ts). */
export const figuresRollupPath = (hotelId: string) => `hotels/${hotelId}/rollups/figures`;

/**
 * The figures, live, from the one document the functions keep per hotel
 * (functions/src/lib/figures-rollup.ts), counted at `now()` each time it changes. A hotel whose
 * document does not exist yet (no item counted since the function was deployed, and no backfill:
 * docs/deploy.md) is counted once with the aggregation queries instead.
 */
export function subscribeFigureCounts(
  db: Firestore,
  hotelId: string,
  now: () => Date,
  onData: OnData<FigureCounts>,
  onError: OnError,
): Unsubscribe {
  let active = true;
  let counted = false;
  countReads('ruleReads');
  const stop = onSnapshot(
    doc(db, figuresRollupPath(hotelId)),
    (snapshot) => {
      if (!snapshot.metadata.fromCache) countReads('documents');
      if (snapshot.exists()) {
        onData(figuresFromRollup(toFiguresRollup(snapshot.data()), now()));
      } else if (!snapshot.metadata.fromCache && !counted) {
        counted = true;
        fetchFigureCounts(db, hotelId, now()).then(
          (counts) => active && onData(counts),
          (error: unknown) => active && onError(error as Error),
        );
      }
    },
    onError,
  );
  return () => {
    active = false;
    stop();
  };
}

/**
 * Figures for admins from aggregation queries, never reading the items: open found
 * items by age (pending, not deleted, by date-found ranges of day strings), found items (by
 * createdAt) and returned ones (shipped matches by shippedAt, plus found items returned in person
 * by disposition.at) per month for 12 months and their totals, and the hotel's lost reports, all
 * and matched (matched or returned). Read once per hotel and month.
 */
export async function fetchFigureCounts(
  db: Firestore,
  hotelId: string,
  now: Date,
  timeZone?: string,
): Promise<FigureCounts> {
  const found = collection(db, 'found-items');
  const matches = collection(db, 'matches');
  const lost = collection(db, 'lost-items');
  /** How many of the hotel's documents in `source` pass the filters. */
  const countOf = (source: Query, ...filters: QueryFieldFilterConstraint[]) =>
    count(query(source, where('hotelId', '==', hotelId), ...filters));
  const notDeleted = where('deleted', '==', false);
  const ranges = ageBucketRanges(now, timeZone);
  const byAge = Promise.all(
    AGE_BUCKETS.map((bucket) => {
      const { from, before } = ranges[bucket];
      const until = before === undefined ? [] : [where('dateFound', '<', before)];
      return countOf(
        found,
        where('status', '==', 'pending'),
        notDeleted,
        where('dateFound', '>=', from),
        ...until,
      );
    }),
  );
  const perMonth = lastMonths(now, 12).map(async (month) => {
    const [start, end] = [Timestamp.fromDate(month.start), Timestamp.fromDate(month.end)];
    const inMonth = (field: string) => [where(field, '>=', start), where(field, '<', end)];
    const [foundCount, shippedCount, returnedInPerson] = await Promise.all([
      countOf(found, notDeleted, ...inMonth('createdAt')),
      countOf(matches, where('status', '==', 'shipped'), ...inMonth('shippedAt')),
      // Returned in person (also the found item of a match picked up at the desk).
      countOf(found, where('status', '==', 'returned'), ...inMonth('disposition.at')),
    ]);
    return { key: month.key, found: foundCount, returned: shippedCount + returnedInPerson };
  });
  const [ageCounts, monthCounts, lostReports, matchedReports] = await Promise.all([
    byAge,
    Promise.all(perMonth),
    countOf(lost, notDeleted),
    // A report picked up in person was matched too.
    countOf(lost, notDeleted, where('status', 'in', ['matched', 'returned'])),
  ]);
  const openByAge = Object.fromEntries(
    AGE_BUCKETS.map((bucket, index) => [bucket, ageCounts[index]]),
  ) as Record<AgeBucket, number>;
  return {
    months: monthCounts,
    last12: monthTotals(monthCounts),
    openByAge,
    lostReports,
    matchedReports,
  };
}
