import { describe, expect, it } from 'vitest';
import { CN22_LIMIT_JPY, customsContents, customsDeclarationsOf, customsFormFor } from './customs';

describe('customsFormFor: the CN22 up to 300 SDR, the CN23 above', () => {
  it('takes the CN22 up to the limit, and when the value is not known', () => {
    expect(customsFormFor(0)).toBe('CN22');
    expect(customsFormFor(12_000)).toBe('CN22');
    expect(customsFormFor(CN22_LIMIT_JPY)).toBe('CN22');
    expect(customsFormFor(null)).toBe('CN22');
  });

  it('takes the CN23 above the limit', () => {
    expect(customsFormFor(CN22_LIMIT_JPY + 1)).toBe('CN23');
    expect(customsFormFor(150_000)).toBe('CN23');
  });

  it('keeps the yen limit at or under 300 SDR at any rate seen lately (190-215 yen)', () => {
    expect(CN22_LIMIT_JPY).toBeLessThanOrEqual(300 * 200);
    expect(CN22_LIMIT_JPY).toBeGreaterThan(300 * 150);
  });
});

describe('customsContents', () => {
  it('names the type in English and a Latin name', () => {
    expect(customsContents({ itemType: 'Laptop', itemName: 'MacBook Air 13"' })).toBe(
      'Used laptop (MacBook Air 13")',
    );
  });

  it('leaves out a name in Japanese, and falls back without a type', () => {
    expect(customsContents({ itemType: 'Umbrella', itemName: '紺色の折りたたみ傘' })).toBe(
      'Used umbrella',
    );
    expect(customsContents({ itemType: '', itemName: '' })).toBe('Used personal item');
  });
});

describe('customsDeclarationsOf', () => {
  it('declares the battery of a laptop, a phone or a camera, and nothing for a wallet', () => {
    const battery = 'Lithium ion batteries contained in equipment (UN3481, PI 967 Section II)';
    for (const itemType of ['Laptop', 'Phone', 'Camera'])
      expect(customsDeclarationsOf({ found: { itemType }, lost: { itemType } })).toEqual([battery]);
    expect(customsDeclarationsOf({ found: { itemType: 'Wallet' }, lost: null })).toEqual([]);
  });
});
