import { describe, expect, it } from 'vitest';
import { allConcepts, conceptLabel, glossaryTermCount } from './concept-index';
import { conceptsOfValue } from './concepts';
import { COLOUR_PALETTE, GLOSSARY } from './glossary';

describe('glossary', () => {
  it('holds several hundred terms, each concept with an English and a Japanese label', () => {
    expect(glossaryTermCount()).toBeGreaterThan(1000);
    expect(allConcepts().length).toBeGreaterThan(200);
    for (const entry of allConcepts()) {
      expect(entry.en.trim(), entry.key).not.toBe('');
      expect(entry.ja.trim(), entry.key).not.toBe('');
    }
  });

  it('has a glossary colour for every palette colour', () => {
    const colours = GLOSSARY.colour.map((entry) => entry.key);
    for (const { key } of COLOUR_PALETTE) expect(colours).toContain(key);
  });

  it('labels concepts in the reader language', () => {
    expect(conceptLabel('brand:louis_vuitton', 'en')).toBe('Louis Vuitton');
    expect(conceptLabel('brand:louis_vuitton', 'ja')).toBe('ルイ・ヴィトン');
    expect(conceptLabel('colour:black', 'ja')).toBe('黒');
    expect(conceptsOfValue('brand', 'New Era')).toEqual(['brand:=newera']);
    expect(conceptLabel('brand:=newera', 'en')).toBe('New Era');
    expect(conceptLabel('colour:teal', 'en')).toBe('teal');
    expect(conceptLabel('brand:=unseen', 'en')).toBe('unseen');
  });
});
