import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEdit } from '@/firebase/edit-outbox';
import * as editOutbox from '@/hooks/use-edit-outbox';
import { renderWithProviders } from '@/testing/render';
import { ItemChanges } from './item-changes';

// The found item's page says which of its changes made offline wait, and which the server refused
// (docs/offline.md, "Changing an item with no network").
const kept: OutboxEdit[] = [];
beforeEach(() => {
  vi.spyOn(editOutbox, 'useEditOutbox').mockImplementation(() => kept);
});

const base = {
  itemId: 'f1',
  collection: 'found-items' as const,
  hotelId: 'h',
  owner: 'clerk',
  actor: { uid: 'clerk', email: 'clerk@hotel.example', displayName: 'Clerk' },
  label: { itemType: 'Umbrella', itemName: 'Blue umbrella' },
  createdAt: 1,
  attempts: 0,
};
const edit: OutboxEdit = {
  ...base,
  id: 'e1',
  kind: 'edit',
  changes: { storageLocation: 'Locker 7' },
  state: 'waiting',
};
const returned: OutboxEdit = {
  ...base,
  id: 'e2',
  kind: 'disposition',
  input: { kind: 'returned', byName: 'Clerk', recipientName: 'J', idChecked: true, note: '' },
  state: 'waiting',
};

describe('ItemChanges', () => {
  it("lists this item's waiting changes, and nothing when there are none", () => {
    kept.splice(0, kept.length, edit, returned, { ...edit, id: 'e3', itemId: 'other' });
    const { unmount } = renderWithProviders(<ItemChanges itemId="f1" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved on this device and waiting to be sent: Edit, Returned in person.',
    );
    unmount();
    kept.splice(0, kept.length);
    renderWithProviders(<ItemChanges itemId="f1" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says which were not accepted', () => {
    kept.splice(0, kept.length, edit, { ...returned, state: 'refused', reason: 'state' });
    renderWithProviders(<ItemChanges itemId="f1" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Not accepted by the server: Returned in person.');
    expect(status).toHaveTextContent('waiting to be sent: Edit.');
  });
});
