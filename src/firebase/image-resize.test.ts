import { afterEach, describe, expect, it, vi } from 'vitest';
import { photoFileName, PHOTO_QUALITY, resizeImage, scaleDownDimensions } from './image-resize';
import { itemImagePath, safeFileName } from './storage-upload';

/**
 * A stand-in for the browser's decoder and canvas (the node tier has neither): records what is
 * drawn and how the photo is encoded. The real pixels and bytes are checked in the browser
 * (tests/e2e/photo-metadata.test.ts).
 */
function fakeBrowser(size: { width: number; height: number } | 'undecodable') {
  const calls: string[] = [];
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({
      set fillStyle(value: string) {
        calls.push(`fill ${value}`);
      },
      set imageSmoothingQuality(_value: string) {},
      fillRect: (_x: number, _y: number, w: number, h: number) => calls.push(`fillRect ${w}x${h}`),
      drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) =>
        calls.push(`draw ${w}x${h}`),
    }),
    toBlob: (resolve: (blob: Blob | null) => void, type: string, quality: number) => {
      calls.push(`encode ${type} ${quality} ${canvas.width}x${canvas.height}`);
      resolve(new Blob(['jpeg bytes'], { type }));
    },
  };
  vi.stubGlobal('document', { createElement: () => canvas });
  vi.stubGlobal('createImageBitmap', (_file: File, options: { imageOrientation?: string }) => {
    calls.push(`decode ${options.imageOrientation}`);
    if (size === 'undecodable') return Promise.reject(new DOMException('no decoder'));
    return Promise.resolve({ ...size, close: () => calls.push('close') });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('photo preparation', () => {
  it('scales the long side down to 1600 px and keeps the proportions', () => {
    expect(scaleDownDimensions(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaleDownDimensions(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaleDownDimensions(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(scaleDownDimensions(8000, 2)).toEqual({ width: 1600, height: 1 });
  });

  it('re-encodes a large phone photo upright as a 1600 px JPEG on white', async () => {
    const calls = fakeBrowser({ width: 4000, height: 3000 });
    const kept = await resizeImage(new File(['x'], 'IMG_0042.JPG', { type: 'image/jpeg' }));
    expect(kept.type).toBe('image/jpeg');
    expect(kept.name).toBe('IMG_0042.jpg');
    expect(calls).toEqual([
      'decode from-image',
      'fill #ffffff',
      'fillRect 1600x1200',
      'draw 1600x1200',
      `encode image/jpeg ${PHOTO_QUALITY} 1600x1200`,
      'close',
    ]);
  });

  it('re-encodes small photos too (that is what drops their EXIF), PNG with transparency on white', async () => {
    const calls = fakeBrowser({ width: 640, height: 480 });
    const small = new File(['x'], 'tag.png', { type: 'image/png' });
    const kept = await resizeImage(small);
    expect(kept).not.toBe(small);
    expect(kept.type).toBe('image/jpeg');
    expect(kept.name).toBe('tag.jpg');
    expect(calls).toContain('fill #ffffff');
    expect(calls).toContain(`encode image/jpeg ${PHOTO_QUALITY} 640x480`);
  });

  it('keeps a photo the browser cannot decode (HEIC outside Safari) as it is', async () => {
    fakeBrowser('undecodable');
    const heic = new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(await resizeImage(heic)).toBe(heic);
  });

  it('leaves files that are not images alone', async () => {
    const calls = fakeBrowser({ width: 10, height: 10 });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(await resizeImage(text)).toBe(text);
    expect(calls).toEqual([]);
  });

  it('names the kept photo .jpg', () => {
    expect(photoFileName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(photoFileName('scan.final.png')).toBe('scan.final.jpg');
    expect(photoFileName('camera')).toBe('camera.jpg');
    expect(photoFileName('.png')).toBe('photo.jpg');
  });

  it('stores photos at {collection}/{hotelId}/{itemId}/{timestamp}-{filename}', () => {
    expect(itemImagePath('lost-items', 'sakura', 'abc', 'IMG 0001.HEIC', 1700000000000)).toBe(
      'lost-items/sakura/abc/1700000000000-IMG_0001.HEIC',
    );
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
  });
});
