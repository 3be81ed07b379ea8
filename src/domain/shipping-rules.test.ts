import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import ja from '../i18n/locales/ja.json';
import { CARRIERS } from './tracking';
import { ITEM_TYPES, type ItemTypeName } from './item-types';
import {
  assessShipping,
  ITEM_TYPE_RULES,
  REFUSED_TYPE_PATTERN,
  SHIPPING_RULES,
  shippingRefusedWithoutOverride,
  shippingRuleOf,
  shippingTypeText,
  type ShippingVerdict,
} from './shipping-rules';

/** Every catalogue type's verdict, as a hotel's post office would give it. */
const EXPECTED: Record<ItemTypeName, [ShippingVerdict, string | null]> = {
  Passport: ['refused', null],
  'Credit Card': ['refused', null],
  Phone: ['restricted', 'lithiumInEquipment'],
  Smartphone: ['restricted', 'lithiumInEquipment'],
  Laptop: ['restricted', 'lithiumInEquipment'],
  Tablet: ['restricted', 'lithiumInEquipment'],
  Camera: ['restricted', 'lithiumInEquipment'],
  Headphones: ['restricted', 'lithiumInEquipment'],
  Watch: ['restricted', 'lithiumInEquipment'],
  Charger: ['restricted', null],
  Medication: ['restricted', null],
  Toiletries: ['restricted', null],
  Wallet: ['restricted', null],
  Documents: ['restricted', null],
  Jewelry: ['restricted', null],
  Bag: ['restricted', null],
  Backpack: ['restricted', null],
  Keys: ['allowed', null],
  Sunglasses: ['allowed', null],
  Jacket: ['allowed', null],
  Shoes: ['allowed', null],
  Hat: ['allowed', null],
  Scarf: ['allowed', null],
  Umbrella: ['allowed', null],
  Book: ['allowed', null],
};

/** What the rules pattern (firestore.rules refusedType) says of a type. */
const rulesRefuse = (type: string) =>
  new RegExp(`^(?:${REFUSED_TYPE_PATTERN})$`, 'u').test(shippingTypeText(type));

describe('shipping rules: every catalogue type', () => {
  it.each(ITEM_TYPES.map((type) => type.name))('%s', (name) => {
    const [verdict, declaration] = EXPECTED[name];
    const assessment = assessShipping([name]);
    expect(assessment.verdict).toBe(verdict);
    expect(assessment.declarations).toEqual(declaration ? [declaration] : []);
    expect(assessment.rules).toEqual([ITEM_TYPE_RULES[name]]);
    // The rules refuse the ship write for exactly the refused types.
    expect(rulesRefuse(name)).toBe(verdict === 'refused');
    // Types stored in another case or with underscores read the same.
    expect(assessShipping([name.toLowerCase().replace(' ', '_')]).verdict).toBe(verdict);
  });

  it('a refused rule says what to do instead; restricted ones give a reason only', () => {
    for (const rule of Object.values(SHIPPING_RULES))
      expect(rule.instead).toBe(rule.verdict === 'refused');
  });
});

