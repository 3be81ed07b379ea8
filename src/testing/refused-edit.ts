import type { OutboxEdit } from '@/firebase/edit-outbox';

/** A storage-location change of one clerk's (`owner`) that the rules refused, as the outbox keeps it. */
export const refusedEdit = (id = 'e1', owner = 'clerk'): OutboxEdit => ({
  id,
  kind: 'edit',
  itemId: 'f1',
  collection: 'found-items',
  hotelId: 'h',
  owner,
  actor: { uid: owner, email: `${owner}@hotel.example`, displayName: owner },
  label: { itemType: 'Umbrella', itemName: 'Blue umbrella' },
  changes: { storageLocation: 'Locker 7' },
  createdAt: 1,
  state: 'refused',
  reason: 'permission',
  attempts: 1,
});
