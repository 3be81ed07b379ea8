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
});
