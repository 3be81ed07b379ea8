import { describe, expect, it } from 'vitest';
import { ITEM_TYPES, itemTypeIcon, itemTypeKey, itemTypeLabel, sameItemType } from './item-types';
import en from '../i18n/locales/en.json';
import ja from '../i18n/locales/ja.json';

describe('item-type catalogue', () => {
  it('holds the 24 types of the spec plus Smartphone', () => {
    expect(ITEM_TYPES).toHaveLength(25);
    expect(ITEM_TYPES.map((t) => t.name)).toContain('Credit Card');
  });

  it('builds translation keys from the lowercase name with underscores, whatever the spelling', () => {
    expect(itemTypeKey('Credit Card')).toBe('itemTypes.credit_card');
    expect(itemTypeKey('credit_card')).toBe('itemTypes.credit_card');
    expect(itemTypeKey('smartphone')).toBe('itemTypes.smartphone');
    expect(itemTypeKey('Teddy bear')).toBeNull();
  });

  it('has an icon for each type and a question mark for an unknown one', () => {
    expect(itemTypeIcon('Phone')).toBe('IconDeviceMobile');
    expect(itemTypeIcon('Teddy bear')).toBe('IconQuestionMark');
    expect(itemTypeIcon(undefined)).toBe('IconQuestionMark');
  });

  it('has English and Japanese labels for every type; free text is shown as typed', () => {
    for (const { name } of ITEM_TYPES) {
      const key = itemTypeKey(name)!.slice('itemTypes.'.length);
      expect((en.itemTypes as Record<string, string>)[key], name).toBeTruthy();
      expect((ja.itemTypes as Record<string, string>)[key], name).toBeTruthy();
    }
    expect(itemTypeLabel('Teddy bear ', (k) => k)).toBe('Teddy bear');
  });

  it('compares types ignoring case, spaces and underscores', () => {
    expect(sameItemType('credit card', 'Credit_Card')).toBe(true);
    expect(sameItemType('Phone', 'Smartphone')).toBe(false);
    expect(sameItemType('', 'Phone')).toBe(false);
  });
});
