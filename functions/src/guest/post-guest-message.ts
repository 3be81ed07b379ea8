import type { Language } from '../../../src/domain/language';
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { postGuestMessageRequest, type MessagePhoto } from '../../../src/domain/messages';
import { nextGuestWindow, toThreadSummary } from '../../../src/domain/thread-summary';
import type { GetReportStatusResponse } from '../../../src/domain/guest-status';
import { CALLABLE_OPTIONS, db } from '../lib/admin';
import { refuse } from '../lib/refuse';
import { photoBucket } from '../lib/guest-erasure';
import { proveGuest, statusOf } from '../lib/guest-report';
import {
  decodePhotos,
  messagePhotoFolder,
  messagePhotosSoFar,
  messagesOf,
  photosBelongTo,
  requirePhotoRoom,
  storePhotos,
} from '../lib/messages';

/**
 * postGuestMessage({reference, email} | {token}, text, language): public, with the status
 * lookup's proof and its attempt limit; at most GUEST_MESSAGES_PER_HOUR per report and hour.
 * The text is stored as typed (plain text; every screen renders it as text). Answers the status
 * with the thread. A guest message is mailed to nobody.
 */
export const postGuestMessage = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<GetReportStatusResponse> => {
    const { input, snap: itemSnap } = await proveGuest(request, postGuestMessageRequest);
    if (itemSnap.get('erasedAt')) {
      throw refuse('failed-precondition', 'messages.errors.closed');
    }
    const decoded = decodePhotos(input.photos);
    const messageRef = messagesOf(itemSnap.id).doc();
    const folder = messagePhotoFolder(String(itemSnap.get('hotelId') ?? ''), itemSnap.id);
    // Over the hourly limit, nothing is stored (the transaction checks it again).
    if (
      decoded.length > 0 &&
      !nextGuestWindow(toThreadSummary(itemSnap.get('thread')), Date.now())
    ) {
      throw refuse('resource-exhausted', 'messages.errors.perHour');
    }
    // Past the report's lifetime cap, nothing is stored either (the transaction checks it again).
    if (decoded.length > 0) requirePhotoRoom(await messagePhotosSoFar(itemSnap), decoded.length);
    const photos = decoded.length > 0 ? await storePhotos(folder, messageRef.id, decoded) : [];
    if (!(await photosBelongTo(folder, photos))) {
      throw refuse('internal', 'messages.errors.photoStore');
    }
    try {
      await postGuestMessageTransaction(itemSnap, messageRef, input, photos);
    } catch (error) {
      // The message was refused: its photos go too.
      await Promise.all(
        photos.map(({ path }) => photoBucket().file(path).delete({ ignoreNotFound: true })),
      );
      throw error;
    }
    return statusOf(await itemSnap.ref.get());
  },
);

/** Writes the guest's message and updates the report's thread summary, in one transaction. */
async function postGuestMessageTransaction(
  itemSnap: DocumentSnapshot,
  messageRef: DocumentReference,
  input: { text: string; language: Language },
  photos: MessagePhoto[],
) {
  await db.runTransaction(async (transaction) => {
    const snap = await transaction.get(itemSnap.ref);
    const summary = toThreadSummary(snap.get('thread'));
    const now = Date.now();
    const window = nextGuestWindow(summary, now);
    if (!window) throw refuse('resource-exhausted', 'messages.errors.perHour');
    const photosSoFar = photos.length > 0 ? await messagePhotosSoFar(snap, transaction) : null;
    if (photosSoFar !== null) requirePhotoRoom(photosSoFar, photos.length);
    const answersQuestion = summary?.ownership ? !summary.ownership.answered : false;
    const at = Timestamp.fromMillis(now);
    transaction.create(messageRef, {
      hotelId: String(snap.get('hotelId')),
      lostItemId: snap.id,
      author: 'guest',
      authorUid: null,
      authorName: '',
      language: input.language,
      text: input.text,
      kind: answersQuestion ? 'answer' : 'message',
      templateId: null,
      photos,
      createdAt: at,
    });
    transaction.update(snap.ref, {
      'thread.count': (summary?.count ?? 0) + 1,
      'thread.unanswered': true,
      // The wait starts with the first message the hotel has not answered yet.
      'thread.waitingSince':
        summary?.unanswered && summary.waitingSince ? Timestamp.fromDate(summary.waitingSince) : at,
      'thread.lastGuestAt': at,
      'thread.guestWindowStart': Timestamp.fromMillis(window.start),
      'thread.guestWindowCount': window.count,
      ...(answersQuestion ? { 'thread.ownership.answered': true } : {}),
      ...(photosSoFar !== null ? { 'thread.photoCount': photosSoFar + photos.length } : {}),
    });
  });
}
