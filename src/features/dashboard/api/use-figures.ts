import {
  collection,
  getCountFromServer,
  query,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { lastMonths } from '@/domain/figures';
import { db } from '@/firebase/app';

export interface MonthCounts {
  /** `YYYY-MM` */
  key: string;
  found: number;
  returned: number;
}

export interface FigureCounts {
  /** The last 12 months, oldest first; the last is the current month. */
  months: MonthCounts[];
  lostReports: number;
  matchedReports: number;
}

export type FiguresState =
  | { status: 'loading' }
  | { status: 'success'; data: FigureCounts }
  | { status: 'error'; error: Error };

const count = async (source: Query) => (await getCountFromServer(source)).data().count;

/**
 * Figures for admins (issue 17) from aggregation queries, never reading the items: found items
 * (by createdAt) and returned ones (shipped matches by shippedAt, plus found items returned in
 * person by disposition.at) per month for 12 months, and the hotel's lost reports, all and
 * matched (matched or returned). Read once per hotel and month.
 */
export async function fetchFigureCounts(hotelId: string, now: Date): Promise<FigureCounts> {
  const found = collection(db, 'found-items');
  const matches = collection(db, 'matches');
  const lost = collection(db, 'lost-items');
  const months = lastMonths(now, 12);
  const perMonth = months.map(async (month) => {
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
  const [monthCounts, lostReports, matchedReports] = await Promise.all([
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
  return { months: monthCounts, lostReports, matchedReports };
}

export function useFigureCounts(hotelId: string): FiguresState {
  const [state, setState] = useState<{ key: string; value: FiguresState } | null>(null);
  const now = new Date();
  const key = `${hotelId}:${now.getFullYear()}-${now.getMonth()}`;
  useEffect(() => {
    let active = true;
    fetchFigureCounts(hotelId, new Date()).then(
      (data) => active && setState({ key, value: { status: 'success', data } }),
      (error: unknown) =>
        active &&
        setState({
          key,
          value: {
            status: 'error',
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    );
    return () => {
      active = false;
    };
  }, [hotelId, key]);
  return state?.key === key ? state.value : { status: 'loading' };
}
