import glossary from './glossary.json' with { type: 'json' };

/**
 * The glossary of words people use for lost property, kept as data in glossary.json (validated by
 * glossary.test.ts): every concept has a key, an English label, a Japanese label (both shown to
 * readers and both also matched) and aliases in any script: katakana loan words, hiragana
 * spellings, synonyms, abbreviations, and what Korean, Chinese (Simplified and Traditional, with
 * Hong Kong words) and Taiwanese guests write for the same thing (지갑, 钱包, 錢包, 銀包). Matching is on normalised text (normalize.ts), so
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

/**
 * Words that hold a shorter glossary term but mean something else, so that the longest match
 * reads them as words and not as that term: Chinese 酒店 is a hotel (not 酒, drinks), 麻烦 is
 * trouble (not 麻, linen), 机场 an airport (not 机, a desk), 银行 a bank (not silver); Korean
 * 체크인 is check-in (not a check pattern), 방금 "just now" (not 방, the room). Only general words
 * of the language, never a phrase of one report.
 */
export const NOT_TERMS: readonly string[] = [
  // Chinese (Simplified and Traditional) and Japanese
  ...'酒店 麻烦 麻煩 机场 飞机 司机 机会 机器 登机 乘机 转机 银行 銀行 日本 本来 本來 本人 基本 本地 版本 原本 本日 本館 本当 本週 本周 本月 明白 白天 坦白 面白 花了 花费 花費 花钱 花錢 面包 麵包 包括 包含 包装 包裝 包子 红包 紅包 打包 包み 包ん 包ま 梱包 包帯 包丁 小包 家庭 木曜'.split(
    ' ',
  ),
  // Korean
  ...'체크인 체크아웃 방금 방문 방법 방향 약속 약간 책임 딸기 펜션 모자라'.split(' '),
];

export { COLOUR_PALETTE, type PaletteColour } from './palette';
