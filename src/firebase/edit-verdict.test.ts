import { describe, expect, it } from 'vitest';
import { toFoundItem } from '@/domain/records';
import type { QueuedDisposition, QueuedEdit } from './edit-outbox';
import { changedFields, editRefusalOf, sameValue, verdictOf } from './edit-verdict';
import { OperationError } from './operation-error';

// What the sender of offline edits and dispositions decides once the server answers
// (src/firebase/edit-sender.ts, docs/offline.md "Changing an item with no network").

const RIGHTS = { expenses: true, reward: false, ownership: false, nameToOwner: false };
const actor = { uid: 'clerk', email: 'clerk@hotel.example', displayName: 'Clerk' };
const base = {
  id: 'entry-1',
  itemId: 'f1',
  collection: 'found-items' as const,
  hotelId: 'h',
  owner: 'clerk',
  actor,
  label: { itemType: 'Umbrella', itemName: 'Blue umbrella' },
  createdAt: 1,
  state: 'waiting' as const,
  attempts: 0,
};
const edit: QueuedEdit = {
  ...base,
  kind: 'edit',
  changes: { storageLocation: 'Locker 7', finderRights: RIGHTS },
};
const returned: QueuedDisposition = {
  ...base,
  kind: 'disposition',
  input: {
    kind: 'returned',
    byName: 'Clerk',
    recipientName: 'J. Carter',
    idChecked: true,
    note: '',
  },
};
const onServer = (fields: Record<string, unknown>) =>
  toFoundItem('f1', { hotelId: 'h', status: 'pending', matchId: null, ...fields });

describe('sameValue', () => {
  it('compares stored values by their content', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue('', null)).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only what the clerk changed', () => {
    const item = onServer({ storageLocation: 'Shelf A', itemName: 'Blue umbrella' });
    expect(
      changedFields(item, {
        storageLocation: 'Locker 7',
        itemName: 'Blue umbrella',
        imageUrls: [],
      }),
    ).toEqual({ storageLocation: 'Locker 7' });
  });
});

describe('verdictOf', () => {
  it('an edit has arrived when the item points at its entry or holds every changed field', () => {
    expect(verdictOf(edit, onServer({ lastActivityId: 'entry-1' }))).toEqual({ kind: 'arrived' });
    expect(
      verdictOf(
        edit,
        onServer({
          lastActivityId: 'a-later-one',
          storageLocation: 'Locker 7',
          finderRights: RIGHTS,
        }),
      ),
    ).toEqual({ kind: 'arrived' });
  });

  it('an edit the server does not hold is sent again: only the fields it lacks', () => {
    expect(
      verdictOf(
        edit,
        onServer({ lastActivityId: 'older', storageLocation: 'Shelf A', finderRights: RIGHTS }),
      ),
    ).toEqual({ kind: 'send', changes: { storageLocation: 'Locker 7' } });
  });

  describe('two changes of the same item made offline', () => {
    const first: QueuedEdit = { ...edit, id: 'e1', changes: { storageLocation: 'Locker 7' } };
    const second: QueuedEdit = {
      ...edit,
      id: 'e2',
      createdAt: 2,
      changes: { storageLocation: 'Locker 9' },
    };
    const elsewhere: QueuedEdit = { ...second, id: 'e3', itemId: 'f2' };

    it('both arrived: the first is not sent again over the second', () => {
      const server = onServer({ lastActivityId: 'e2', storageLocation: 'Locker 9' });
      expect(verdictOf(first, server, [second])).toEqual({ kind: 'arrived' });
      expect(verdictOf(second, server)).toEqual({ kind: 'arrived' });
    });

    it("a field a later waiting change sets again is the later one's to send", () => {
      // Neither arrived (refused batches): the first sends nothing the second changes again.
      const server = onServer({ lastActivityId: 'older', storageLocation: 'Shelf A' });
      expect(verdictOf(first, server, [second])).toEqual({ kind: 'arrived' });
      expect(verdictOf(second, server)).toEqual({
        kind: 'send',
        changes: { storageLocation: 'Locker 9' },
      });
      // Its other fields are still its own to send.
      const both: QueuedEdit = {
        ...first,
        changes: { storageLocation: 'Locker 7', colour: 'Red' },
      };
      expect(verdictOf(both, server, [second])).toEqual({
        kind: 'send',
        changes: { colour: 'Red' },
      });
    });

    it("another item's later change does not count", () => {
      const server = onServer({ lastActivityId: 'e3', storageLocation: 'Shelf A' });
      expect(verdictOf(first, server, [elsewhere])).toEqual({
        kind: 'send',
        changes: { storageLocation: 'Locker 7' },
      });
    });

    it('an earlier disposition has arrived when the item points at a later change', () => {
      expect(verdictOf(returned, onServer({ lastActivityId: 'e2' }), [second])).toEqual({
        kind: 'arrived',
      });
    });
  });

  it('a change of a deleted or missing item is refused as deleted', () => {
    expect(verdictOf(edit, null)).toEqual({ kind: 'refused', reason: 'deleted' });
    expect(verdictOf(returned, onServer({ deleted: true }))).toEqual({
      kind: 'refused',
      reason: 'deleted',
    });
  });

  it('a disposition has arrived when the item carries it, signed by the same clerk', () => {
    const disposition = { kind: 'returned', byUid: 'clerk', recipientName: 'J. Carter' };
    expect(verdictOf(returned, onServer({ status: 'returned', disposition }))).toEqual({
      kind: 'arrived',
    });
    expect(verdictOf(returned, onServer({ lastActivityId: 'entry-1' }))).toEqual({
      kind: 'arrived',
    });
  });

  it('a disposition is sent again while the item is on the shelf, refused once it is not', () => {
    expect(verdictOf(returned, onServer({}))).toEqual({ kind: 'send' });
    const byOther = { kind: 'returned', byUid: 'someone-else' };
    expect(verdictOf(returned, onServer({ status: 'returned', disposition: byOther }))).toEqual({
      kind: 'refused',
      reason: 'state',
    });
    expect(verdictOf(returned, onServer({ status: 'matched', matchId: 'm1' }))).toEqual({
      kind: 'refused',
      reason: 'state',
    });
  });
});

describe('editRefusalOf', () => {
  it('names the refusals the server would repeat, and leaves the network to a retry', () => {
    expect(editRefusalOf({ code: 'permission-denied' })).toBe('permission');
    expect(editRefusalOf({ code: 'auth/user-disabled' })).toBe('account');
    expect(editRefusalOf({ code: 'invalid-argument' })).toBe('invalid');
    expect(editRefusalOf(new OperationError('not-found', 'itemNotFound'))).toBe('deleted');
    expect(editRefusalOf(new OperationError('precondition', 'disposition.errors.state'))).toBe(
      'state',
    );
    expect(editRefusalOf({ code: 'unavailable' })).toBeNull();
    expect(editRefusalOf({ code: 'needs-network' })).toBeNull();
    expect(editRefusalOf(new Error('offline'))).toBeNull();
  });
});
