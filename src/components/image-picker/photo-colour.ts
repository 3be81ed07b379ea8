import { useEffect, useState } from 'react';
import { dominantColour } from '@/domain/dominant-colour';
import type { PaletteColour } from '@/domain/matching/palette';

/** The side of the small copy the colour is read from: 4,096 pixels are plenty for a colour. */
const SAMPLE = 64;

/**
 * A photo's dominant palette colour (src/domain/dominant-colour.ts), read on the device from a
 * 64×64 copy; null when unsure or when the browser cannot decode the photo (HEIC outside Safari).
 */
export async function photoColour(file: Blob): Promise<PaletteColour | null> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: SAMPLE,
      resizeHeight: SAMPLE,
      resizeQuality: 'medium',
    });
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SAMPLE;
    canvas.height = SAMPLE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, SAMPLE, SAMPLE);
    return dominantColour(context.getImageData(0, 0, SAMPLE, SAMPLE));
  } finally {
    bitmap.close();
  }
}

/** The dominant colour of `file` (the first photo picked), or null while reading or unsure. */
export function usePhotoColour(file: File | undefined): PaletteColour | null {
  const [read, setRead] = useState<{ file: File; colour: PaletteColour | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void photoColour(file).then((colour) => {
      if (current) setRead({ file, colour });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return read && read.file === file ? read.colour : null;
}
