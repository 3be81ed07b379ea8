import { toLanguage, type Language } from '@/domain/language';
import {
  collection,
  deleteDoc,
  doc,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { db } from '@/firebase/app';
import { CALLABLE_TIMEOUT_MS } from '@/firebase/config';
import { functions } from '@/firebase/functions';
import type { SimpleResponse } from '@/domain/callables';
import {
  MAX_THREAD_MESSAGES,
  POST_STAFF_MESSAGE,
  RECORD_OWNERSHIP_CHECK,
  toReplyTemplate,
  toThreadMessage,
  type PostStaffMessageRequest,
  type RecordOwnershipCheckRequest,
  type ReplyTemplate,
  type ThreadMessage,
} from '@/domain/messages';
import { answerTargetHours, toThreadSummary, type ThreadSummary } from '@/domain/thread-summary';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';
import { useAfterMainRows } from '@/lib/main-rows-context';

type OnError = (error: Error) => void;

/** A report's thread, oldest first, live (staff and admins of its hotel: firestore.rules). */
export function useThread(lostItemId: string): LiveState<ThreadMessage[]> {
  return useSubscription(`thread:${lostItemId}`, (ok, fail: OnError) =>
    onSnapshot(
      query(
        collection(db, 'lost-items', lostItemId, 'messages'),
        orderBy('createdAt', 'asc'),
        limitToLast(MAX_THREAD_MESSAGES),
      ),
      (snapshot) => ok(snapshot.docs.map((d) => toThreadMessage(d.id, d.data()))),
      fail,
    ),
  );
}

/** The report's thread summary (kept by the functions), live. */
export function useThreadSummary(lostItemId: string): LiveState<ThreadSummary | null> {
  return useSubscription(`thread-summary:${lostItemId}`, (ok, fail: OnError) =>
    onSnapshot(
      doc(db, 'lost-items', lostItemId),
      (snapshot) => ok(toThreadSummary(snapshot.get('thread'))),
      fail,
    ),
  );
}

/** The lost report a match ties to, and its language (from the match's `lost` summary), live. */
export function useMatchReport(
  matchId: string,
): LiveState<{ lostItemId: string; language: Language } | null> {
  return useSubscription(`match-report:${matchId}`, (ok, fail: OnError) =>
    onSnapshot(
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
    ),
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
export function useUnansweredReports(hotelId: string): LiveState<WaitingReport[]> {
  return useSubscription(useAfterMainRows(`unanswered:${hotelId}`), (ok, fail: OnError) =>
    onSnapshot(
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
    ),
  );
}

/** The hotel's answer target in hours (Settings; the default until the document arrives). */
export function useAnswerTarget(hotelId: string): number {
  const state = useSubscription<number>(`answer-target:${hotelId}`, (ok, fail: OnError) =>
    onSnapshot(
      doc(db, 'hotels', hotelId),
      (snapshot) =>
        ok(answerTargetHours(snapshot.get('settings') as { answerTargetHours?: unknown })),
      fail,
    ),
  );
  return state.data ?? answerTargetHours(undefined);
}

/** Saves the answer target (admins; whole hours, checked by the rules too). */
export function setAnswerTarget(hotelId: string, hours: number): Promise<void> {
  return updateDoc(doc(db, 'hotels', hotelId), {
    'settings.answerTargetHours': hours,
    'settings.updatedAt': serverTimestamp(),
  });
}

/** The hotel's reply templates, live, by name (staff and admins of the hotel). */
export function useReplyTemplates(hotelId: string): LiveState<ReplyTemplate[]> {
  return useSubscription(`reply-templates:${hotelId}`, (ok, fail: OnError) =>
    onSnapshot(
      collection(db, 'hotels', hotelId, 'reply-templates'),
      (snapshot) =>
        ok(
          snapshot.docs
            .map((d) => toReplyTemplate(d.id, d.data()))
            .sort((a, b) => a.title.localeCompare(b.title)),
        ),
      fail,
    ),
  );
}

/** Creates (no id) or replaces a reply template (admins). */
export function saveReplyTemplate(
  hotelId: string,
  template: Omit<ReplyTemplate, 'id'>,
  id?: string,
): Promise<void> {
  const templates = collection(db, 'hotels', hotelId, 'reply-templates');
  return setDoc(id ? doc(templates, id) : doc(templates), {
    title: template.title,
    en: template.en,
    ja: template.ja,
    ko: template.ko,
    'zh-Hans': template['zh-Hans'],
    'zh-Hant': template['zh-Hant'],
    updatedAt: serverTimestamp(),
  });
}

export function deleteReplyTemplate(hotelId: string, id: string): Promise<void> {
  return deleteDoc(doc(db, 'hotels', hotelId, 'reply-templates', id));
}

/** Staff answer the guest (the function records the name and mails the guest). */
export async function postStaffMessage(request: PostStaffMessageRequest): Promise<void> {
  await httpsCallable<PostStaffMessageRequest, SimpleResponse>(functions, POST_STAFF_MESSAGE, {
    timeout: CALLABLE_TIMEOUT_MS,
  })(request);
}

/** Staff record that they checked the guest's answer to the ownership question. */
export async function recordOwnershipCheck(request: RecordOwnershipCheckRequest): Promise<void> {
  await httpsCallable<RecordOwnershipCheckRequest, SimpleResponse>(
    functions,
    RECORD_OWNERSHIP_CHECK,
    { timeout: CALLABLE_TIMEOUT_MS },
  )(request);
}