describe('shipping rules: types typed as free text (English and Japanese)', () => {
  it.each([
    ['ID card', 'idCard', 'refused'],
    ['Driving licence', 'idCard', 'refused'],
    ['在留カード', 'idCard', 'refused'],
    ['Power bank', 'batteries', 'refused'],
    ['Spare camera battery', 'batteries', 'refused'],
    ['モバイルバッテリー', 'batteries', 'refused'],
    ['Cash', 'cash', 'refused'],
    ['現金', 'cash', 'refused'],
    ['Perfume', 'perfume', 'refused'],
    ['香水', 'perfume', 'refused'],
    ['Lighter', 'flammable', 'refused'],
    ['Hair spray', 'flammable', 'refused'],
    ['Bottle of wine', 'alcohol', 'restricted'],
    ['日本酒', 'alcohol', 'restricted'],
    ['Pocket knife', 'knives', 'restricted'],
    ['Liquid soap', 'liquids', 'restricted'],
    ['目薬', 'medication', 'restricted'],
    ['Nintendo game console', 'device', 'restricted'],
    ['ノートパソコン', 'device', 'restricted'],
    ['Necklace', 'jewelry', 'restricted'],
  ] as const)('%s: %s, %s', (type, rule, verdict) => {
    expect(shippingRuleOf(type)).toBe(rule);
    expect(assessShipping([type]).verdict).toBe(verdict);
    expect(rulesRefuse(type)).toBe(verdict === 'refused');
  });

  it('whole words only: cashmere is not cash, a kid is not an ID, a keyring not a ring', () => {
    expect(shippingRuleOf('Cashmere sweater')).toBeNull();
    expect(shippingRuleOf("Kid's toy")).toBeNull();
    expect(shippingRuleOf('Keyring')).toBeNull();
    expect(rulesRefuse('Cashmere sweater')).toBe(false);
    expect(rulesRefuse("Kid's toy")).toBe(false);
  });

  it('an unknown type is "unlisted": staff check it before quoting', () => {
    expect(assessShipping(['Teddy bear'])).toEqual({
      verdict: 'unlisted',
      rules: [],
      declarations: [],
    });
    expect(assessShipping(['', null]).verdict).toBe('unlisted');
  });

  it('every word of a rule gives that rule\u2019s verdict, and the rules pattern agrees', () => {
    for (const [key, rule] of Object.entries(SHIPPING_RULES)) {
      for (const word of rule.keywords) {
        expect(word, `${key}: ${word}`).toMatch(/^[\p{L}\p{N}]+( [\p{L}\p{N}]+)*$/u);
        expect(word).toBe(word.toLowerCase());
        expect(assessShipping([word]).verdict, `${key}: ${word}`).toBe(rule.verdict);
        expect(rulesRefuse(word), `${key}: ${word}`).toBe(rule.verdict === 'refused');
      }
    }
  });
});

describe('a match: the most severe of its found and lost types', () => {
  it('a passport found as documents is refused; a phone reported as a charger is restricted', () => {
    const passport = assessShipping(['Documents', 'Passport']);
    expect(passport.verdict).toBe('refused');
    expect(passport.rules).toEqual(['passport', 'documents']);
    expect(assessShipping(['Phone', 'Charger'])).toEqual({
      verdict: 'restricted',
      rules: ['device', 'charger'],
      declarations: ['lithiumInEquipment'],
    });
    expect(assessShipping(['Jacket', 'Teddy bear']).verdict).toBe('unlisted');
    expect(assessShipping(['Laptop', 'Laptop']).rules).toEqual(['device']);
  });

  it('a refused item waits for an admin\u2019s override', () => {
    const match = { found: { itemType: 'Passport' }, lost: { itemType: 'Passport' } };
    expect(shippingRefusedWithoutOverride(match)).toBe(true);
    expect(
      shippingRefusedWithoutOverride({
        ...match,
        shippingOverride: { uid: 'a', email: 'a@x', at: new Date(), reason: 'Embassy asked' },
      }),
    ).toBe(false);
    expect(shippingRefusedWithoutOverride({ found: { itemType: 'Laptop' } })).toBe(false);
    expect(shippingRefusedWithoutOverride({})).toBe(false);
  });
});

describe('shipping rules and carriers: texts in English and Japanese', () => {
  it('every verdict, rule (with what to do instead when refused), declaration and carrier', () => {
    for (const locale of [en, ja]) {
      const texts = locale.shippingRules;
      for (const verdict of ['allowed', 'restricted', 'refused', 'unlisted'] as const)
        expect(texts.verdicts[verdict]).toBeTruthy();
      for (const [key, rule] of Object.entries(SHIPPING_RULES)) {
        const text = (texts.rules as Record<string, { reason: string; instead?: string }>)[key];
        expect(text?.reason, key).toBeTruthy();
        expect(Boolean(text?.instead), key).toBe(rule.instead);
        if (rule.declaration) expect(texts.declarations[rule.declaration]).toBeTruthy();
      }
      for (const carrier of CARRIERS) {
        expect(locale.guestStatus.carriers[carrier], carrier).toBeTruthy();
        expect(locale.shippingDetails.trackingShapes[carrier], carrier).toBeTruthy();
      }
    }
  });
});
