import { getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage } from 'firebase/storage';
import type { ItemCollection } from '@/domain/entities';

/** A file name safe in a Storage path: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .slice(-80);
  return cleaned.replace(/^[._]+/, '') || 'photo.jpg';
}

/**
 * The object name of a photo, spec §3's {timestamp}-{filename}. It is the photo's slot: the item
 * lists it in photoSlots before the upload, and storage.rules accept only listed names, once.
 */
export function photoSlotName(fileName: string, now = Date.now()): string {
  return `${now}-${safeFileName(fileName)}`;
}

/** Spec §3: {collection}/{hotelId}/{itemId}/{timestamp}-{filename}. */
export function itemImagePath(
  collection: ItemCollection,
  hotelId: string,
  itemId: string,
  fileName: string,
  now = Date.now(),
): string {
  return `${collection}/${hotelId}/${itemId}/${photoSlotName(fileName, now)}`;
}

/** Uploads one photo into a slot the item lists (photoSlots) and returns its download URL. */
export async function uploadItemImage(
  storage: FirebaseStorage,
  options: {
    collection: ItemCollection;
    hotelId: string;
    itemId: string;
    file: File;
    slot: string;
    onProgress?: (bytesSent: number) => void;
  },
): Promise<string> {
  const { file } = options;
  const path = `${options.collection}/${options.hotelId}/${options.itemId}/${options.slot}`;
  const task = uploadBytesResumable(ref(storage, path), file, {
    contentType: file.type || 'image/jpeg',
  });
  task.on('state_changed', (snapshot) => options.onProgress?.(snapshot.bytesTransferred));
  const result = await task;
  options.onProgress?.(file.size);
  return getDownloadURL(result.ref);
}
