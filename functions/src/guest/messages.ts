import type { Language } from '../../../src/domain/language';
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  MAX_MESSAGE_PHOTO_BYTES,
  MAX_MESSAGE_PHOTOS_PER_REPORT,
  postGuestMessageRequest,
  postStaffMessageRequest,
  recordOwnershipCheckRequest,
  sniffImageType,
  type MessagePhoto,
} from '../../../src/domain/messages';
import { nextGuestWindow, toThreadSummary } from '../../../src/domain/thread-summary';
import type { GetReportStatusResponse } from '../../../src/domain/guest-status';
import type { SimpleResponse } from '../../../src/domain/callables';
import { toLostItem } from '../../../src/domain/records';
import { adminAuth, CALLABLE_OPTIONS, db } from '../admin';
import { holdsHotelRole, parseInput, requireAnyHotelRole, requireCaller } from '../guards';
import { refuse } from '../lib/refuse';
import { photoBucket } from './erase-guest-data';
import { guestReport, statusOf, type GuestCredentials } from './get-report-status';
import { hotelMailInfo } from './guest-mail';
import { openMailGate } from './mail-gate';
import { renderHotelMessageMail } from './message-mail';
import { mayMailGuest, queueGuestMail } from './queue-mail';
import { newStatusToken, statusUrl } from './tokens';

/**
 * The message thread of a lost report (docs/data-model.md, "lost-items/{id}/messages"). Every
 * message is written here, by the functions: the guest has no rules identity of their own (the
 * proof is the reference and email, or a mail link), and a staff answer must update the report's
 * thread summary and queue the guest's mail in the same transaction, which a client write could
 * not be trusted to do. Clients only read: staff and admins of the hotel under the rules, the
 * guest through the status callables (guestThreadOf).
 */
const messagesOf = (itemId: string) => db.collection(`lost-items/${itemId}/messages`);

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
};

/** The folder of a message's photos: inside the report's own photo folder (storage.rules). */
export const messagePhotoFolder = (hotelId: string, itemId: string) =>
  `lost-items/${hotelId}/${itemId}/messages/`;

/**
 * Checks the guest's photos before anything is stored: each decodes to 1 byte to
 * MAX_MESSAGE_PHOTO_BYTES and its bytes are an image of the type it claims (the same types as
 * report photos). Refuses the whole message with invalid-argument otherwise.
 */
function decodePhotos(photos: readonly { contentType: string; data: string }[]) {
  return photos.map(({ contentType, data }) => {
    const bytes = Buffer.from(data, 'base64');
    if (bytes.length === 0 || bytes.length > MAX_MESSAGE_PHOTO_BYTES) {
      throw refuse('invalid-argument', 'messages.errors.photoSize');
    }
    if (sniffImageType(bytes) !== contentType) {
      throw refuse('invalid-argument', 'messages.errors.photoType');
    }
    return { bytes, contentType };
  });
}

