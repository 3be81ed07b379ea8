import { getDocs, onSnapshot, type Query } from 'firebase/firestore';
import { countReads } from './read-counter';

/**
 * How the app's live queries report (src/firebase/subscriptions.ts, hotel-queries.ts and the
 * other subscribe helpers): each takes callbacks for data and for errors and returns its
 * unsubscribe.
 */

/** Where a snapshot came from: the device's cache (before the server answered) or the server. */
export interface DataSource {
  fromCache: boolean;
}
export type OnData<T> = (data: T, source?: DataSource) => void;
export type OnError = (error: Error) => void;
export type Unsubscribe = () => void;

/** A live query, counting the documents it reads; the list on every change. */
export function listen<T>(
  q: Query<T>,
  onData: OnData<T[]>,
  onError: OnError,
  staffOnly = true,
): Unsubscribe {
  if (staffOnly) countReads('ruleReads');
  let fromCache: boolean | null = null;
  // With metadata changes, so that rows first shown from the device's cache (docs/trust-model.md)
  // are reported again when the server confirms them unchanged; other metadata-only changes (a
  // write's pending flag) are not passed on.
  return onSnapshot(
    q,
    { includeMetadataChanges: true },
    (snapshot) => {
      const changes = snapshot.docChanges();
      const { metadata } = snapshot;
      if (fromCache !== null && changes.length === 0 && metadata.fromCache === fromCache) return;
      fromCache = metadata.fromCache;
      if (!metadata.fromCache) countReads('documents', changes.length);
      onData(
        snapshot.docs.map((d) => d.data()),
        { fromCache: metadata.fromCache },
      );
    },
    onError,
  );
}

/** Calls `stop` after `ms`, or earlier through the returned function; once either way. */
export function stopAfter(stop: Unsubscribe, ms: number): Unsubscribe {
  let stopped = false;
  const once = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    stop();
  };
  const timer = setTimeout(once, ms);
  return once;
}

/** A query read once (not live): its documents, counted as read (./read-counter.ts). */
export async function readOnce<T>(source: Query<T>): Promise<T[]> {
  const snapshot = await getDocs(source);
  countReads('documents', snapshot.size);
  return snapshot.docs.map((d) => d.data());
}
