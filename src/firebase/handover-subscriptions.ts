import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { toPoliceHandover, type PoliceHandover } from '@/domain/disposition';
import type { OnData, OnError, Unsubscribe } from './subscriptions';

/** One police handover (issue 17), live; null when missing or not readable. */
export function subscribePoliceHandover(
  db: Firestore,
  id: string,
  onData: OnData<PoliceHandover | null>,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'police-handovers', id),
    (snapshot) => onData(snapshot.exists() ? toPoliceHandover(snapshot.id, snapshot.data()) : null),
    onError,
  );
}

/** The newest handovers shown on the hotel's handover page; older ones stay in the CSV export. */
export const HANDOVER_PAGE_SIZE = 200;

/** The hotel's police handovers (issue 17), newest first, live. */
export function subscribePoliceHandovers(
  db: Firestore,
  hotelId: string,
  onData: OnData<PoliceHandover[]>,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(db, 'police-handovers'),
      where('hotelId', '==', hotelId),
      orderBy('createdAt', 'desc'),
      limit(HANDOVER_PAGE_SIZE),
    ),
    (snapshot) =>
      onData(snapshot.docs.map((handover) => toPoliceHandover(handover.id, handover.data()))),
    onError,
  );
}
