/**
 * The item-type catalogue (spec §3): 24 types, plus Smartphone from the second reading. Each has a
 * Tabler icon name; the UI maps names to components. Labels are translated by key
 * itemTypes.{lowercase name, spaces as underscores}.
 */
export const ITEM_TYPES = [
  { name: 'Phone', icon: 'IconDeviceMobile' },
  { name: 'Smartphone', icon: 'IconDeviceMobile' },
  { name: 'Wallet', icon: 'IconWallet' },
  { name: 'Keys', icon: 'IconKey' },
  { name: 'Jewelry', icon: 'IconDiamond' },
  { name: 'Watch', icon: 'IconDeviceWatch' },
  { name: 'Sunglasses', icon: 'IconSunglasses' },
  { name: 'Headphones', icon: 'IconHeadphones' },
  { name: 'Charger', icon: 'IconPlug' },
  { name: 'Laptop', icon: 'IconDeviceLaptop' },
  { name: 'Tablet', icon: 'IconDeviceTablet' },
  { name: 'Camera', icon: 'IconCamera' },
  { name: 'Bag', icon: 'IconShoppingBag' },
  { name: 'Backpack', icon: 'IconBackpack' },
  { name: 'Jacket', icon: 'IconJacket' },
  { name: 'Shoes', icon: 'IconShoe' },
  { name: 'Hat', icon: 'IconChefHat' },
  { name: 'Scarf', icon: 'IconHanger' },
  { name: 'Umbrella', icon: 'IconUmbrella' },
  { name: 'Book', icon: 'IconBook' },
  { name: 'Documents', icon: 'IconFileText' },
  { name: 'Passport', icon: 'IconId' },
  { name: 'Credit Card', icon: 'IconCreditCard' },
  { name: 'Medication', icon: 'IconPill' },
  { name: 'Toiletries', icon: 'IconBottle' },
] as const;

export type ItemTypeName = (typeof ITEM_TYPES)[number]['name'];
export type ItemTypeIcon = (typeof ITEM_TYPES)[number]['icon'] | 'IconQuestionMark';
export const UNKNOWN_ITEM_ICON = 'IconQuestionMark' as const;

/** 'Credit Card', 'credit_card', ' credit  card ' -> 'credit_card'. */
export function normalizeTypeName(type: string): string {
  return type
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '_');
}

const BY_KEY = new Map(ITEM_TYPES.map((type) => [normalizeTypeName(type.name), type]));

export function findItemType(type: string | null | undefined) {
  return type ? BY_KEY.get(normalizeTypeName(type)) : undefined;
}

export function isKnownItemType(type: string | null | undefined): boolean {
  return findItemType(type) !== undefined;
}

/** The translation key of a catalogue type, or null for free text (shown as typed). */
export function itemTypeKey(type: string | null | undefined): `itemTypes.${string}` | null {
  const known = findItemType(type);
  return known ? `itemTypes.${normalizeTypeName(known.name)}` : null;
}

export function itemTypeIcon(type: string | null | undefined): ItemTypeIcon {
  return findItemType(type)?.icon ?? UNKNOWN_ITEM_ICON;
}

/** The same type for scoring and search: case, spaces and underscores do not matter. */
export function sameItemType(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return normalizeTypeName(a) === normalizeTypeName(b);
}

/** Translates a type for display: catalogue types through `translate`, free text as typed. */
export function itemTypeLabel(
  type: string | null | undefined,
  translate: (key: string) => string,
): string {
  const key = itemTypeKey(type);
  return key ? translate(key) : (type ?? '').trim();
}

/**
 * Types that staff and guests often choose for the same thing (a phone filed as a smartphone, an
 * earphone case as a charger, a card holder as a wallet). Not a match for spec §5's type point,
 * which stays exact; the ranking gives them part of it (src/domain/matching/rank.ts).
 */
export const RELATED_ITEM_TYPES: readonly (readonly [ItemTypeName, ItemTypeName])[] = [
  ['Phone', 'Smartphone'],
  ['Bag', 'Backpack'],
  ['Wallet', 'Credit Card'],
  ['Jewelry', 'Watch'],
  ['Medication', 'Toiletries'],
  ['Laptop', 'Tablet'],
  ['Charger', 'Laptop'],
  ['Charger', 'Tablet'],
  ['Charger', 'Phone'],
  ['Charger', 'Smartphone'],
  ['Charger', 'Headphones'],
  ['Charger', 'Camera'],
  ['Documents', 'Passport'],
  ['Documents', 'Book'],
  ['Jacket', 'Scarf'],
  ['Hat', 'Scarf'],
];

const RELATED = new Set(
  RELATED_ITEM_TYPES.flatMap(([a, b]) => {
    const [x, y] = [normalizeTypeName(a), normalizeTypeName(b)];
    return [`${x}|${y}`, `${y}|${x}`];
  }),
);

/** Two different catalogue types people often choose for the same item (RELATED_ITEM_TYPES). */
export function relatedItemTypes(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  if (!a || !b) return false;
  return RELATED.has(`${normalizeTypeName(a)}|${normalizeTypeName(b)}`);
}
