import {
  collection,
  getCountFromServer,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import type {
  ActivityEntry,
  FoundItem,
  Hotel,
  LostItem,
  Match,
  UserProfile,
} from '@/domain/entities';
import { FINAL_FOUND_STATUSES, type PoliceHandover } from '@/domain/disposition';
import { DASHBOARD_MATCHED_STATUSES } from '@/domain/status-transitions';
import {
  activityConverter,
  policeHandoverConverter,
  foundItemConverter,
  hotelConverter,
  lostItemConverter,
  matchConverter,
  userConverter,
} from './converters';

/**
 * Live queries of spec §7. Each takes callbacks for data and for errors and returns its
 * unsubscribe. Deleted items are filtered in the query (deleted == false), so every list, count
 * and candidate query leaves them out. Every query is listed in tests/rules/query-manifest.json
 * and has its composite index in firestore.indexes.json.
 */
/**
 * Live lists hold at most this many documents. Beyond it a listener costs a read per document on
 * every open and the emulator stops delivering the first snapshot (about 4 MB); the dashboard then
 * shows the newest ones and counts the rest with an aggregation query.
 */
export const LIVE_LIST_LIMIT = 2000;

export type OnData<T> = (data: T) => void;
export type OnError = (error: Error) => void;
export type Unsubscribe = () => void;

function listen<T>(q: Query<T>, onData: OnData<T[]>, onError: OnError): Unsubscribe {
  return onSnapshot(q, (snapshot) => onData(snapshot.docs.map((d) => d.data())), onError);
}

function listenOne<T>(
  ref: DocumentReference<T>,
  onData: OnData<T | null>,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(ref, (snapshot) => onData(snapshot.exists() ? snapshot.data() : null), onError);
}

export function subscribeHotels(
  db: Firestore,
  onData: OnData<Hotel[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(collection(db, 'hotels').withConverter(hotelConverter), orderBy('displayName', 'asc')),
    onData,
    onError,
  );
}

export function subscribeHotel(
  db: Firestore,
  hotelId: string,
  onData: OnData<Hotel | null>,
  onError: OnError,
): Unsubscribe {
  return listenOne(doc(db, 'hotels', hotelId).withConverter(hotelConverter), onData, onError);
}

export function subscribeUserProfile(
  db: Firestore,
  uid: string,
  onData: OnData<UserProfile | null>,
  onError: OnError,
): Unsubscribe {
  return listenOne(doc(db, 'users', uid).withConverter(userConverter), onData, onError);
}

const foundItems = (db: Firestore) =>
  collection(db, 'found-items').withConverter(foundItemConverter);
const lostItems = (db: Firestore) => collection(db, 'lost-items').withConverter(lostItemConverter);
const matches = (db: Firestore) => collection(db, 'matches').withConverter(matchConverter);

/** The found list: every (non-deleted) found item of the hotel, newest first. */
export function subscribeFoundItems(
  db: Firestore,
  hotelId: string,
  onData: OnData<FoundItem[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      foundItems(db),
      where('hotelId', '==', hotelId),
      where('deleted', '==', false),
      orderBy('createdAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

/** Dashboard found tab: pending found items. */
export function subscribePendingFoundItems(
  db: Firestore,
  hotelId: string,
  onData: OnData<FoundItem[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      foundItems(db),
      where('hotelId', '==', hotelId),
      where('status', '==', 'pending'),
      where('deleted', '==', false),
      orderBy('createdAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

/** Dashboard discarded tab. */
export function subscribeDiscardedFoundItems(
  db: Firestore,
  hotelId: string,
  onData: OnData<FoundItem[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      foundItems(db),
      where('hotelId', '==', hotelId),
      where('status', '==', 'discarded'),
      where('deleted', '==', false),
      orderBy('discardedAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

/** Dashboard closed tab (issue 17): found items in a final disposition, latest first. */
export function subscribeClosedFoundItems(
  db: Firestore,
  hotelId: string,
  onData: OnData<FoundItem[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      foundItems(db),
      where('hotelId', '==', hotelId),
      where('status', 'in', [...FINAL_FOUND_STATUSES]),
      where('deleted', '==', false),
      orderBy('disposition.at', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

/** Dashboard lost tab: pending lost items, newest first. */
export function subscribePendingLostItems(
  db: Firestore,
  hotelId: string,
  onData: OnData<LostItem[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      lostItems(db),
      where('hotelId', '==', hotelId),
      where('status', '==', 'pending'),
      where('deleted', '==', false),
      orderBy('createdAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

/**
 * The matched found items of a hotel: the matched and shipped tabs search their full fields
 * (issue 13). Same shape as the pending list, so the same composite index.
 */
export function subscribeMatchedFoundItems(
  db: Firestore,
  hotelId: string,
  onData: OnData<FoundItem[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      foundItems(db),
      where('hotelId', '==', hotelId),
      where('status', '==', 'matched'),
      where('deleted', '==', false),
      orderBy('createdAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

/** The matched lost items of a hotel, for the same search. */
export function subscribeMatchedLostItems(
  db: Firestore,
  hotelId: string,
  onData: OnData<LostItem[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      lostItems(db),
      where('hotelId', '==', hotelId),
      where('status', '==', 'matched'),
      where('deleted', '==', false),
      orderBy('createdAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

/** Dashboard matched tab: the item summaries ride on the match, so no per-row reads. */
export function subscribeOpenMatches(
  db: Firestore,
  hotelId: string,
  onData: OnData<Match[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      matches(db),
      where('hotelId', '==', hotelId),
      where('status', 'in', [...DASHBOARD_MATCHED_STATUSES]),
      orderBy('matchedAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

export function subscribeShippedMatches(
  db: Firestore,
  hotelId: string,
  onData: OnData<Match[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      matches(db),
      where('hotelId', '==', hotelId),
      where('status', '==', 'shipped'),
      orderBy('shippedAt', 'desc'),
      limit(LIVE_LIST_LIMIT),
    ),
    onData,
    onError,
  );
}

export function subscribeLostItem(
  db: Firestore,
  id: string,
  onData: OnData<LostItem | null>,
  onError: OnError,
): Unsubscribe {
  return listenOne(doc(db, 'lost-items', id).withConverter(lostItemConverter), onData, onError);
}

export function subscribeFoundItem(
  db: Firestore,
  id: string,
  onData: OnData<FoundItem | null>,
  onError: OnError,
): Unsubscribe {
  return listenOne(doc(db, 'found-items', id).withConverter(foundItemConverter), onData, onError);
}

export function subscribeMatch(
  db: Firestore,
  id: string,
  onData: OnData<Match | null>,
  onError: OnError,
): Unsubscribe {
  return listenOne(doc(db, 'matches', id).withConverter(matchConverter), onData, onError);
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

/** Candidate query (spec §7): items of the hotel with matchId null and status pending. */
export async function fetchLostCandidates(db: Firestore, hotelId: string): Promise<LostItem[]> {
  const snapshot = await getDocs(
    query(
      lostItems(db),
      where('hotelId', '==', hotelId),
      where('matchId', '==', null),
      where('status', '==', 'pending'),
      where('deleted', '==', false),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}

export async function fetchFoundCandidates(db: Firestore, hotelId: string): Promise<FoundItem[]> {
  const snapshot = await getDocs(
    query(
      foundItems(db),
      where('hotelId', '==', hotelId),
      where('matchId', '==', null),
      where('status', '==', 'pending'),
      where('deleted', '==', false),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}

export type CountedTab = 'found' | 'lost' | 'matched' | 'shipped' | 'discarded' | 'closed';

/** The exact size of a dashboard tab, for when its live list reached LIVE_LIST_LIMIT. */
export async function countTab(db: Firestore, hotelId: string, tab: CountedTab): Promise<number> {
  const hotel = where('hotelId', '==', hotelId);
  const notDeleted = where('deleted', '==', false);
  const found = (status: QueryFieldFilterConstraint) =>
    query(collection(db, 'found-items'), hotel, status, notDeleted);
  // The same filters as the tab's live list (above), without its order and limit.
  const queries: Record<CountedTab, () => Query> = {
    found: () => found(where('status', '==', 'pending')),
    discarded: () => found(where('status', '==', 'discarded')),
    closed: () => found(where('status', 'in', [...FINAL_FOUND_STATUSES])),
    lost: () =>
      query(collection(db, 'lost-items'), hotel, where('status', '==', 'pending'), notDeleted),
    shipped: () => query(collection(db, 'matches'), hotel, where('status', '==', 'shipped')),
    matched: () =>
      query(
        collection(db, 'matches'),
        hotel,
        where('status', 'in', [...DASHBOARD_MATCHED_STATUSES]),
      ),
  };
  return (await getCountFromServer(queries[tab]())).data().count;
}

/** One police handover (issue 17), live; null when missing. */
export function subscribePoliceHandover(
  db: Firestore,
  id: string,
  onData: OnData<PoliceHandover | null>,
  onError: OnError,
): Unsubscribe {
  return listenOne(
    doc(db, 'police-handovers', id).withConverter(policeHandoverConverter),
    onData,
    onError,
  );
}

/** The newest handovers shown on the hotel's handover book; older ones stay in Firestore. */
export const HANDOVER_PAGE_SIZE = 200;

/** The hotel's police handovers (issue 17), newest first, live. */
export function subscribePoliceHandovers(
  db: Firestore,
  hotelId: string,
  onData: OnData<PoliceHandover[]>,
  onError: OnError,
): Unsubscribe {
  return listen(
    query(
      collection(db, 'police-handovers').withConverter(policeHandoverConverter),
      where('hotelId', '==', hotelId),
      orderBy('createdAt', 'desc'),
      limit(HANDOVER_PAGE_SIZE),
    ),
    onData,
    onError,
  );
}
