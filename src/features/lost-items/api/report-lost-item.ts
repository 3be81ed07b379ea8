import type { LostItemWrite } from '@/domain/schemas/lost-item';
import { auth, db } from '@/firebase/app';
import { ensureGuestSession } from '@/firebase/guest-auth';
import { resizeImage } from '@/firebase/image-resize';
import { quotaExempt } from '@/domain/report-quota';
import { attachImageUrls, itemExists, newItemId, reservePhotoSlots } from '@/firebase/item-writes';
import { createLostItem } from '@/firebase/lost-item-writes';
import { newItemSave, saveItemOnce, type ItemSave, type SavePhase } from '@/firebase/save-once';

export type ReportPhase = SavePhase;

/** The save a report form keeps across retries (one client-made id). */
export function newReportSave(): ItemSave {
  return newItemSave(newItemId(db, 'lost-items'));
}

/**
 * Saves a lost-item report: a guest gets an invisible anonymous session first (their uid is the
 * report's userId), then the report (once, at the save's id, spending the quota once), then the
 * photos not yet uploaded (scaled down) and their URLs. Retry with the same save.
 */
export async function submitLostItemReport(
  save: ItemSave,
  fields: LostItemWrite,
  files: File[],
  onPhase: (phase: ReportPhase, progress: number) => void,
): Promise<string> {
  onPhase('saving', 0);
  const user = await ensureGuestSession(auth);
  // Staff and admins of the hotel report without spending a quota (decided here, from the claims).
  const { claims } = await user.getIdTokenResult();
  const reporter = { uid: user.uid, quotaExempt: quotaExempt(claims, fields.hotelId) };
  return saveItemOnce(
    save,
    files,
    {
      create: (id) => createLostItem(db, reporter, fields, id),
      exists: (id) => itemExists(db, 'lost-items', id),
      reserve: (id, slots) => reservePhotoSlots(db, 'lost-items', id, slots),
      upload: async (file, slot, onProgress) => {
        const { storage, uploadItemImage } = await import('@/firebase/storage');
        return uploadItemImage(storage, {
          collection: 'lost-items',
          hotelId: fields.hotelId,
          itemId: save.id,
          file: await resizeImage(file),
          slot,
          onProgress,
        });
      },
      attach: (id, urls) => attachImageUrls(db, 'lost-items', id, urls),
    },
    onPhase,
  );
}
