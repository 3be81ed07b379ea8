import type { FoundItemWrite } from '@/domain/schemas/found-item';
import type { Actor } from '@/firebase/activity';
import { db } from '@/firebase/app';
import { resizeImage } from '@/firebase/image-resize';
import { attachImageUrls, createFoundItem } from '@/firebase/item-writes';

export type RegisterPhase = 'submitting' | 'uploading';

/** Saves a found item, then its photos (scaled down) and their URLs. */
export async function registerFoundItem(
  actor: Actor,
  fields: FoundItemWrite,
  files: File[],
  onPhase: (phase: RegisterPhase, progress: number) => void,
): Promise<string> {
  onPhase('submitting', 0);
  const id = await createFoundItem(db, actor, fields);
  if (files.length > 0) {
    onPhase('uploading', 0);
    const resized = await Promise.all(files.map((file) => resizeImage(file)));
    const { storage, uploadItemImages } = await import('@/firebase/storage');
    const urls = await uploadItemImages(storage, {
      collection: 'found-items',
      hotelId: fields.hotelId,
      itemId: id,
      files: resized,
      onProgress: (share) => onPhase('uploading', share),
    });
    await attachImageUrls(db, 'found-items', id, urls);
  }
  return id;
}
