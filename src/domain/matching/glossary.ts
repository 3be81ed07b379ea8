import glossary from './glossary.json' with { type: 'json' };

/**
 * The en↔ja glossary of words people use for lost property, kept as data in glossary.json
 * (validated by glossary.test.ts): every concept has a key, an English label, a Japanese label
 * (both shown to readers and both also matched) and aliases in any script: katakana loan words,
 * hiragana spellings, synonyms, abbreviations. Matching is on normalised text (normalize.ts), so
 * case, width, katakana/hiragana and long vowel marks need not be listed twice. The order of the
 * entries is the order concepts are indexed and read in (concept-index.ts, concepts.ts), which the
 * matching figures depend on.
 *
 * Colour keys double as the stored value of the structured colour field (COLOUR_PALETTE).
 */
export type ConceptKind = 'colour' | 'material' | 'brand' | 'item' | 'feature' | 'place';

export interface GlossaryEntry {
  key: string;
  en: string;
  ja: string;
  aliases: readonly string[];
}

export const GLOSSARY: Readonly<Record<ConceptKind, readonly GlossaryEntry[]>> = glossary;

export { COLOUR_PALETTE, type PaletteColour } from './palette';
