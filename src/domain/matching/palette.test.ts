import { describe, expect, it } from 'vitest';
import { conceptLabel } from './concept-index';
import { COLOUR_PALETTE, paletteLabel } from './palette';

describe('colour palette', () => {
  it('names each colour as the glossary does, in both languages', () => {
    for (const { key } of COLOUR_PALETTE) {
      expect(paletteLabel(key, 'en')).toBe(conceptLabel(`colour:${key}`, 'en'));
      expect(paletteLabel(key, 'ja')).toBe(conceptLabel(`colour:${key}`, 'ja'));
    }
  });

  it('shows an unknown key as stored', () => {
    expect(paletteLabel('teal', 'en')).toBe('teal');
  });
});
