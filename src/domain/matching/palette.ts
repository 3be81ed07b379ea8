import { labelIn } from '../language';

/**
 * The structured colour field's palette: glossary colour keys with a swatch colour and the
 * glossary's label in each language (concepts.test.ts checks they agree). The stored value is the
 * key ('black'), the same in every language. Apart from the glossary so that the colour picker
 * of the guest's form does not download the whole glossary.
 */
export const COLOUR_PALETTE = [
  { key: 'black', swatch: '#1a1b1e', en: 'black', ja: '黒' },
  { key: 'white', swatch: '#ffffff', en: 'white', ja: '白' },
  { key: 'grey', swatch: '#868e96', en: 'grey', ja: 'グレー' },
  { key: 'silver', swatch: '#c0c0c0', en: 'silver', ja: 'シルバー' },
  { key: 'gold', swatch: '#d4af37', en: 'gold', ja: 'ゴールド' },
  { key: 'brown', swatch: '#7b4a2a', en: 'brown', ja: '茶色' },
  { key: 'beige', swatch: '#d8c3a5', en: 'beige', ja: 'ベージュ' },
  { key: 'red', swatch: '#e03131', en: 'red', ja: '赤' },
  { key: 'pink', swatch: '#f783ac', en: 'pink', ja: 'ピンク' },
  { key: 'orange', swatch: '#f76707', en: 'orange', ja: 'オレンジ' },
  { key: 'yellow', swatch: '#fcc419', en: 'yellow', ja: '黄色' },
  { key: 'green', swatch: '#2f9e44', en: 'green', ja: '緑' },
  { key: 'blue', swatch: '#339af0', en: 'blue', ja: '青' },
  { key: 'navy', swatch: '#1c2e5c', en: 'navy', ja: '紺' },
  { key: 'purple', swatch: '#7048e8', en: 'purple', ja: '紫' },
  {
    key: 'multicolour',
    swatch: 'conic-gradient(red, yellow, lime, aqua, blue, magenta, red)',
    en: 'multicolour',
    ja: 'マルチカラー',
  },
] as const;

export type PaletteColour = (typeof COLOUR_PALETTE)[number]['key'];

/** A palette colour's name in the reader's language; unknown keys as stored. */
export function paletteLabel(key: string, language: string): string {
  const colour = COLOUR_PALETTE.find((entry) => entry.key === key);
  if (!colour) return key;
  return labelIn(colour, language);
}
