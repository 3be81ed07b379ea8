import { describe, expect, it } from 'vitest';
import {
  compactKey,
  normalizeText,
  segmentWords,
  singularCandidates,
  toHiragana,
} from './normalize';

describe('normalizeText', () => {
  it('folds width and case (NFKC)', () => {
    expect(normalizeText('ＬＶ　Ｗａｌｌｅｔ')).toBe('lv wallet');
    expect(normalizeText('１２０４号室')).toBe('1204号室');
  });

  it('reads half-width and full-width katakana as hiragana', () => {
    expect(normalizeText('ｻｲﾌ')).toBe('さいふ');
    expect(normalizeText('サイフ')).toBe(normalizeText('さいふ'));
    expect(toHiragana('ヴィトン')).toBe('ゔぃとん');
  });

  it('drops long vowel marks so that spellings with and without them meet', () => {
    expect(normalizeText('ケース')).toBe(normalizeText('ケス'));
    expect(normalizeText('ｺｰﾄ')).toBe('こと');
  });

  it('takes accents off Latin letters but keeps kana voicing', () => {
    expect(normalizeText('Café Hermès')).toBe('cafe hermes');
    expect(normalizeText('ガラス')).toBe('がらす');
    expect(normalizeText('パスポート')).toBe('ぱすぽと');
  });
});

describe('segmentWords', () => {
  it('splits Japanese without spaces into words (Intl.Segmenter)', () => {
    const words = segmentWords('黒い革の財布');
    expect(words).toContain('財布');
    expect(words).toContain('革');
    expect(words.join('')).toBe('黒い革の財布');
  });

  it('splits Latin words and drops punctuation', () => {
    expect(segmentWords("Black leather wallet, children's size!")).toEqual([
      'black',
      'leather',
      'wallet',
      'childrens',
      'size',
    ]);
  });

  it('normalises every word it returns', () => {
    expect(segmentWords('ブラックのケース')).toEqual(expect.arrayContaining(['ぶらっく']));
  });
});

describe('compactKey and singularCandidates', () => {
  it('joins the words of a phrase', () => {
    expect(compactKey('Louis Vuitton')).toBe('louisvuitton');
    expect(compactKey('louis-vuitton')).toBe('louisvuitton');
  });

  it('offers singular forms of English plurals', () => {
    expect(singularCandidates('wallets')).toContain('wallet');
    expect(singularCandidates('batteries')).toContain('battery');
    expect(singularCandidates('glass')).toEqual([]);
    expect(singularCandidates('財布')).toEqual([]);
  });
});
