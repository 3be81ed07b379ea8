import type { FoundItem } from '@/domain/entities';
import type { FoundItemEdit } from '@/domain/schemas/found-item';
import type { Actor } from '@/domain/documents';
import { db } from '@/firebase/app';
import { resizeImage } from '@/firebase/image-resize';
import { saveFoundEdit } from '@/firebase/edit-sender';
import { deleteFoundItem, discardFoundItem, undoDiscard } from '@/firebase/found-item-writes';
import { markViewed, reservePhotoSlots } from '@/firebase/item-writes';
import { requireNetwork } from '@/firebase/network';
import { PhotoUploadError } from '@/firebase/photo-upload-error';
import { photoSlotName } from '@/firebase/storage-upload';
import { unmatch } from '@/firebase/match-writes';
import { useDocument } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';
import { invalidating } from '@/lib/query-client';
import { changedBy } from '@/lib/query-keys';
import { rememberStorageLocation } from './storage-locations';

export function useFoundItem(id: string): LiveState<FoundItem | null> {
  return useDocument('foundItem', id, (item) => !item.deleted);
}

export const foundItemActions = {
  markViewed: (actor: Actor, id: string) => markViewed(db, actor, 'found-items', id),
  discard: invalidating(changedBy.itemMove, (actor: Actor, id: string) =>
    discardFoundItem(db, actor, id),
  ),
  undoDiscard: invalidating(changedBy.itemMove, (actor: Actor, id: string) =>
    undoDiscard(db, actor, id),
  ),
  remove: invalidating(changedBy.itemMove, (actor: Actor, id: string) =>
    deleteFoundItem(db, actor, id),
  ),
  unmatch: invalidating(changedBy.itemMove, (actor: Actor, matchId: string) =>
    unmatch(db, actor, matchId),
  ),
};

/** The slot each new photo was given, so a retry re-sends it under the same name. */
const slotOf = new WeakMap<File, string>();

/**
 * Saves an edit: names a slot on the item for each new photo (storage.rules accept
 * only named slots), uploads the new photos not uploaded yet (kept in `uploaded`, so a retry
 * re-sends only the failed ones), then writes the fields and the photo list, recorded. Online the
 * edit is a transaction. With no network, an edit without new photos is kept on the device and
 * sent later (saveFoundEdit, docs/offline.md); one with new photos to upload fails at once
 * (NeedsNetworkError), before any slot or upload.
 */
export const saveFoundItemEdit = invalidating(changedBy.itemEdit, saveFoundItemEditNow);

async function saveFoundItemEditNow(
  actor: Actor,
  item: FoundItem,
  edit: Omit<FoundItemEdit, 'imageUrls'>,
  kept: string[],
  files: File[],
  uploaded: Map<File, string>,
): Promise<void> {
  const missing = files.filter((file) => !uploaded.has(file));
  if (missing.length > 0) requireNetwork();
  const now = Date.now();
  missing.forEach((file, index) => {
    if (!slotOf.has(file)) slotOf.set(file, photoSlotName(file.name, now + index));
  });
  const slots = missing.flatMap((file) => slotOf.get(file) ?? []);
  if (slots.some((slot) => !item.photoSlots?.includes(slot)))
    await reservePhotoSlots(db, 'found-items', item.id, slots);
  const results = await Promise.allSettled(
    missing.map(async (file) => {
      const { storage, uploadItemImage } = await import('@/firebase/storage');
      const url = await uploadItemImage(storage, {
        collection: 'found-items',
        hotelId: item.hotelId,
        itemId: item.id,
        file: await resizeImage(file),
        slot: slotOf.get(file) ?? photoSlotName(file.name),
      });
      uploaded.set(file, url);
    }),
  );
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0)
    throw new PhotoUploadError(
      failed.length,
      failed.map((f): unknown => f.reason),
    );
  const added = files.map((file) => uploaded.get(file)).filter((url) => url !== undefined);
  await saveFoundEdit(actor, item.id, { ...edit, imageUrls: [...kept, ...added] });
  rememberStorageLocation(item.hotelId, edit.storageLocation);
}
