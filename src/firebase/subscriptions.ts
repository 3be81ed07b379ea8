import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { ActivityEntry } from '@/domain/activity';
import type { Hotel } from '@/domain/entities';
import type { ReportRateHour } from '@/domain/mail-trust';
import {
  activityConverter,
  foundItemConverter,
  hotelConverter,
  lostItemConverter,
  matchConverter,
  policeHandoverConverter,
  reportRateConverter,
  userConverter,
} from './converters';
import { listen, type OnData, type OnError, type Unsubscribe } from './listen';
import { countReads } from './read-counter';

/**
 * Live reads other than the named lists of one hotel (those are in hotel-queries.ts): the hotel
 * directory, single documents, an item's activity and the hotel's report rates. Each takes
 * callbacks for data and for errors and returns its unsubscribe.
 */

export function subscribeHotels(
  db: Firestore,
  onData: OnData<Hotel[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(collection(db, 'hotels').withConverter(hotelConverter), orderBy('displayName', 'asc')),
    onData,
    onError,
    false,
  );
}
// ---------- single documents ----------

/** The documents screens listen to one at a time, by collection, with their converters. */
const DOCUMENTS = {
  hotel: (db: Firestore, id: string) => doc(db, 'hotels', id).withConverter(hotelConverter),
  user: (db: Firestore, id: string) => doc(db, 'users', id).withConverter(userConverter),
  lostItem: (db: Firestore, id: string) =>
    doc(db, 'lost-items', id).withConverter(lostItemConverter),
  foundItem: (db: Firestore, id: string) =>
    doc(db, 'found-items', id).withConverter(foundItemConverter),
  match: (db: Firestore, id: string) => doc(db, 'matches', id).withConverter(matchConverter),
  policeHandover: (db: Firestore, id: string) =>
    doc(db, 'police-handovers', id).withConverter(policeHandoverConverter),
};
export type DocumentName = keyof typeof DOCUMENTS;
export type DocumentOf<N extends DocumentName> =
  ReturnType<(typeof DOCUMENTS)[N]> extends DocumentReference<infer T> ? T : never;

/** One document, live; null when it does not exist. */
export function subscribeDocument<N extends DocumentName>(
  db: Firestore,
  name: N,
  id: string,
  onData: OnData<DocumentOf<N> | null>,
  onError: OnError,
): Unsubscribe {
  const ref = DOCUMENTS[name](db, id) as DocumentReference<DocumentOf<N>>;
  if (name !== 'hotel' && name !== 'user') countReads('ruleReads');
  return onSnapshot(ref, (snapshot) => onData(snapshot.exists() ? snapshot.data() : null), onError);
}

/** The activity history of one item or match (admins). */
export function subscribeActivity(
  db: Firestore,
  hotelId: string,
  targetId: string,
  onData: OnData<ActivityEntry[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      collection(db, 'activity').withConverter(activityConverter),
      where('hotelId', '==', hotelId),
      where('targetId', '==', targetId),
      orderBy('at', 'desc'),
      limit(100),
    ),
    onData,
    onError,
  );
}

/**
 * The hotel's two latest counted hours of guest reports (report-rates/{hotelId}/hours, kept by
 * the onLostItemCreated function), for the dashboard's notice of an unusual rate.
 */
export function subscribeReportRates(
  db: Firestore,
  hotelId: string,
  onData: OnData<ReportRateHour[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      collection(db, 'report-rates', hotelId, 'hours').withConverter(reportRateConverter),
      orderBy('hourStart', 'desc'),
      limit(2),
    ),
    onData,
    onError,
  );
}
