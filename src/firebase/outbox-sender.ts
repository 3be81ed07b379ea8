import {
  arrayUnion,
  doc,
  getDocFromServer,
  serverTimestamp,
  setDoc,
  updateDoc,
  waitForPendingWrites,
} from 'firebase/firestore';
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { newFoundItem } from '@/domain/documents';
import { auth, db } from './app';
import { isPermissionDenied } from './item-writes';
import {
  photosOf,
  photoUploaded,
  readOutbox,
  removeItem,
  updateItem,
  type OutboxItem,
  type RefusalReason,
} from './photo-outbox';
import { createSender, type Backoff } from './sender-loop';

/**
 * Sends the outbox (./photo-outbox.ts) when the network is back: at app start, on the `online`
 * event and when the tab is shown again, oldest item first. For each item: wait until Firestore
 * has sent its queued writes, read the item from the server; if it is not there (its create was
 * refused, or its queued write was lost with a cleared cache), send the create again at the same
 * id; name its photo slots; upload each photo into its own slot (Storage refuses a second write
 * to a name, so a photo whose answer was lost is found there, never sent twice); add the URLs to
 * the item; then the item leaves the outbox. A refusal (rules, a revoked account, a deleted item)
 * stops that item with its reason until the clerk acts; a network failure is tried again later,
 * waiting twice as long each time, up to five minutes.
 */

class Refused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** A refusal the server will repeat (not worth retrying), as the clerk's reason; else null. */
function refusalOf(error: unknown): Refused | null {
  if (error instanceof Refused) return error;
  const code = codeOf(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (
    code === 'auth/user-disabled' ||
    code === 'auth/user-token-expired' ||
    code === 'auth/user-not-found'
  )
    return new Refused('account', detail);
  if (isPermissionDenied(error) || code === 'storage/unauthorized')
    return new Refused('permission', detail);
  if (code.endsWith('invalid-argument')) return new Refused('invalid', detail);
  return null;
}

function online(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

// Without a Web Lock, as it always ran (the changes' sender, ./edit-sender.ts, holds one).
const sender = createSender(sendAll);

/** Sends what waits now (or after the current run). Resolves when this run is over. */
export const sendOutbox = sender.send;

/** Sends now and whenever the network comes back or the tab is shown again (once per page). */
export const startOutboxSender = sender.start;

async function sendAll({ retryLater, sent }: Backoff): Promise<void> {
  const user = auth.currentUser;
  if (!user || user.isAnonymous || !online()) return;
  const { items } = await readOutbox();
  const mine = items.filter((item) => item.owner === user.uid && item.state === 'waiting');
  if (mine.length === 0) return;
  try {
    // A fresh sign-in token: one that expired while offline, or an account revoked meanwhile,
    // shows here rather than as a refused upload.
    await user.getIdToken(true);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) return retryLater();
    for (const item of mine)
      await updateItem(item.itemId, {
        state: 'refused',
        reason: refusal.reason,
        detail: refusal.detail,
      });
    return;
  }
  for (const item of mine) {
    if (!online()) return retryLater();
    try {
      await sendItem(item);
      sent();
    } catch (error) {
      const refusal = refusalOf(error);
      console.warn('Outbox: sending failed', item.itemId, error);
      if (refusal) {
        await updateItem(item.itemId, {
          state: 'refused',
          reason: refusal.reason,
          detail: refusal.detail,
          attempts: item.attempts + 1,
        });
      } else {
        await updateItem(item.itemId, { attempts: item.attempts + 1 });
        // Oldest first: a later item waits for this one.
        return retryLater();
      }
    }
  }
}

async function sendItem(item: OutboxItem): Promise<void> {
  const itemRef = doc(db, item.collection, item.itemId);
  // Firestore's queue (the create and the slots written at registration) goes first.
  await waitForPendingWrites(db);
  // The rules refuse reading a found item that does not exist (`resource` is null there), so a
  // refused read may be an item whose queued create was refused (sent with a token that had lost
  // the hotel) or lost: the create is sent again at the same id. On an item that does exist,
  // setDoc is an update, which the rules refuse to whoever may not read it: the refusal stands.
  let snapshot = await getDocFromServer(itemRef).catch((error: unknown) => {
    if (isPermissionDenied(error)) return null;
    throw error;
  });
  if (!snapshot?.exists()) {
    await setDoc(itemRef, newFoundItem(item.fields, item.actor, serverTimestamp()));
    snapshot = await getDocFromServer(itemRef);
  }
  const data = snapshot?.data() ?? {};
  if (data.deleted === true) throw new Refused('deleted', 'The item was deleted');
  const listed = Array.isArray(data.photoSlots) ? (data.photoSlots as string[]) : [];
  const missingSlots = item.slots.filter((slot) => !listed.includes(slot));
  if (missingSlots.length > 0)
    await updateDoc(itemRef, {
      photoSlots: arrayUnion(...missingSlots),
      updatedAt: serverTimestamp(),
    });
  const { storage } = await import('./storage');
  const attached = Array.isArray(data.imageUrls) ? (data.imageUrls as string[]) : [];
  const urls: string[] = [];
  for (const photo of await photosOf(item.itemId)) {
    let url = photo.url;
    if (!url) {
      const photoRef = ref(
        storage,
        `${item.collection}/${item.hotelId}/${item.itemId}/${photo.slot}`,
      );
      try {
        await uploadBytes(photoRef, photo.blob, { contentType: photo.blob.type || 'image/jpeg' });
        url = await getDownloadURL(photoRef);
      } catch (error) {
        // Storage refuses a second write to a slot: an earlier upload whose answer was lost is
        // already there.
        url = await getDownloadURL(photoRef).catch(() => {
          throw error;
        });
      }
      await photoUploaded(photo.key, url);
    }
    if (!attached.some((known) => known.split('?')[0] === url.split('?')[0])) urls.push(url);
  }
  if (urls.length > 0)
    await updateDoc(itemRef, { imageUrls: arrayUnion(...urls), updatedAt: serverTimestamp() });
  await removeItem(item.itemId);
}

/** The clerk sends a refused item again (after the cause is fixed). */
export async function retryRefused(itemId: string): Promise<void> {
  await updateItem(itemId, { state: 'waiting', reason: undefined, detail: undefined });
  await sendOutbox();
}

/** The clerk discards an item the server refused: it leaves the device. */
export async function discardRefused(itemId: string): Promise<void> {
  await removeItem(itemId);
}
