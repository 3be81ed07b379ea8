import { COLOUR_PALETTE, type PaletteColour } from './matching/palette';

/**
 * The colour a photo of an item mostly shows, as one of the palette's keys: a suggestion the
 * clerk confirms (docs/screens.md, "Photos"). Computed on the device from a small copy of the
 * photo (64×64 is plenty), no model. Pure: RGBA pixels in, a palette key or null out.
 *
 * How:
 * 1. Every opaque pixel is mapped to the nearest palette swatch in CIELAB (ΔE 1976): distances
 *    there follow what people see far better than in RGB.
 * 2. The background: the pixels of the outer ring (a tenth of each side) vote for a palette
 *    colour. When neutrals (white, grey, silver, beige, black: a table, a tray, a counter, with
 *    its shadow) make up most of the ring, pixels of those colours are left out of the count —
 *    unless that would leave almost nothing (the photo is all that colour: a white towel).
 * 3. The rest vote. A clear majority wins; three or more strong colours with none leading make
 *    "multicolour"; anything else is unsure and answers null (no suggestion rather than a wrong one).
 */
export interface Pixels {
  /** RGBA, 4 bytes a pixel, row by row (ImageData.data). */
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** A palette colour that wins with at least this share of the item's pixels. */
export const MAJORITY = 0.45;
/** A palette colour with at least this share, that leads the next one by half again, wins. */
const PLURALITY = 0.3;
/** Multicolour: at least three colours each with this share and no majority. */
const STRONG_SHARE = 0.15;
/** The ring is "background" when one colour holds at least this share of it. */
const BACKGROUND_SHARE = 0.55;
/** A neutral with at least this share of the ring is part of the background. */
const RING_PART = 0.2;
/** Leaving the background out must keep at least this share of the photo, or it is kept. */
const MIN_SUBJECT_SHARE = 0.04;
/** Colours a background usually is: left out only when they fill the ring. */
const NEUTRALS: ReadonlySet<string> = new Set(['white', 'grey', 'silver', 'beige', 'black']);

type Lab = readonly [number, number, number];

function srgbToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** sRGB (0..255) to CIELAB, D65 white. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = srgbToLinear(r);
  const lg = srgbToLinear(g);
  const lb = srgbToLinear(b);
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function hexToLab(hex: string): Lab {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgbToLab((value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff);
}

/** The palette colours a photo can match: those with a plain swatch (not "multicolour"). */
const SWATCHES: readonly { key: PaletteColour; lab: Lab }[] = COLOUR_PALETTE.filter((colour) =>
  /^#[0-9a-f]{6}$/i.test(colour.swatch),
).map((colour) => ({ key: colour.key, lab: hexToLab(colour.swatch) }));

/** The palette colour nearest to an sRGB colour (CIELAB distance). */
export function nearestPaletteColour(r: number, g: number, b: number): PaletteColour {
  const [l, a, bb] = rgbToLab(r, g, b);
  let best = SWATCHES[0];
  let bestDistance = Infinity;
  for (const swatch of SWATCHES) {
    const distance =
      (swatch.lab[0] - l) ** 2 + (swatch.lab[1] - a) ** 2 + (swatch.lab[2] - bb) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = swatch;
    }
  }
  return best.key;
}

function ranked(counts: Map<PaletteColour, number>): [PaletteColour, number][] {
  return [...counts.entries()].sort((x, y) => y[1] - x[1]);
}

/** The photo's dominant palette colour, "multicolour", or null when unsure (see above). */
export function dominantColour({ data, width, height }: Pixels): PaletteColour | null {
  if (width <= 0 || height <= 0 || data.length < width * height * 4) return null;
  const ringX = Math.max(1, Math.floor(width / 10));
  const ringY = Math.max(1, Math.floor(height / 10));
  // Each pixel's palette colour (null when mostly transparent), computed once.
  const colours: (PaletteColour | null)[] = new Array<PaletteColour | null>(width * height);
  // Colours repeat a lot in a small photo: remember each RGB's answer.
  const memo = new Map<number, PaletteColour>();
  const ring = new Map<PaletteColour, number>();
  let ringTotal = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      if (data[i + 3] < 128) {
        colours[y * width + x] = null;
        continue;
      }
      const rgb = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      let colour = memo.get(rgb);
      if (!colour) {
        colour = nearestPaletteColour(data[i], data[i + 1], data[i + 2]);
        memo.set(rgb, colour);
      }
      colours[y * width + x] = colour;
      if (x < ringX || x >= width - ringX || y < ringY || y >= height - ringY) {
        ring.set(colour, (ring.get(colour) ?? 0) + 1);
        ringTotal += 1;
      }
    }
  }

  const all = new Map<PaletteColour, number>();
  let total = 0;
  for (const colour of colours) {
    if (!colour) continue;
    all.set(colour, (all.get(colour) ?? 0) + 1);
    total += 1;
  }
  if (total === 0) return null;

  let counts = all;
  let counted = total;
  // The neutrals that make up the ring (a white table with its grey shadow): at least a fifth of
  // it each, most of it together.
  const background = ranked(ring).filter(
    ([colour, count]) => NEUTRALS.has(colour) && count >= ringTotal * RING_PART,
  );
  const backgroundRing = background.reduce((sum, [, count]) => sum + count, 0);
  if (background.length > 0 && backgroundRing >= ringTotal * BACKGROUND_SHARE) {
    const left = new Set(background.map(([colour]) => colour));
    const rest = [...all].filter(([colour]) => !left.has(colour));
    const restTotal = rest.reduce((sum, [, count]) => sum + count, 0);
    if (restTotal >= total * MIN_SUBJECT_SHARE) {
      counts = new Map(rest);
      counted = restTotal;
    }
  }

  const order = ranked(counts);
  const [first, second] = order;
  const share = first[1] / counted;
  const secondShare = second ? second[1] / counted : 0;
  if (share >= MAJORITY && secondShare < share * 0.75) return first[0];
  if (order.filter(([, count]) => count / counted >= STRONG_SHARE).length >= 3) {
    return 'multicolour';
  }
  if (share >= PLURALITY && secondShare * 1.5 <= share) return first[0];
  return null;
}
