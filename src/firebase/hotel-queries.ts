import {
  documentId,
  getCountFromServer,
  getDocs,
  onSnapshot,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  hotelCollectionOf,
  hotelQueryOf,
  type HotelQueryItem,
  type HotelQueryName,
  type QueryNarrowing,
} from './hotel-query-specs';
import { listen, readOnce, stopAfter, type OnData, type OnError, type Unsubscribe } from './listen';
import { countReads } from './read-counter';

/**
 * The named queries of one hotel's lists (./hotel-query-specs, spec §7): live, held, read once,
 * by id or counted.
 */

/** A named query of one hotel, live, in its order and size (or narrowed). */
export function subscribeHotelQuery<N extends HotelQueryName>(
  db: Firestore,
  name: N,
  hotelId: string,
  onData: OnData<HotelQueryItem<N>[]>,
  onError: OnError,
  narrowing: QueryNarrowing = {},
): Unsubscribe {
  return listen(hotelQueryOf(db, name, hotelId, narrowing), onData, onError);
}

/**
 * Starts a named query of one hotel listening before the screen that shows it has loaded, and
 * keeps it for `holdMs`: the screen's own listener on the same query, started meanwhile, gets its
 * rows from this one at once (Firestore serves every listener of one query from one target).
 * Nothing is reported: a refusal (no access to the hotel) is the screen's listener's to report.
 * Returns a stop that ends the hold early.
 */
export function holdHotelQuery<N extends HotelQueryName>(
  db: Firestore,
  name: N,
  hotelId: string,
  narrowing: QueryNarrowing,
  holdMs: number,
): Unsubscribe {
  countReads('ruleReads');
  const stop = onSnapshot(
    hotelQueryOf(db, name, hotelId, narrowing),
    () => undefined,
    () => undefined,
  );
  return stopAfter(stop, holdMs);
}

/** A named query of one hotel, read once (or narrowed). */
export async function fetchHotelQuery<N extends HotelQueryName>(
  db: Firestore,
  name: N,
  hotelId: string,
  narrowing: QueryNarrowing = {},
): Promise<HotelQueryItem<N>[]> {
  countReads('ruleReads');
  return readOnce(hotelQueryOf(db, name, hotelId, narrowing));
}

/**
 * Documents of a named query's collection by id, within the hotel (the query's other filters are
 * left to the caller: Firestore takes one `in` per query). Ids are read 30 at a time.
 */
export async function fetchHotelDocumentsById<N extends HotelQueryName>(
  db: Firestore,
  name: N,
  hotelId: string,
  ids: readonly string[],
): Promise<HotelQueryItem<N>[]> {
  const collection = hotelCollectionOf(db, name);
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += 30) chunks.push(ids.slice(start, start + 30));
  const snapshots = await Promise.all(
    chunks.map((chunk) =>
      getDocs(query(collection, where('hotelId', '==', hotelId), where(documentId(), 'in', chunk))),
    ),
  );
  countReads('ruleReads', chunks.length);
  countReads(
    'documents',
    snapshots.reduce((sum, snapshot) => sum + snapshot.size, 0),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs.map((d) => d.data()));
}

/**
 * The exact size of a named query (its filters and narrowing, without order and limit): an
 * aggregation.
 */
export async function countHotelQuery(
  db: Firestore,
  name: HotelQueryName,
  hotelId: string,
  narrowing: Pick<QueryNarrowing, 'orderAtMost' | 'token'> = {},
): Promise<number> {
  const counted = hotelQueryOf(db, name, hotelId, narrowing, false);
  countReads('ruleReads');
  const count = (await getCountFromServer(counted)).data().count;
  // Billed as one read per started 1,000 index entries.
  countReads('aggregations', Math.max(1, Math.ceil(count / 1000)));
  return count;
}
