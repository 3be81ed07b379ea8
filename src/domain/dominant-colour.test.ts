import { describe, expect, it } from 'vitest';
import { dominantColour, nearestPaletteColour, type Pixels } from './dominant-colour';

type Rgb = readonly [number, number, number];

/** A width×height photo whose pixel colours come from `paint(x, y)` (opaque unless said). */
function photo(width: number, height: number, paint: (x: number, y: number) => Rgb | null): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const colour = paint(x, y);
      const i = (y * width + x) * 4;
      if (colour) data.set([...colour, 255], i);
    }
  }
  return { data, width, height };
}

const solid = (colour: Rgb) => photo(64, 64, () => colour);
/** A small deterministic jitter, as a camera's noise: ±`amount` on each channel. */
const jitter = (colour: Rgb, x: number, y: number, amount = 12): Rgb =>
  colour.map(
    (c, k) => c + ((((x * 31 + y * 17 + k * 7) % 25) - 12) * amount) / 12,
  ) as unknown as Rgb;

describe('dominantColour', () => {
  it('names solid photos by their palette colour', () => {
    expect(dominantColour(solid([20, 20, 22]))).toBe('black');
    expect(dominantColour(solid([200, 30, 40]))).toBe('red');
    expect(dominantColour(solid([40, 110, 220]))).toBe('blue');
    expect(dominantColour(solid([25, 40, 90]))).toBe('navy');
    expect(dominantColour(solid([120, 72, 40]))).toBe('brown');
    expect(dominantColour(solid([250, 250, 250]))).toBe('white');
  });

  it('maps colours to the nearest swatch as a person sees it', () => {
    expect(nearestPaletteColour(255, 255, 255)).toBe('white');
    expect(nearestPaletteColour(0, 0, 0)).toBe('black');
    expect(nearestPaletteColour(40, 160, 60)).toBe('green');
    expect(nearestPaletteColour(250, 200, 30)).toBe('yellow');
    expect(nearestPaletteColour(110, 60, 220)).toBe('purple');
  });

  it('sees a black wallet on a white table (with its grey shadow) as black', () => {
    const wallet = photo(64, 64, (x, y) => {
      if (x >= 18 && x < 46 && y >= 22 && y < 42) return jitter([24, 24, 26], x, y);
      // The table: white, with a grey shadow along the bottom right of the wallet.
      if (x >= 20 && x < 50 && y >= 42 && y < 48) return jitter([130, 134, 140], x, y);
      return jitter([242, 242, 240], x, y);
    });
    expect(dominantColour(wallet)).toBe('black');
  });

  it('sees a red umbrella on a grey counter as red though it fills a twentieth of it', () => {
    const umbrella = photo(64, 64, (x, y) =>
      x >= 25 && x < 40 && y >= 25 && y < 40 ? [210, 40, 45] : [128, 132, 138],
    );
    expect(dominantColour(umbrella)).toBe('red');
  });

  it('keeps a white item that fills the frame white (no background left out)', () => {
    expect(dominantColour(photo(64, 64, (x, y) => jitter([245, 245, 245], x, y)))).toBe('white');
  });

  it('calls stripes of three colours or more multicolour', () => {
    const stripes: Rgb[] = [
      [220, 40, 40],
      [250, 200, 30],
      [40, 110, 220],
      [40, 160, 60],
    ];
    expect(dominantColour(photo(64, 64, (x) => stripes[Math.floor(x / 16)]))).toBe('multicolour');
  });

  it('answers null when two colours share the photo evenly', () => {
    const halves = photo(64, 64, (x) => (x < 32 ? [220, 40, 40] : [40, 110, 220]));
    expect(dominantColour(halves)).toBeNull();
  });

  it('ignores transparent pixels and answers null for an empty or fully transparent photo', () => {
    const logo = photo(64, 64, (x, y) =>
      x > 20 && x < 44 && y > 20 && y < 44 ? [40, 160, 60] : null,
    );
    expect(dominantColour(logo)).toBe('green');
    expect(dominantColour(photo(8, 8, () => null))).toBeNull();
    expect(dominantColour({ data: new Uint8ClampedArray(0), width: 0, height: 0 })).toBeNull();
  });
});
