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

/**
 * Uploads each photo and returns the download URLs in order. onProgress receives the share of all
 * bytes sent, 0 to 1.
 */
export async function uploadItemImages(
  storage: FirebaseStorage,
  options: {
    collection: ItemCollection;
    hotelId: string;
    itemId: string;
    files: File[];
    onProgress?: (share: number) => void;
  },
): Promise<string[]> {
  const { files, onProgress } = options;
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  const sent = files.map(() => 0);
  const report = () => onProgress?.(Math.min(1, sent.reduce((a, b) => a + b, 0) / total));
  return Promise.all(
    files.map(async (file, index) => {
      const path = itemImagePath(
        options.collection,
        options.hotelId,
        options.itemId,
        file.name,
        Date.now() + index,
      );
      const task = uploadBytesResumable(ref(storage, path), file, {
        contentType: file.type || 'image/jpeg',
      });
      task.on('state_changed', (snapshot) => {
        sent[index] = snapshot.bytesTransferred;
        report();
      });
      const result = await task;
      sent[index] = file.size;
      report();
      return getDownloadURL(result.ref);
    }),
  );
}
