import type { Page } from '@playwright/test';

/**
 * JPEG bytes for the photo tests, made at test time (nothing downloaded): a phone-like photo
 * drawn in the page, an EXIF block with a location written by hand, and a reader of the markers
 * a stored photo carries.
 */

/**
 * A photo-like JPEG drawn on a canvas in `page`: gradients, a shape and texture (pure noise would
 * be far larger than a phone's photo, flat colour far smaller), exported at `quality`.
 */
export async function drawnJpeg(
  page: Page,
  width: number,
  height: number,
  quality = 0.92,
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      const sky = context.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, '#d9c7a3');
      sky.addColorStop(0.5, '#8a6f4d');
      sky.addColorStop(1, '#3b2f25');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      // A dark wallet-like block with a few highlights.
      context.fillStyle = '#1d1d20';
      context.fillRect(width * 0.3, height * 0.35, width * 0.4, height * 0.3);
      context.strokeStyle = '#b08d57';
      context.lineWidth = Math.max(2, width / 400);
      context.strokeRect(width * 0.32, height * 0.37, width * 0.36, height * 0.26);
      // Texture at two scales, from fixed-seed generators (the same bytes each run): grain of
      // ±6 a pixel (a sensor's noise, mostly averaged away when scaled down) and a weave of ±14
      // in 6-pixel cells (fabric, leather, carpet: what survives at 1600 px, as in a real photo).
      const image = context.getImageData(0, 0, width, height);
      let seed = 42;
      const cell = (cx: number, cy: number) => {
        let h = (cx * 374761393 + cy * 668265263) | 0;
        h = Math.imul(h ^ (h >>> 13), 1274126177);
        return ((h ^ (h >>> 16)) >>> 0) % 29;
      };
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = (y * width + x) * 4;
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const n = (seed % 13) - 6 + cell(Math.floor(x / 6), Math.floor(y / 6)) - 14;
          image.data[i] += n;
          image.data[i + 1] += n;
          image.data[i + 2] += n;
        }
      }
      context.putImageData(image, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) =>
        canvas.toBlob(resolve, 'image/jpeg', quality),
      );
      if (!blob) throw new Error('The canvas made no JPEG');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { width, height, quality },
  );
  return Buffer.from(base64, 'base64');
}

/** The camera make written into the EXIF block: found in a file only if its EXIF survived. */
export const EXIF_MAKE = 'PhotoTestCam';

/**
 * `jpeg` with an EXIF block (APP1) as a phone writes one: the camera make, an orientation, and a
 * GPS location (35°39′N 139°44′E, Tokyo). Big-endian TIFF, written byte by byte.
 */
export function withExif(jpeg: Buffer, { orientation = 1 } = {}): Buffer {
  const make = Buffer.from(`${EXIF_MAKE}\0`, 'ascii');
  const entry = (tag: number, type: number, count: number, value: Buffer) => {
    const bytes = Buffer.alloc(12);
    bytes.writeUInt16BE(tag, 0);
    bytes.writeUInt16BE(type, 2);
    bytes.writeUInt32BE(count, 4);
    value.copy(bytes, 8, 0, 4);
    return bytes;
  };
  const long = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };
  const short = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt16BE(value);
    return bytes;
  };
  const rationals = (values: [number, number][]) => {
    const bytes = Buffer.alloc(values.length * 8);
    values.forEach(([n, d], i) => {
      bytes.writeUInt32BE(n, i * 8);
      bytes.writeUInt32BE(d, i * 8 + 4);
    });
    return bytes;
  };
  // Offsets from the TIFF header: header 8, IFD0 (3 entries) 2 + 36 + 4 = 42, then the make.
  const ifd0At = 8;
  const makeAt = ifd0At + 2 + 3 * 12 + 4;
  const gpsAt = makeAt + make.length;
  const latAt = gpsAt + 2 + 4 * 12 + 4;
  const lonAt = latAt + 24;
  const ASCII = 2;
  const SHORT = 3;
  const LONG = 4;
  const RATIONAL = 5;
  const tiff = Buffer.concat([
    Buffer.from('MM\0*', 'binary'),
    long(ifd0At),
    Buffer.from([0, 3]),
    entry(0x010f, ASCII, make.length, long(makeAt)),
    entry(0x0112, SHORT, 1, short(orientation)),
    entry(0x8825, LONG, 1, long(gpsAt)),
    long(0),
    make,
    Buffer.from([0, 4]),
    entry(0x0001, ASCII, 2, Buffer.from('N\0\0\0', 'binary')),
    entry(0x0002, RATIONAL, 3, long(latAt)),
    entry(0x0003, ASCII, 2, Buffer.from('E\0\0\0', 'binary')),
    entry(0x0004, RATIONAL, 3, long(lonAt)),
    long(0),
    rationals([
      [35, 1],
      [39, 1],
      [2940, 100],
    ]),
    rationals([
      [139, 1],
      [44, 1],
      [2880, 100],
    ]),
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  // After SOI and the canvas's JFIF APP0, as cameras and editors place it.
  let at = 2;
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) at = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, at), header, body, jpeg.subarray(at)]);
}

export interface JpegInfo {
  width: number;
  height: number;
  /** The segment markers before the image data, e.g. ['APP0', 'APP1', 'DQT', 'SOF0', …]. */
  markers: string[];
  /** An APP1 segment starting "Exif": the EXIF block (location, camera, time…). */
  exif: boolean;
}

/** Reads a JPEG's header segments up to the image data. Throws when it is not a JPEG. */
export function jpegInfo(bytes: Buffer): JpegInfo {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('Not a JPEG');
  const markers: string[] = [];
  let width = 0;
  let height = 0;
  let exif = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`No marker at ${at}`);
    const marker = bytes[at + 1];
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xe0 && marker <= 0xef) {
      markers.push(`APP${marker - 0xe0}`);
      if (marker === 0xe1 && bytes.subarray(at + 4, at + 8).toString('binary') === 'Exif') {
        exif = true;
      }
    } else if (marker >= 0xc0 && marker <= 0xc2) {
      markers.push(`SOF${marker - 0xc0}`);
      height = bytes.readUInt16BE(at + 5);
      width = bytes.readUInt16BE(at + 7);
    } else {
      markers.push(`0x${marker.toString(16)}`);
    }
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return { width, height, markers, exif };
}
