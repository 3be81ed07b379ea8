import type { LostItemWrite } from '@/domain/schemas/lost-item';
import { auth, db } from '@/firebase/app';
import { ensureGuestSession } from '@/firebase/guest-auth';
import { resizeImage } from '@/firebase/image-resize';
import { attachImageUrls, createLostItem } from '@/firebase/item-writes';

export type ReportPhase = 'saving' | 'uploading';

/**
 * Saves a lost-item report: a guest gets an invisible anonymous session first (their uid is the
 * report's userId), then the report, then the photos (scaled down) and their URLs.
 */
export async function submitLostItemReport(
  fields: LostItemWrite,
  files: File[],
  onPhase: (phase: ReportPhase, progress: number) => void,
): Promise<string> {
  onPhase('saving', 0);
  const user = await ensureGuestSession(auth);
  const id = await createLostItem(db, user.uid, fields);
  if (files.length > 0) {
    onPhase('uploading', 0);
    const resized = await Promise.all(files.map((file) => resizeImage(file)));
    const { storage, uploadItemImages } = await import('@/firebase/storage');
    const urls = await uploadItemImages(storage, {
      collection: 'lost-items',
      hotelId: fields.hotelId,
      itemId: id,
      files: resized,
      onProgress: (share) => onPhase('uploading', share),
    });
    await attachImageUrls(db, 'lost-items', id, urls);
  }
  return id;
}
