import { describe, expect, it } from 'vitest';
import { conceptLabel } from './concept-index';
import { readText } from './concepts';
import { COLOUR_PALETTE, paletteLabel } from './palette';

describe('colour palette', () => {
  it('names each colour as the glossary does, in both languages', () => {
    for (const { key } of COLOUR_PALETTE) {
      expect(paletteLabel(key, 'en')).toBe(conceptLabel(`colour:${key}`, 'en'));
      expect(paletteLabel(key, 'ja')).toBe(conceptLabel(`colour:${key}`, 'ja'));
    }
  });

  it('names each colour in Korean and Chinese with a word the glossary reads as that colour', () => {
    for (const { key } of COLOUR_PALETTE) {
      for (const language of ['ko', 'zh-Hans', 'zh-Hant']) {
        const label = paletteLabel(key, language);
        expect(label, `${key} ${language}`).not.toBe(paletteLabel(key, 'en'));
        expect([...readText(label).concepts], `${key} ${language}`).toEqual([`colour:${key}`]);
      }
    }
    expect(paletteLabel('black', 'zh-TW')).toBe('黑色');
    expect(paletteLabel('navy', 'ko-KR')).toBe('남색');
  });

  it('shows an unknown key as stored', () => {
    expect(paletteLabel('teal', 'en')).toBe('teal');
  });
});
