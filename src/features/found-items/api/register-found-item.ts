import type { FoundItemWrite } from '@/domain/schemas/found-item';
import type { Actor } from '@/domain/documents';
import { db } from '@/firebase/app';
import { resizeImage } from '@/firebase/image-resize';
import { queueFoundItem } from '@/firebase/found-item-outbox';
import { newItemId } from '@/firebase/item-writes';
import { newItemSave, type ItemSave } from '@/firebase/save-once';
import { rememberStorageLocation } from './storage-locations';
import { invalidating } from '@/lib/query-client';
import { changedBy } from '@/lib/query-keys';

export type RegisterPhase = 'submitting' | 'uploading';

/** The save a registration form keeps across retries (one client-made id). */
export function newFoundSave(): ItemSave {
  return newItemSave(newItemId(db, 'found-items'));
}

/**
 * Registers a found item on the device first (docs/offline.md): its photos (scaled down) and a
 * copy of its fields go to the outbox, its document to Firestore's queue, and the id comes back
 * at once, with or without a network. The outbox sends the rest (src/firebase/outbox-sender.ts).
 */
export const registerFoundItem = invalidating(changedBy.itemMove, registerNow);

async function registerNow(
  save: ItemSave,
  actor: Actor,
  fields: FoundItemWrite,
  files: File[],
  onPhase: (phase: RegisterPhase, progress: number) => void,
): Promise<string> {
  onPhase('submitting', 0);
  const photos = await Promise.all(files.map((file) => resizeImage(file)));
  await queueFoundItem(save.id, actor, fields, photos);
  rememberStorageLocation(fields.hotelId, fields.storageLocation);
  save.created = true;
  save.attempted = true;
  return save.id;
}
