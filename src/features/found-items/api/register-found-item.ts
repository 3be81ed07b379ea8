import type { FoundItemWrite } from '@/domain/schemas/found-item';
import type { Actor } from '@/domain/documents';
import { db } from '@/firebase/app';
import { resizeImage } from '@/firebase/image-resize';
import { attachImageUrls, reservePhotoSlots, itemExists, newItemId } from '@/firebase/item-writes';
import { createFoundItem } from '@/firebase/found-item-writes';
import { newItemSave, saveItemOnce, type ItemSave } from '@/firebase/save-once';

export type RegisterPhase = 'submitting' | 'uploading';

/** The save a registration form keeps across retries (one client-made id). */
export function newFoundSave(): ItemSave {
  return newItemSave(newItemId(db, 'found-items'));
}

/**
 * Saves a found item once at the save's id, then the photos not yet uploaded (scaled down) and
 * their URLs. Retry with the same save.
 */
export function registerFoundItem(
  save: ItemSave,
  actor: Actor,
  fields: FoundItemWrite,
  files: File[],
  onPhase: (phase: RegisterPhase, progress: number) => void,
): Promise<string> {
  return saveItemOnce(
    save,
    files,
    {
      create: (id) => createFoundItem(db, actor, fields, id),
      exists: (id) => itemExists(db, 'found-items', id),
      reserve: (id, slots) => reservePhotoSlots(db, 'found-items', id, slots),
      upload: async (file, slot, onProgress) => {
        const { storage, uploadItemImage } = await import('@/firebase/storage');
        return uploadItemImage(storage, {
          collection: 'found-items',
          hotelId: fields.hotelId,
          itemId: save.id,
          file: await resizeImage(file),
          slot,
          onProgress,
        });
      },
      attach: (id, urls) => attachImageUrls(db, 'found-items', id, urls),
    },
    (phase, share) => onPhase(phase === 'saving' ? 'submitting' : 'uploading', share),
  );
}
