import { describe, expect, it } from 'vitest';
import { scaleDownDimensions } from './image-resize';
import { itemImagePath, safeFileName } from './storage-upload';

describe('photo preparation', () => {
  it('scales the long side down to 1600 px and keeps the proportions', () => {
    expect(scaleDownDimensions(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaleDownDimensions(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(scaleDownDimensions(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it('stores photos at {collection}/{hotelId}/{itemId}/{timestamp}-{filename}', () => {
    expect(itemImagePath('lost-items', 'sakura', 'abc', 'IMG 0001.HEIC', 1700000000000)).toBe(
      'lost-items/sakura/abc/1700000000000-IMG_0001.HEIC',
    );
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
  });
});
