import { describe, expect, it } from 'vitest';
import {
  inNameOrder,
  isLanguage,
  labelIn,
  LANGUAGES,
  pickLanguage,
  STAFF_LANGUAGES,
  toLanguage,
  toStaffLanguage,
} from './language';

describe('the reader language', () => {
  it('is the supported language of a code, region and case aside; anything else is English', () => {
    expect(toLanguage('ja')).toBe('ja');
    expect(toLanguage('ja-JP')).toBe('ja');
    expect(toLanguage('JA')).toBe('ja');
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage('')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
    expect(LANGUAGES).toEqual(['en', 'ja', 'ko', 'zh-Hans', 'zh-Hant']);
    expect(STAFF_LANGUAGES).toEqual(['en', 'ja']);
  });

  it('reads Korean in any region', () => {
    expect(toLanguage('ko')).toBe('ko');
    expect(toLanguage('ko-KR')).toBe('ko');
    expect(toLanguage('KO_kr')).toBe('ko');
  });

  it('tells Traditional from Simplified Chinese by script, else by region', () => {
    for (const code of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh-hant-hk', 'zh_TW'])
      expect(toLanguage(code), code).toBe('zh-Hant');
    for (const code of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-CN', 'zh-hans-hk', 'ZH-cn'])
      expect(toLanguage(code), code).toBe('zh-Hans');
  });

  it('gives staff screens Japanese or English only', () => {
    expect(toStaffLanguage('ja-JP')).toBe('ja');
    expect(toStaffLanguage('ko-KR')).toBe('en');
    expect(toStaffLanguage('zh-TW')).toBe('en');
    expect(toStaffLanguage('en')).toBe('en');
  });

  it('knows the stored forms exactly', () => {
    expect(isLanguage('zh-Hant')).toBe(true);
    expect(isLanguage('zh-TW')).toBe(false);
    expect(isLanguage('ko')).toBe(true);
    expect(isLanguage(3)).toBe(false);
  });

  it('picks the label of that language, English where it has none', () => {
    const black = { en: 'black', ja: '黒', ko: '검은색' };
    expect(labelIn(black, 'ja-JP')).toBe('黒');
    expect(labelIn(black, 'en')).toBe('black');
    expect(labelIn(black, 'de')).toBe('black');
    expect(labelIn(black, 'ko-KR')).toBe('검은색');
    expect(labelIn(black, 'zh-TW')).toBe('black');
  });

  it('orders a name as the language writes it: CJK family name first', () => {
    expect(inNameOrder('ja', 'Taro', 'Yamada')).toEqual(['Yamada', 'Taro']);
    expect(inNameOrder('ko', 'Minjun', 'Kim')).toEqual(['Kim', 'Minjun']);
    expect(inNameOrder('zh-TW', 'Yiting', 'Chen')).toEqual(['Chen', 'Yiting']);
    expect(inNameOrder('en-US', 'Taro', 'Yamada')).toEqual(['Taro', 'Yamada']);
  });
});

describe('the first language of a reader', () => {
  it('is the saved choice, else the first browser language the product is written in', () => {
    expect(pickLanguage('zh-Hant', ['en-US'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['ko-KR', 'en-US'])).toBe('ko');
    expect(pickLanguage(null, ['zh-TW', 'zh'])).toBe('zh-Hant');
    expect(pickLanguage(null, ['zh-CN'])).toBe('zh-Hans');
    // A language the product is not written in is passed over, not read as English.
    expect(pickLanguage(null, ['fr-FR', 'ko'])).toBe('ko');
    expect(pickLanguage('fr', ['de', 'it'])).toBe('en');
    expect(pickLanguage(undefined, [])).toBe('en');
  });
});
