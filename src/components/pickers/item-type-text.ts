import { findItemType, ITEM_TYPES, itemTypeKey } from '@/domain/item-types';

/** A translated label or a catalogue name -> the catalogue name; other text as typed. */
export function toStoredItemType(input: string, translate: (key: string) => string): string {
  const text = input.trim();
  if (!text) return '';
  const known = findItemType(text);
  if (known) return known.name;
  const byLabel = ITEM_TYPES.find(
    (type) => translate(itemTypeKey(type.name) ?? '').toLowerCase() === text.toLowerCase(),
  );
  return byLabel?.name ?? text;
}

/** The label the field shows for a stored type. */
export function itemTypeDisplay(stored: string, translate: (key: string) => string): string {
  const key = itemTypeKey(stored);
  return key ? translate(key) : stored;
}
