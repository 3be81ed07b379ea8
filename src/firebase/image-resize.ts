import { MAX_IMAGE_DIMENSION } from '@/domain/limits';

/** The size an image is scaled to: at most `max` pixels on the long side, never enlarged. */
export function scaleDownDimensions(
  width: number,
  height: number,
  max = MAX_IMAGE_DIMENSION,
): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max || long === 0) return { width, height };
  const factor = max / long;
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/**
 * JPEG quality of every kept photo (docs/screens.md, "Photos"): 0.82 keeps labels, serial numbers
 * and scratches readable at 1600 px and makes a phone photo a few hundred kilobytes.
 */
export const PHOTO_QUALITY = 0.82;
/** Every kept photo is a JPEG: every browser encodes it (Safari's canvas cannot make WebP). */
export const PHOTO_TYPE = 'image/jpeg';

/** The kept photo's name: the picked one with a .jpg ending ("IMG_0001.HEIC" → "IMG_0001.jpg"). */
export function photoFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * Every photo, guest's or staff's, passes here before it is kept or sent (the one place: staff
 * registration and edit, the guest's report, guest message photos). The photo is decoded, turned
 * upright by its EXIF orientation, scaled down to at most `max` px on the long side and encoded
 * again as a JPEG (PHOTO_QUALITY) on a white ground (transparent PNG/WebP areas become white, not
 * black). Re-encoding from pixels is what removes the location (EXIF GPS), the camera's serial
 * and every other metadata: the canvas writes none.
 *
 * A file the browser cannot decode (HEIC outside Safari, a broken file) is kept as it is, with
 * its metadata: there is no way to strip it without decoding. The storage rules' size and type
 * limits stay the server's guard for those (docs/screens.md, "Photos").
 */
export async function resizeImage(file: File, max = MAX_IMAGE_DIMENSION): Promise<File> {
  if (typeof createImageBitmap !== 'function' || !file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap;
  try {
    // 'from-image' applies the EXIF orientation, so a portrait phone photo stays upright once
    // the EXIF (and its orientation tag) is gone.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const target = scaleDownDimensions(bitmap.width, bitmap.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, PHOTO_TYPE, PHOTO_QUALITY),
    );
    if (!blob || blob.type !== PHOTO_TYPE) return file;
    return new File([blob], photoFileName(file.name), {
      type: PHOTO_TYPE,
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
