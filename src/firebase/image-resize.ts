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
  return { width: Math.round(width * factor), height: Math.round(height * factor) };
}

/**
 * Scales a photo down in the browser before upload (phones take 4000 px photos; guests may be on
 * mobile data). Images already small enough, and files the browser cannot decode, are kept as is.
 */
export async function resizeImage(file: File, max = MAX_IMAGE_DIMENSION): Promise<File> {
  if (
    typeof createImageBitmap !== 'function' ||
    !file.type.startsWith('image/') ||
    file.type === 'image/gif'
  )
    return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const target = scaleDownDimensions(bitmap.width, bitmap.height, max);
  if (target.width === bitmap.width && target.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, target.width, target.height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  if (!blob) return file;
  const name = type === 'image/jpeg' ? file.name.replace(/\.\w+$/, '') + '.jpg' : file.name;
  return new File([blob], name, { type, lastModified: file.lastModified });
}
