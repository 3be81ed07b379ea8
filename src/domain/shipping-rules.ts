import type { DateValue } from './dates';
import { findItemType, type ItemTypeName } from './item-types';

/**
 * What may be sent by international post, by item type (docs/shipping.md names the sources:
 * Japan Post's prohibited and restricted items for international mail, the UPU's prohibited
 * articles, IATA's lithium battery rules). One place for the whole table: the match page shows
 * the verdict to staff, the status page to the guest (through getReportStatus), and
 * firestore.rules repeats REFUSED_TYPE_PATTERN to refuse the ship write of a refused item
 * without an admin's override (src/domain/rules-facts.test.ts keeps the two equal).
 *
 * Texts: shippingRules.verdicts.{verdict}, shippingRules.rules.{rule}.reason (and .instead for a
 * refused rule), shippingRules.declarations.{declaration}.
 */
export type ShippingVerdict = 'allowed' | 'restricted' | 'refused' | 'unlisted';

/** The declaration a rule needs on the customs form. */
export type ShippingDeclaration = 'lithiumInEquipment';

export interface ShippingRule {
  verdict: Exclude<ShippingVerdict, 'unlisted'>;
  /** A refused rule says what the guest can do instead (shippingRules.rules.{rule}.instead). */
  instead: boolean;
  declaration: ShippingDeclaration | null;
  /**
   * Words that name such an item in a type typed as free text (lower case, English and
   * Japanese; letters and single spaces only, as the rules' pattern takes them). A catalogue type
   * uses ITEM_TYPE_RULES instead.
   */
  keywords: readonly string[];
}

const refused = (keywords: readonly string[]): ShippingRule => ({
  verdict: 'refused',
  instead: true,
  declaration: null,
  keywords,
});
const restricted = (
  keywords: readonly string[],
  declaration: ShippingDeclaration | null = null,
): ShippingRule => ({ verdict: 'restricted', instead: false, declaration, keywords });

/**
 * The rules, most severe first: a free-text type takes the first rule one of whose words it
 * contains ("ID card holder" is an ID card, refused).
 */
export const SHIPPING_RULES = {
  passport: refused(['passport', 'パスポート', '旅券']),
  idCard: refused([
    'id card',
    'identity card',
    'id',
    'driver licence',
    'driver license',
    'driving licence',
    'driving license',
    'residence card',
    '身分証',
    '免許証',
    '在留カード',
    'マイナンバー',
    '保険証',
  ]),
  creditCard: refused([
    'credit card',
    'debit card',
    'bank card',
    'cash card',
    'クレジットカード',
    'キャッシュカード',
    'デビットカード',
  ]),
  cash: refused(['cash', 'banknote', 'banknotes', 'coins', '現金', '紙幣', '硬貨']),
  batteries: refused([
    'power bank',
    'powerbank',
    'portable charger',
    'battery',
    'batteries',
    'モバイルバッテリー',
    '携帯充電器',
    'モバイル充電器',
    'バッテリー',
    '電池',
  ]),
  perfume: refused(['perfume', 'cologne', 'fragrance', '香水', 'コロン']),
  flammable: refused([
    'lighter',
    'spray',
    'aerosol',
    'hair spray',
    'nail polish',
    'ライター',
    'スプレー',
    'マニキュア',
  ]),
  device: restricted(
    [
      'phone',
      'smartphone',
      'iphone',
      'laptop',
      'notebook pc',
      'tablet',
      'ipad',
      'camera',
      'game console',
      'スマホ',
      'スマートフォン',
      '携帯',
      'パソコン',
      'ノートパソコン',
      'タブレット',
      'カメラ',
    ],
    'lithiumInEquipment',
  ),
  audio: restricted(
    ['headphones', 'earphones', 'earbuds', 'airpods', 'ヘッドホン', 'イヤホン'],
    'lithiumInEquipment',
  ),
  watch: restricted(['watch', 'smartwatch', '腕時計', '時計'], 'lithiumInEquipment'),
  charger: restricted(['charger', 'cable', 'adapter', '充電器', 'ケーブル']),
  alcohol: restricted([
    'alcohol',
    'wine',
    'sake',
    'whisky',
    'whiskey',
    'beer',
    'spirits',
    'お酒',
    '酒',
    'ワイン',
    'ウイスキー',
    'ビール',
  ]),
  medication: restricted(['medication', 'medicine', 'pills', '薬']),
  toiletries: restricted(['toiletries', 'cosmetics', 'makeup', 'shampoo', '化粧品', '洗面用具']),
  liquids: restricted(['liquid', 'lotion', 'bottle', '液体', 'ボトル']),
  knives: restricted(['knife', 'knives', 'blade', 'razor', 'scissors', 'ナイフ', '刃物', 'はさみ']),
  jewelry: restricted([
    'jewelry',
    'jewellery',
    'ring',
    'necklace',
    'bracelet',
    'earrings',
    '指輪',
    'ネックレス',
    'ブレスレット',
    'ピアス',
    '宝石',
  ]),
  wallet: restricted(['wallet', 'purse', 'card holder', '財布', 'カードケース']),
  documents: restricted(['documents', 'papers', '書類']),
  container: restricted(['bag', 'backpack', 'suitcase', 'pouch', 'バッグ', 'かばん', 'リュック']),
  general: {
    verdict: 'allowed',
    instead: false,
    declaration: null,
    keywords: [],
  },
} as const satisfies Record<string, ShippingRule>;

