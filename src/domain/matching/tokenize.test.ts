import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

describe('tokenize', () => {
  it('cuts Latin words, keeps an ampersand between letters, drops accents and apostrophes', () => {
    expect(tokenize("Café Y&K & guest's")).toEqual([
      { latin: true, text: 'cafe' },
      { latin: true, text: 'y&k' },
      { latin: true, text: 'guests' },
    ]);
  });

  it('keeps a Japanese run across 「・」, folds katakana, drops long vowel marks', () => {
    expect(tokenize('ルイ・ヴィトン')).toEqual([
      { latin: false, chars: 'るいゔぃとん', hira: [false, false, false, false, false, false] },
    ]);
    expect(tokenize('黒のコート')).toEqual([
      { latin: false, chars: '黒のこと', hira: [false, true, false, false] },
    ]);
  });

  it('ends a Japanese run at Latin letters and at a joiner that Latin follows', () => {
    expect(tokenize('USBメモリ 黒 LV')).toEqual([
      { latin: true, text: 'usb' },
      { latin: false, chars: 'めもり黒', hira: [false, false, false, false] },
      { latin: true, text: 'lv' },
    ]);
  });

  it('keeps a Korean run across spaces and marks where each word starts', () => {
    expect(tokenize('검은색 지갑을')).toEqual([
      {
        latin: false,
        chars: '검은색지갑을',
        hira: [false, false, false, false, false, false],
        starts: [true, false, false, true, false, false],
      },
    ]);
  });

  it('ends a Korean run at Latin letters, digits and punctuation', () => {
    expect(tokenize('LV지갑, 1204호')).toEqual([
      { latin: true, text: 'lv' },
      { latin: false, chars: '지갑', hira: [false, false], starts: [true, false] },
      { latin: true, text: '1204' },
      { latin: false, chars: '호', hira: [false], starts: [true] },
    ]);
  });

  it('reads Chinese without spaces as one run of characters, Simplified and Traditional alike', () => {
    expect(tokenize('黑色的钱包')).toEqual([
      { latin: false, chars: '黑色的钱包', hira: [false, false, false, false, false] },
    ]);
    expect(tokenize('我的錢包 Coach')).toEqual([
      { latin: false, chars: '我的錢包', hira: [false, false, false, false] },
      { latin: true, text: 'coach' },
    ]);
  });
});
