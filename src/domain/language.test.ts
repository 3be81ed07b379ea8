import { describe, expect, it } from 'vitest';
import { inNameOrder, labelIn, LANGUAGES, toLanguage } from './language';

describe('the reader language', () => {
  it('is the supported language of a code, region and case aside; anything else is English', () => {
    expect(toLanguage('ja')).toBe('ja');
    expect(toLanguage('ja-JP')).toBe('ja');
    expect(toLanguage('JA')).toBe('ja');
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage('')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
    expect(LANGUAGES).toEqual(['en', 'ja']);
  });

  it('picks the label of that language', () => {
    const black = { en: 'black', ja: '黒' };
    expect(labelIn(black, 'ja-JP')).toBe('黒');
    expect(labelIn(black, 'en')).toBe('black');
    expect(labelIn(black, 'de')).toBe('black');
  });

  it('orders a name as the language writes it: Japanese family name first', () => {
    expect(inNameOrder('ja', 'Taro', 'Yamada')).toEqual(['Yamada', 'Taro']);
    expect(inNameOrder('en-US', 'Taro', 'Yamada')).toEqual(['Taro', 'Yamada']);
  });
});