/** The download URL of a stored object with its token, as getDownloadURL builds it. */
function downloadUrl(bucket: string, path: string, token: string): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const origin = emulator
    ? emulator.startsWith('http')
      ? emulator
      : `http://${emulator}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/**
 * Stores the message's photos under the report's folder, named by the message id, each with a
 * download token; answers their paths and URLs. Only this function writes there (no client may:
 * storage.rules), so a message can only carry files of its own report.
 */
async function storePhotos(
  folder: string,
  messageId: string,
  photos: ReturnType<typeof decodePhotos>,
): Promise<MessagePhoto[]> {
  const bucket = photoBucket();
  return Promise.all(
    photos.map(async ({ bytes, contentType }, index) => {
      const path = `${folder}${messageId}-${index}.${EXTENSIONS[contentType] ?? 'img'}`;
      const token = randomUUID();
      await bucket.file(path).save(bytes, {
        resumable: false,
        contentType,
        metadata: { metadata: { firebaseStorageDownloadTokens: token } },
      });
      return { path, url: downloadUrl(bucket.name, path, token) };
    }),
  );
}

/**
 * The photos guests have attached to the report's messages so far: the report's
 * `thread.photoCount`, or for a thread older than that count, its guest messages' photos.
 */
async function messagePhotosSoFar(snap: DocumentSnapshot, transaction?: Transaction) {
  const counted: unknown = snap.get('thread.photoCount');
  if (typeof counted === 'number') return counted;
  const query = messagesOf(snap.id).where('author', '==', 'guest');
  const messages = transaction ? await transaction.get(query) : await query.get();
  return messages.docs.reduce(
    (sum, doc) => sum + (Array.isArray(doc.get('photos')) ? (doc.get('photos') as []).length : 0),
    0,
  );
}

/** Refuses photos past the report's lifetime cap (MAX_MESSAGE_PHOTOS_PER_REPORT). */
function requirePhotoRoom(soFar: number, adding: number) {
  if (adding > 0 && soFar + adding > MAX_MESSAGE_PHOTOS_PER_REPORT) {
    throw refuse('resource-exhausted', 'messages.errors.photoLimit');
  }
}

/**
 * Whether every photo path lies in the report's own message folder and the object exists: the
 * last check before photos are attached to a message.
 */
export async function photosBelongTo(
  folder: string,
  photos: readonly MessagePhoto[],
): Promise<boolean> {
  const bucket = photoBucket();
  const checks = await Promise.all(
    photos.map(async ({ path }) => {
      if (!path.startsWith(folder) || path.slice(folder.length).includes('/')) return false;
      const [exists] = await bucket.file(path).exists();
      return exists;
    }),
  );
  return checks.every(Boolean);
}

/**
 * postGuestMessage({reference, email} | {token}, text, language): public, with the status
 * lookup's proof and its attempt limit; at most GUEST_MESSAGES_PER_HOUR per report and hour.
 * The text is stored as typed (plain text; every screen renders it as text). Answers the status
 * with the thread. A guest message is mailed to nobody.
 */
export const postGuestMessage = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<GetReportStatusResponse> => {
    const input = parseInput(postGuestMessageRequest, request.data);
    const credentials: GuestCredentials =
      'token' in input
        ? { token: input.token }
        : { reference: input.reference, email: input.email };
    const itemSnap = (await guestReport(request, credentials)).snap;
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

/**
 * The staff member's name as the guest and colleagues see it: the profile's display name, else
 * the account's, else the email (as the disposer of a found item is named).
 */
async function staffName(uid: string, email: string): Promise<string> {
  const [profile, account] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    adminAuth.getUser(uid).catch(() => null),
  ]);
  const name: unknown = profile.get('displayName');
  if (typeof name === 'string' && name.trim() !== '') return name.trim();
  return account?.displayName?.trim() || email;
}

/** The report, if it exists, is not deleted and belongs to a hotel the caller serves. */
function staffReport(snap: DocumentSnapshot, caller: Parameters<typeof holdsHotelRole>[0]) {
  const item = snap.exists ? toLostItem(snap.id, snap.data() ?? {}) : null;
  // Another hotel's report is answered like a missing one (docs/trust-model.md).
  if (!item || item.deleted || !holdsHotelRole(caller, item.hotelId, 'privileged')) {
    throw refuse('not-found', 'staffErrors.lostItemNotFound');
  }
  if (item.erasure?.erasedAt) throw refuse('failed-precondition', 'messages.errors.closed');
  return item;
}

/**
 * postStaffMessage({lostItemId, text, question, templateId}): staff or admins of the report's
 * hotel answer the guest. Records the author's name, the time and the report's language; clears
 * the unanswered mark; and mails the guest in the report's language with a link back to the
 * thread when the hotel's email setting is on and the report gives an address (the mail gate of
 * unconfirmed addresses applies). `question` marks the one ownership question of the report.
 */
export const postStaffMessage = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(postStaffMessageRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'privileged');
    const name = await staffName(caller.uid, caller.email);
    const itemRef = db.doc(`lost-items/${input.lostItemId}`);
    await db.runTransaction(async (transaction) => {
      const snap = await transaction.get(itemRef);
      const item = staffReport(snap, caller);
      const hotelSnap = await transaction.get(db.doc(`hotels/${item.hotelId}`));
      const hotel = hotelMailInfo(hotelSnap.id, hotelSnap.data() ?? {});
      const summary = toThreadSummary(snap.get('thread'));
      if (input.question && summary?.ownership) {
        throw refuse('failed-precondition', 'messages.errors.oneQuestion');
      }
      const mail = mayMailGuest(hotel, item.email)
        ? await openMailGate(transaction, snap, 'hotelMessage')
        : null;
      const now = Date.now();
      const at = Timestamp.fromMillis(now);
      const messageRef = messagesOf(item.id).doc();
      transaction.create(messageRef, {
        hotelId: item.hotelId,
        lostItemId: item.id,
        author: 'staff',
        authorUid: caller.uid,
        authorName: name,
        language: item.language,
        text: input.text,
        kind: input.question ? 'question' : 'message',
        templateId: input.templateId,
        createdAt: at,
      });
      const firstAnswer =
        summary?.unanswered && summary.waitingSince && !summary.firstAnswerAt
          ? {
              'thread.firstAnswerAt': at,
              'thread.firstAnswerMs': now - summary.waitingSince.getTime(),
            }
          : {};
      transaction.update(itemRef, {
        'thread.count': (summary?.count ?? 0) + 1,
        'thread.unanswered': false,
        'thread.waitingSince': null,
        'thread.lastStaffAt': at,
        ...firstAnswer,
        ...(input.question
          ? {
              'thread.ownership': {
                questionId: messageRef.id,
                answered: false,
                checkedBy: null,
                checkedAt: null,
              },
            }
          : {}),
      });
      if (mail?.allowed) {
        const token = newStatusToken(transaction, item, 'message');
        const message = renderHotelMessageMail({
          language: item.language,
          hotel,
          reference: typeof snap.get('reference') === 'string' ? String(snap.get('reference')) : '',
          statusUrl: statusUrl(token),
          guest: mail.confirmed ? item : null,
          text: input.text,
          question: input.question,
        });
        queueGuestMail(transaction, `message-${messageRef.id}`, item.email, hotel, message, {
          language: item.language,
          itemId: item.id,
        });
      }
      mail?.commit(transaction);
    });
    return { success: true, message: 'Message sent.' };
  },
);

/**
 * recordOwnershipCheck({lostItemId}): staff or admins of the hotel record, with their name, that
 * they checked the guest's answer to the ownership question. Only once the guest answered.
 */
export const recordOwnershipCheck = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const { lostItemId } = parseInput(recordOwnershipCheckRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'privileged');
    const name = await staffName(caller.uid, caller.email);
    const itemRef = db.doc(`lost-items/${lostItemId}`);
    await db.runTransaction(async (transaction) => {
      const snap = await transaction.get(itemRef);
      staffReport(snap, caller);
      const ownership = toThreadSummary(snap.get('thread'))?.ownership;
      if (!ownership?.answered) {
        throw refuse('failed-precondition', 'messages.errors.notAnswered');
      }
      if (ownership.checkedBy) return;
      transaction.update(itemRef, {
        'thread.ownership.checkedBy': { uid: caller.uid, name },
        'thread.ownership.checkedAt': FieldValue.serverTimestamp(),
      });
    });
    return { success: true, message: 'Recorded.' };
  },
);
