import { labelIn } from '../language';

/**
 * The structured colour field's palette: glossary colour keys with a swatch colour and a label in
 * each of the five guest languages (the picker is shown to guests); the English and Japanese
 * labels are the glossary's, and every label is a glossary term of that colour (palette.test.ts
 * checks both). The stored value is the key ('black'), the same in every language. Apart from the
 * glossary so that the colour picker of the guest's form does not download the whole glossary.
 */
export const COLOUR_PALETTE = [
  {
    key: 'black',
    swatch: '#1a1b1e',
    en: 'black',
    ja: '黒',
    ko: '검정',
    'zh-Hans': '黑色',
    'zh-Hant': '黑色',
  },
  {
    key: 'white',
    swatch: '#ffffff',
    en: 'white',
    ja: '白',
    ko: '흰색',
    'zh-Hans': '白色',
    'zh-Hant': '白色',
  },
  {
    key: 'grey',
    swatch: '#868e96',
    en: 'grey',
    ja: 'グレー',
    ko: '회색',
    'zh-Hans': '灰色',
    'zh-Hant': '灰色',
  },
  {
    key: 'silver',
    swatch: '#c0c0c0',
    en: 'silver',
    ja: 'シルバー',
    ko: '은색',
    'zh-Hans': '银色',
    'zh-Hant': '銀色',
  },
  {
    key: 'gold',
    swatch: '#d4af37',
    en: 'gold',
    ja: 'ゴールド',
    ko: '금색',
    'zh-Hans': '金色',
    'zh-Hant': '金色',
  },
  {
    key: 'brown',
    swatch: '#7b4a2a',
    en: 'brown',
    ja: '茶色',
    ko: '갈색',
    'zh-Hans': '棕色',
    'zh-Hant': '棕色',
  },
  {
    key: 'beige',
    swatch: '#d8c3a5',
    en: 'beige',
    ja: 'ベージュ',
    ko: '베이지',
    'zh-Hans': '米色',
    'zh-Hant': '米色',
  },
  {
    key: 'red',
    swatch: '#e03131',
    en: 'red',
    ja: '赤',
    ko: '빨간색',
    'zh-Hans': '红色',
    'zh-Hant': '紅色',
  },
  {
    key: 'pink',
    swatch: '#f783ac',
    en: 'pink',
    ja: 'ピンク',
    ko: '분홍색',
    'zh-Hans': '粉色',
    'zh-Hant': '粉紅色',
  },
  {
    key: 'orange',
    swatch: '#f76707',
    en: 'orange',
    ja: 'オレンジ',
    ko: '주황색',
    'zh-Hans': '橙色',
    'zh-Hant': '橙色',
  },
  {
    key: 'yellow',
    swatch: '#fcc419',
    en: 'yellow',
    ja: '黄色',
    ko: '노란색',
    'zh-Hans': '黄色',
    'zh-Hant': '黃色',
  },
  {
    key: 'green',
    swatch: '#2f9e44',
    en: 'green',
    ja: '緑',
    ko: '초록색',
    'zh-Hans': '绿色',
    'zh-Hant': '綠色',
  },
  {
    key: 'blue',
    swatch: '#339af0',
    en: 'blue',
    ja: '青',
    ko: '파란색',
    'zh-Hans': '蓝色',
    'zh-Hant': '藍色',
  },
  {
    key: 'navy',
    swatch: '#1c2e5c',
    en: 'navy',
    ja: '紺',
    ko: '남색',
    'zh-Hans': '藏青色',
    'zh-Hant': '深藍色',
  },
  {
    key: 'purple',
    swatch: '#7048e8',
    en: 'purple',
    ja: '紫',
    ko: '보라색',
    'zh-Hans': '紫色',
    'zh-Hant': '紫色',
  },
  {
    key: 'multicolour',
    swatch: 'conic-gradient(red, yellow, lime, aqua, blue, magenta, red)',
    en: 'multicolour',
    ja: 'マルチカラー',
    ko: '멀티컬러',
    'zh-Hans': '多色',
    'zh-Hant': '多色',
  },
] as const;

export type PaletteColour = (typeof COLOUR_PALETTE)[number]['key'];

/** A palette colour's name in the reader's language; unknown keys as stored. */
export function paletteLabel(key: string, language: string): string {
  const colour = COLOUR_PALETTE.find((entry) => entry.key === key);
  if (!colour) return key;
  return labelIn(colour, language);
}
