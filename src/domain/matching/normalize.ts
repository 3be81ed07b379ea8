/**
 * Text normalisation and word segmentation for cross-language matching. Pure: no React,
 * no Firebase. Both sides of a comparison go through the same steps, so 「ルイ・ヴィトン」,
 * 「ﾙｲｳﾞｨﾄﾝ」 and 「るいゔぃとん」 meet, as do "Café" and "cafe".
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const LONG_VOWEL = /[ー〜～]/g;
const KATAKANA = /[\u30a1-\u30f6]/g;
const KATAKANA_TO_HIRAGANA = 0x60;

/** Katakana to hiragana, so that 「サイフ」 and 「さいふ」 read alike. */
export function toHiragana(text: string): string {
  return text.replace(KATAKANA, (char) =>
    String.fromCharCode(char.charCodeAt(0) - KATAKANA_TO_HIRAGANA),
  );
}

/**
 * NFKC (full-width Latin and half-width kana become ordinary), lower case, Latin accents off
 * (NFKD keeps kana dakuten as separate marks outside the Latin range, and NFKC puts them back),
 * katakana as hiragana, long vowel marks dropped (「ケース」 = 「ケス」 = 「けーす」).
 */
export function normalizeText(text: string): string {
  return toHiragana(
    text.normalize('NFKD').replace(COMBINING_MARKS, '').normalize('NFKC').toLowerCase(),
  ).replace(LONG_VOWEL, '');
}

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const APOSTROPHES = /['’`]/g;

/**
 * Words of a text, normalised, in order. Intl.Segmenter with the Japanese dictionary splits
 * runs without spaces (「黒い革の財布」 -> 黒い 革 の 財布); Latin words split on spaces and
 * punctuation as usual. The segmenter sees the text before kana folding, because it segments
 * katakana and kanji far better than long hiragana runs.
 */
export function segmentWords(text: string): string[] {
  const prepared = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(APOSTROPHES, '');
  const words: string[] = [];
  for (const part of segmenter.segment(prepared)) {
    if (!part.isWordLike && !HAS_LETTER_OR_DIGIT.test(part.segment)) continue;
    const word = toHiragana(part.segment).replace(LONG_VOWEL, '');
    if (word !== '' && HAS_LETTER_OR_DIGIT.test(word)) words.push(word);
  }
  return words;
}

const LATIN_OR_DIGIT = /^[a-z0-9]+$/;

/** True for words written in Latin letters or digits only (they get plural folding). */
export function isLatinWord(word: string): boolean {
  return LATIN_OR_DIGIT.test(word);
}

/** A glossary term or a typed value reduced to a lookup key: its words joined without spaces. */
export function compactKey(text: string): string {
  return segmentWords(text).join('');
}

/** "wallets" -> "wallet", "glasses" stays (the glossary lists it), "boxes" -> "box". */
export function singularCandidates(word: string): string[] {
  if (!isLatinWord(word) || word.length < 4) return [];
  const out: string[] = [];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  return out;
}