export type ShippingRuleKey = keyof typeof SHIPPING_RULES;

/** The rule of each catalogue type (src/domain/item-types.ts): every type has one. */
export const ITEM_TYPE_RULES: Record<ItemTypeName, ShippingRuleKey> = {
  Phone: 'device',
  Smartphone: 'device',
  Wallet: 'wallet',
  Keys: 'general',
  Jewelry: 'jewelry',
  Watch: 'watch',
  Sunglasses: 'general',
  Headphones: 'audio',
  Charger: 'charger',
  Laptop: 'device',
  Tablet: 'device',
  Camera: 'device',
  Bag: 'container',
  Backpack: 'container',
  Jacket: 'general',
  Shoes: 'general',
  Hat: 'general',
  Scarf: 'general',
  Umbrella: 'general',
  Book: 'general',
  Documents: 'documents',
  Passport: 'passport',
  'Credit Card': 'creditCard',
  Medication: 'medication',
  Toiletries: 'toiletries',
};

/** A type as the keyword pattern reads it: lower case, runs of spaces and underscores one space. */
export function shippingTypeText(type: string): string {
  return type.toLowerCase().replace(/[_ ]+/g, ' ');
}

/** A whole-word (for Latin letters) pattern of any of the words, as a full-match regex source. */
function keywordPattern(words: readonly string[]): string {
  return `(^|.*[^a-z])(${words.join('|')})([^a-z].*|$)`;
}

const RULE_KEYS = Object.keys(SHIPPING_RULES) as ShippingRuleKey[];

/**
 * The pattern firestore.rules matches a match's item types against (after shippingTypeText) to
 * refuse shipping without an admin's override: the words of every refused rule. Each catalogue
 * type's name is among its own rule's words, so the pattern also finds "Passport" and
 * "Credit Card" (and, the unit test checks, no catalogue type that is not refused).
 */
export const REFUSED_TYPE_PATTERN = keywordPattern(
  RULE_KEYS.filter((key) => SHIPPING_RULES[key].verdict === 'refused').flatMap(
    (key) => SHIPPING_RULES[key].keywords,
  ),
);

const KEYWORD_TESTS = RULE_KEYS.filter((key) => SHIPPING_RULES[key].keywords.length > 0).map(
  (key) => ({
    key,
    test: new RegExp(`^(?:${keywordPattern(SHIPPING_RULES[key].keywords)})$`, 'u'),
  }),
);

/** The rule of an item type: the catalogue's, else the first whose word it contains, else null. */
export function shippingRuleOf(type: string | null | undefined): ShippingRuleKey | null {
  const known = findItemType(type);
  if (known) return ITEM_TYPE_RULES[known.name];
  const text = shippingTypeText(type ?? '').trim();
  if (!text) return null;
  return KEYWORD_TESTS.find(({ test }) => test.test(text))?.key ?? null;
}

const SEVERITY: Record<ShippingVerdict, number> = {
  allowed: 0,
  unlisted: 1,
  restricted: 2,
  refused: 3,
};

export interface ShippingAssessment {
  verdict: ShippingVerdict;
  /** The rules that apply, most severe first (one per distinct rule); empty when unlisted. */
  rules: ShippingRuleKey[];
  /** The customs-form declarations they need. */
  declarations: ShippingDeclaration[];
}

/**
 * The verdict for a parcel that holds an item described by these types (a match's found and lost
 * types: the desk's description and the guest's); the most severe one wins.
 */
export function assessShipping(types: readonly (string | null | undefined)[]): ShippingAssessment {
  const described = types.filter((type) => (type ?? '').trim() !== '');
  const keys = [...new Set(described.map(shippingRuleOf))];
  const rules = keys
    .filter((key): key is ShippingRuleKey => key !== null)
    .sort((a, b) => SEVERITY[SHIPPING_RULES[b].verdict] - SEVERITY[SHIPPING_RULES[a].verdict]);
  const verdicts: ShippingVerdict[] = [
    ...rules.map((key) => SHIPPING_RULES[key].verdict),
    ...(keys.includes(null) || described.length === 0 ? ['unlisted' as const] : []),
  ];
  const verdict = verdicts.reduce<ShippingVerdict>(
    (worst, next) => (SEVERITY[next] > SEVERITY[worst] ? next : worst),
    'allowed',
  );
  const declarations = [
    ...new Set(
      rules.flatMap((key) => {
        const declaration: ShippingDeclaration | null = SHIPPING_RULES[key].declaration;
        return declaration ? [declaration] : [];
      }),
    ),
  ];
  return { verdict, rules, declarations };
}

/** The match's types, as assessShipping takes them. */
export function matchShippingTypes(match: {
  found?: { itemType?: string } | null;
  lost?: { itemType?: string } | null;
}): string[] {
  return [match.found?.itemType ?? '', match.lost?.itemType ?? ''];
}

/** An admin's recorded decision to ship a refused item anyway (firestore.rules checks it). */
export interface ShippingOverride {
  uid: string;
  email: string;
  at: DateValue;
  reason: string;
}

/** The longest override reason the rules take. */
export const MAX_OVERRIDE_REASON = 500;

/** A refused item ships only once an admin recorded an override. */
export function shippingRefusedWithoutOverride(match: {
  found?: { itemType?: string } | null;
  lost?: { itemType?: string } | null;
  shippingOverride?: ShippingOverride | null;
}): boolean {
  return assessShipping(matchShippingTypes(match)).verdict === 'refused' && !match.shippingOverride;
}
