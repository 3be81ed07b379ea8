import { randomUUID } from 'node:crypto';
import { type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import {
  MAX_MESSAGE_PHOTO_BYTES,
  MAX_MESSAGE_PHOTOS_PER_REPORT,
  sniffImageType,
  type MessagePhoto,
} from '../../../src/domain/messages';
import { toLostItem } from '../../../src/domain/records';
import { adminAuth, db } from './admin';
import { holdsHotelRole } from './guards';
import { refuse } from './refuse';
import { photoBucket } from './guest-erasure';

/**
 * The message thread of a lost report (docs/data-model.md, "lost-items/{id}/messages"). Every
 * message is written here, by the functions: the guest has no rules identity of their own (the
 * proof is the reference and email, or a mail link), and a staff answer must update the report's
 * thread summary and queue the guest's mail in the same transaction, which a client write could
 * not be trusted to do. Clients only read: staff and admins of the hotel under the rules, the
 * guest through the status callables (guestThreadOf).
 */
export const messagesOf = (itemId: string) => db.collection(`lost-items/${itemId}/messages`);

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
export function decodePhotos(photos: readonly { contentType: string; data: string }[]) {
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
export function downloadUrl(bucket: string, path: string, token: string): string {
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
export async function storePhotos(
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
export async function messagePhotosSoFar(snap: DocumentSnapshot, transaction?: Transaction) {
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
export function requirePhotoRoom(soFar: number, adding: number) {
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
 * The staff member's name as the guest and colleagues see it: the profile's display name, else
 * the account's, else the email (as the disposer of a found item is named).
 */
export async function staffName(uid: string, email: string): Promise<string> {
  const [profile, account] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    adminAuth.getUser(uid).catch(() => null),
  ]);
  const name: unknown = profile.get('displayName');
  if (typeof name === 'string' && name.trim() !== '') return name.trim();
  return account?.displayName?.trim() || email;
}

/** The report, if it exists, is not deleted and belongs to a hotel the caller serves. */
export function staffReport(snap: DocumentSnapshot, caller: Parameters<typeof holdsHotelRole>[0]) {
  const item = snap.exists ? toLostItem(snap.id, snap.data() ?? {}) : null;
  // Another hotel's report is answered like a missing one (docs/trust-model.md).
  if (!item || item.deleted || !holdsHotelRole(caller, item.hotelId, 'privileged')) {
    throw refuse('not-found', 'staffErrors.lostItemNotFound');
  }
  if (item.erasure?.erasedAt) throw refuse('failed-precondition', 'messages.errors.closed');
  return item;
}
