import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
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
