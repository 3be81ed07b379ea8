import { itemTypeLabel } from '@/domain/item-types';
import type { OutboxEdit } from '@/firebase/edit-outbox';
import type { DynamicT } from '@/i18n/use-dynamic-t';

/** What a kept change is, for the clerk: "Edit", or the disposition ("Returned in person"). */
export function changeLabel(entry: OutboxEdit, dt: DynamicT): string {
  return dt(`outbox.change.${entry.kind === 'edit' ? 'edit' : entry.input.kind}`);
}

/** The item a kept change is about, as it was named when changed. */
export function changedItemLabel(entry: OutboxEdit, dt: DynamicT): string {
  return [itemTypeLabel(entry.label.itemType, dt), entry.label.itemName]
    .filter(Boolean)
    .join(' · ');
}
