import {
  collection,
  getCountFromServer,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import {
  AGE_BUCKETS,
  ageBucketRanges,
  lastMonths,
  monthTotals,
  type AgeBucket,
} from '@/domain/figures';

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

const count = async (source: Query) => (await getCountFromServer(source)).data().count;

/**
 * Figures for admins (issue 17) from aggregation queries, never reading the items: open found
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
  const ranges = ageBucketRanges(now, timeZone);
  const byAge = Promise.all(
    AGE_BUCKETS.map((bucket) => {
      const { from, before } = ranges[bucket];
      return count(
        query(
          found,
          where('hotelId', '==', hotelId),
          where('status', '==', 'pending'),
          where('deleted', '==', false),
          where('dateFound', '>=', from),
          ...(before === undefined ? [] : [where('dateFound', '<', before)]),
        ),
      );
    }),
  );
  const perMonth = lastMonths(now, 12).map(async (month) => {
    const [start, end] = [Timestamp.fromDate(month.start), Timestamp.fromDate(month.end)];
    const [foundCount, shippedCount, returnedInPerson] = await Promise.all([
      count(
        query(
          found,
          where('hotelId', '==', hotelId),
          where('deleted', '==', false),
          where('createdAt', '>=', start),
          where('createdAt', '<', end),
        ),
      ),
      count(
        query(
          matches,
          where('hotelId', '==', hotelId),
          where('status', '==', 'shipped'),
          where('shippedAt', '>=', start),
          where('shippedAt', '<', end),
        ),
      ),
      // Issue 17: returned in person (also the found item of a match picked up at the desk).
      count(
        query(
          found,
          where('hotelId', '==', hotelId),
          where('status', '==', 'returned'),
          where('disposition.at', '>=', start),
          where('disposition.at', '<', end),
        ),
      ),
    ]);
    return { key: month.key, found: foundCount, returned: shippedCount + returnedInPerson };
  });
  const [ageCounts, monthCounts, lostReports, matchedReports] = await Promise.all([
    byAge,
    Promise.all(perMonth),
    count(query(lost, where('hotelId', '==', hotelId), where('deleted', '==', false))),
    count(
      query(
        lost,
        where('hotelId', '==', hotelId),
        where('deleted', '==', false),
        // A report picked up in person (issue 17) was matched too.
        where('status', 'in', ['matched', 'returned']),
      ),
    ),
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
