import { arrayUnion, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { newFoundItem, type Actor } from '@/domain/documents';
import type { FoundItemWrite } from '@/domain/schemas/found-item';
import { auth, db } from './app';
import { sendOutbox } from './outbox-sender';
import { addToOutbox, askToKeepStorage } from './photo-outbox';
import { photoSlotName } from './storage-upload';

/**
 * A found item registered on the device first (docs/offline.md): the outbox gets its photos and
 * a copy of its fields (one IndexedDB transaction), then Firestore's queue gets its create and its
 * photo slots. Resolves once both are on the device, without waiting for the server: the item is
 * in the Found list at once (Firestore's pending write), and the outbox sends the rest when it
 * can (./outbox-sender.ts).
 */
export async function queueFoundItem(
  id: string,
  actor: Actor,
  fields: FoundItemWrite,
  photos: File[],
): Promise<void> {
  const now = Date.now();
  const slots = photos.map((photo, index) => photoSlotName(photo.name, now + index));
  await addToOutbox(
    {
      itemId: id,
      collection: 'found-items',
      hotelId: fields.hotelId,
      owner: auth.currentUser?.uid ?? actor.uid,
      actor,
      fields,
      slots,
      createdAt: now,
      state: 'waiting',
      attempts: 0,
    },
    photos.map((photo, index) => ({
      itemId: id,
      slot: slots[index],
      blob: photo,
      createdAt: now + index,
    })),
  );
  void askToKeepStorage();
  const ref = doc(db, 'found-items', id);
  // Neither write is awaited: each resolves when the server has it, which offline is later. A
  // refusal is the sender's to find (it reads the item from the server) and to record.
  const writes = [setDoc(ref, newFoundItem(fields, actor, serverTimestamp()))];
  if (slots.length > 0)
    writes.push(updateDoc(ref, { photoSlots: arrayUnion(...slots), updatedAt: serverTimestamp() }));
  void Promise.allSettled(writes).then(() => sendOutbox());
}
