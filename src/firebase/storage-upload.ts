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

/** Spec §3: {collection}/{hotelId}/{itemId}/{timestamp}-{filename}. */
export function itemImagePath(
  collection: ItemCollection,
  hotelId: string,
  itemId: string,
  fileName: string,
  now = Date.now(),
): string {
  return `${collection}/${hotelId}/${itemId}/${now}-${safeFileName(fileName)}`;
}

/** Uploads one photo to the item's folder and returns its download URL. */
export async function uploadItemImage(
  storage: FirebaseStorage,
  options: {
    collection: ItemCollection;
    hotelId: string;
    itemId: string;
    file: File;
    index?: number;
    onProgress?: (bytesSent: number) => void;
  },
): Promise<string> {
  const { file } = options;
  const path = itemImagePath(
    options.collection,
    options.hotelId,
    options.itemId,
    file.name,
    Date.now() + (options.index ?? 0),
  );
  const task = uploadBytesResumable(ref(storage, path), file, {
    contentType: file.type || 'image/jpeg',
  });
  task.on('state_changed', (snapshot) => options.onProgress?.(snapshot.bytesTransferred));
  const result = await task;
  options.onProgress?.(file.size);
  return getDownloadURL(result.ref);
}
