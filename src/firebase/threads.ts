import {
  collection,
  doc,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { toLanguage, type Language } from '@/domain/language';
import { MAX_THREAD_MESSAGES, toThreadMessage, type ThreadMessage } from '@/domain/messages';
import { toThreadSummary, type ThreadSummary } from '@/domain/thread-summary';
import { db } from './app';
import type { OnError, Unsubscribe } from './listen';

/** A report's thread (lost-items/{id}/messages), oldest first, live (staff and admins: rules). */
export function listenThread(
  lostItemId: string,
  ok: (messages: ThreadMessage[]) => void,
  fail: OnError,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(db, 'lost-items', lostItemId, 'messages'),
      orderBy('createdAt', 'asc'),
      limitToLast(MAX_THREAD_MESSAGES),
    ),
    (snapshot) => ok(snapshot.docs.map((d) => toThreadMessage(d.id, d.data()))),
    fail,
  );
}

/** The report's thread summary (kept by the functions), live. */
export function listenThreadSummary(
  lostItemId: string,
  ok: (summary: ThreadSummary | null) => void,
  fail: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'lost-items', lostItemId),
    (snapshot) => ok(toThreadSummary(snapshot.get('thread'))),
    fail,
  );
}

/** The lost report a match ties to, and its language (from the match's `lost` summary), live. */
export function listenMatchReport(
  matchId: string,
  ok: (report: { lostItemId: string; language: Language } | null) => void,
  fail: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'matches', matchId),
    (snapshot) => {
      const lostItemId: unknown = snapshot.get('lostItemId');
      const language: unknown = snapshot.get('lost.language');
      ok(
        typeof lostItemId === 'string' && lostItemId !== ''
          ? {
              lostItemId,
              language: toLanguage(typeof language === 'string' ? language : undefined),
            }
          : null,
      );
    },
    fail,
  );
}

/** A report waiting for the hotel's answer, as the waiting view lists it. */
export interface WaitingReport {
  id: string;
  reference: string;
  itemType: string;
  itemName: string;
  thread: ThreadSummary | null;
}

/**
 * The hotel's reports with an unanswered guest message, live (equality filters only: served by
 * single-field indexes, tests/rules/query-manifest.json). The set is small; the screen sorts it.
 */
export function listenUnansweredReports(
  hotelId: string,
  ok: (reports: WaitingReport[]) => void,
  fail: OnError,
): Unsubscribe {
  return onSnapshot(
    query(
      collection(db, 'lost-items'),
      where('hotelId', '==', hotelId),
      where('deleted', '==', false),
      where('thread.unanswered', '==', true),
    ),
    (snapshot) =>
      ok(
        snapshot.docs.map((d) => {
          const data = d.data();
          const str = (value: unknown) => (typeof value === 'string' ? value : '');
          return {
            id: d.id,
            reference: str(data.reference),
            itemType: str(data.itemType),
            itemName: str(data.itemName),
            thread: toThreadSummary(data.thread),
          };
        }),
      ),
    fail,
  );
}
