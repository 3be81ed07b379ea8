import { itemTypeDisplay, toStoredItemType } from '@/components/pickers/item-type-text';
import { countryName, normalizeCountry } from '@/domain/countries';
import { currentLanguage } from '@/i18n/i18n';

type Translate = (key: string) => string;
interface ItemTypeAndCountry {
  itemType: string;
  country: string;
}

/**
 * Form values as they are stored: the item type's catalogue name (spec §3; typed text kept as
 * typed) and the country's English name, whatever language the form was filled in.
 */
export function storedValues<T extends ItemTypeAndCountry>(values: T, translate: Translate): T {
  return {
    ...values,
    itemType: toStoredItemType(values.itemType, translate),
    country: normalizeCountry(values.country),
  };
}

/** Stored values (a sample, an item being edited) as the form shows them, in the UI language. */
export function displayedValues<T extends ItemTypeAndCountry>(values: T, translate: Translate): T {
  return {
    ...values,
    itemType: itemTypeDisplay(values.itemType, translate),
    country: countryName(values.country, currentLanguage()),
  };
}
