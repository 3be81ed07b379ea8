import type { Language } from '@/domain/language';
import type {
  PostStaffMessageRequest,
  RecordOwnershipCheckRequest,
  ReplyTemplate,
  ThreadMessage,
} from '@/domain/messages';
import { answerTargetHours, type ThreadSummary } from '@/domain/thread-summary';
import * as callables from '@/firebase/callables';
import { listenHotelSettings, updateHotelSettings } from '@/firebase/hotel-settings';
import * as replyTemplates from '@/firebase/reply-templates';
import {
  listenMatchReport,
  listenThread,
  listenThreadSummary,
  listenUnansweredReports,
  type WaitingReport,
} from '@/firebase/threads';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';
import { useAfterMainRows } from '@/lib/main-rows-context';

// The thread, its summary and the reply templates live in src/firebase (threads.ts,
// reply-templates.ts, hotel-settings.ts, the callables map): this file adapts them to hooks.

export type { WaitingReport };

/** A report's thread, oldest first, live (staff and admins of its hotel: firestore.rules). */
export function useThread(lostItemId: string): LiveState<ThreadMessage[]> {
  return useSubscription(`thread:${lostItemId}`, (ok, fail) => listenThread(lostItemId, ok, fail));
}

/** The report's thread summary (kept by the functions), live. */
export function useThreadSummary(lostItemId: string): LiveState<ThreadSummary | null> {
  return useSubscription(`thread-summary:${lostItemId}`, (ok, fail) =>
    listenThreadSummary(lostItemId, ok, fail),
  );
}

/** The lost report a match ties to, and its language (from the match's `lost` summary), live. */
export function useMatchReport(
  matchId: string,
): LiveState<{ lostItemId: string; language: Language } | null> {
  return useSubscription(`match-report:${matchId}`, (ok, fail) =>
    listenMatchReport(matchId, ok, fail),
  );
}

/**
 * The hotel's reports with an unanswered guest message, live. The set is small; the screen sorts
 * it.
 */
export function useUnansweredReports(hotelId: string): LiveState<WaitingReport[]> {
  return useSubscription(useAfterMainRows(`unanswered:${hotelId}`), (ok, fail) =>
    listenUnansweredReports(hotelId, ok, fail),
  );
}

/** The hotel's answer target in hours (Settings; the default until the document arrives). */
export function useAnswerTarget(hotelId: string): number {
  const state = useSubscription<number>(`answer-target:${hotelId}`, (ok, fail) =>
    listenHotelSettings(hotelId, (settings) => ok(answerTargetHours(settings)), fail),
  );
  return state.data ?? answerTargetHours(undefined);
}

/** Saves the answer target (admins; whole hours, checked by the rules too). */
export function setAnswerTarget(hotelId: string, hours: number): Promise<void> {
  return updateHotelSettings(hotelId, { answerTargetHours: hours });
}

/** The hotel's reply templates, live, by name (staff and admins of the hotel). */
export function useReplyTemplates(hotelId: string): LiveState<ReplyTemplate[]> {
  return useSubscription(`reply-templates:${hotelId}`, (ok, fail) =>
    replyTemplates.listenReplyTemplates(hotelId, ok, fail),
  );
}

/** Creates (no id) or replaces a reply template (admins). */
export function saveReplyTemplate(
  hotelId: string,
  template: Omit<ReplyTemplate, 'id'>,
  id?: string,
): Promise<void> {
  return replyTemplates.saveReplyTemplate(hotelId, template, id);
}

export function deleteReplyTemplate(hotelId: string, id: string): Promise<void> {
  return replyTemplates.deleteReplyTemplate(hotelId, id);
}

/** Staff answer the guest (the function records the name and mails the guest). */
export async function postStaffMessage(request: PostStaffMessageRequest): Promise<void> {
  await callables.postStaffMessage(request);
}

/** Staff record that they checked the guest's answer to the ownership question. */
export async function recordOwnershipCheck(request: RecordOwnershipCheckRequest): Promise<void> {
  await callables.recordOwnershipCheck(request);
}
