import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { foundItemData } from '../support/fixtures';
import { photoUrl as photo, single } from '../support/rules-writes';
import { A, emailOf, PRIVILEGED_A, rulesTestEnvironment, type Role } from '../support/rules';
import {
  BAD_SLOTS,
  BLOATED_INDEXES,
  createMatch,
  FULL_INDEX,
  markViewed,
  releaseMatch,
  ROLES,
  SLOTS,
  softDelete,
  worldOf,
  WORLD,
} from '../support/rules-world';

// The rules of found items, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { as } = rules;
const { seed, expectOnly, expectDenied } = worldOf(rules);

// ----- found items -----
function newFound(role: Role, overrides: DocumentData = {}) {
  const {
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = foundItemData(A, {
    foundByUserId: role,
    foundByUserEmail: emailOf(role),
  });
  return { ...rest, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

describe('found items', () => {
  it('are read, listed and registered by privileged users of the hotel', async () => {
    await expectOnly(PRIVILEGED_A, (db) => getDoc(doc(db, 'found-items', 'F1')));
    await expectOnly(PRIVILEGED_A, (db) =>
      getDocs(query(collection(db, 'found-items'), where('hotelId', '==', A))),
    );
    await expectOnly(PRIVILEGED_A, (db, role) =>
      setDoc(doc(db, 'found-items', `new-${role}`), newFound(role)),
    );
    await assertSucceeds(
      setDoc(doc(as('staffA'), 'found-items', 'full-index'), newFound('staffA', FULL_INDEX)),
    );
    rules.touched();
    for (const [name, overrides] of Object.entries({
      noLocation: { roomNumber: ' ', hotelComplex: '', otherLocation: '' },
      discarded: { status: 'discarded' },
      forgedEmail: { foundByUserEmail: 'admin@a.test' },
      ownerEmailList: { email: 'a@x.com, b@y.com' },
      notStaff: { foundByStaff: false },
      photosUpFront: { imageUrls: [photo('x', { collection: 'found-items' })] },
      slotsUpFront: { photoSlots: ['1710000000001-photo.jpg'] },
      unknownKey: { reward: 1 },
      // The search index is a bounded list, the retention group one of the four.
      indexNotMap: { searchIndex: 'umbrella' },
      indexTooLong: {
        searchIndex: Object.fromEntries(Array.from({ length: 1601 }, (_, i) => [`t${i}`, true])),
      },
      noRetentionGroup: { retentionGroup: 'forever' },
      ...BLOATED_INDEXES,
    })) {
      await expectDenied('staffA', name, (db) =>
        setDoc(doc(db, 'found-items', `bad-${name}`), newFound('staffA', overrides)),
      );
    }
  });

  it('get photos of their own folder from privileged users of the hotel', async () => {
    const own = [photo('F1', { collection: 'found-items' })];
    await expectOnly(PRIVILEGED_A, (db) =>
      updateDoc(doc(db, 'found-items', 'F1'), { imageUrls: own, updatedAt: serverTimestamp() }),
    );
    for (const [name, urls] of Object.entries({
      outside: ['https://evil.example/x.jpg'],
      lostFolder: [photo('F1')],
      otherItem: [photo('F2', { collection: 'found-items' })],
    })) {
      await expectDenied('staffA', name, (db) =>
        updateDoc(doc(db, 'found-items', 'F1'), { imageUrls: urls, updatedAt: serverTimestamp() }),
      );
    }
  });

  it('get photo slots named by privileged users of the hotel: at most ten, none ever dropped', async () => {
    const slots = (photoSlots: unknown) => (db: Firestore) =>
      updateDoc(doc(db, 'found-items', 'F1'), { photoSlots, updatedAt: serverTimestamp() });
    await expectOnly(PRIVILEGED_A, slots(SLOTS.slice(0, 3)));
    for (const [name, value] of Object.entries(BAD_SLOTS))
      await expectDenied('staffA', name, slots(value));
    const named = { 'found-items/F1': { ...WORLD['found-items/F1'], photoSlots: SLOTS } };
    await seed(named);
    await assertFails(slots(SLOTS.slice(1))(as('staffA')));
    await assertFails(slots([...SLOTS.slice(1), '1710000000099-other.jpg'])(as('adminA')));
    // Not with any other change, nor on an item that is no longer pending.
    await expectDenied('staffA', 'slots with another field', (db) =>
      updateDoc(doc(db, 'found-items', 'F1'), {
        photoSlots: [SLOTS[0]],
        itemName: 'Changed',
        updatedAt: serverTimestamp(),
      }),
    );
    await expectDenied('staffA', 'slots of a discarded item', (db) =>
      updateDoc(doc(db, 'found-items', 'FD'), {
        photoSlots: [SLOTS[0]],
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('are marked viewed by privileged users of the hotel (edits: edit-and-approval.test.ts)', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => markViewed(db, role, 'found-items', 'F1'));
    await expectOnly([], (db, role) =>
      single(
        db,
        role,
        { collection: 'found-items', id: 'F1', action: 'edited' },
        { status: 'matched' },
      ),
    );
  });

  it('bound the optional colour and brand', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db, role) =>
      setDoc(
        doc(db, 'found-items', `cb-${role}`),
        newFound(role, { colour: 'black', brand: 'x'.repeat(100) }),
      ),
    );
    await expectOnly([], (db, role) =>
      setDoc(doc(db, 'found-items', `cb-long-${role}`), newFound(role, { brand: 'x'.repeat(101) })),
    );
  });

  it('are discarded and restored by admins of the hotel only', async () => {
    const discard = (db: Firestore, role: Role, fields: DocumentData = {}) =>
      single(
        db,
        role,
        {
          collection: 'found-items',
          id: 'F1',
          action: 'discarded',
          from: 'pending',
          to: 'discarded',
        },
        {
          status: 'discarded',
          discardedAt: serverTimestamp(),
          disposer: 'Name',
          disposerEmail: emailOf(role),
          disposerId: role,
          ...fields,
        },
      );
    // Every role signs as itself: only the role decides.
    await expectOnly(['adminA'], (db, role) => discard(db, role));
    await expectDenied('adminA', 'a discard signed with another email', (db) =>
      discard(db, 'adminA', { disposerEmail: 'staff@a.test' }),
    );
    await expectDenied('adminA', 'a discard of a matched item', (db) =>
      single(
        db,
        'adminA',
        {
          collection: 'found-items',
          id: 'FM',
          action: 'discarded',
          from: 'matched',
          to: 'discarded',
        },
        {
          status: 'discarded',
          discardedAt: serverTimestamp(),
          disposer: 'Name',
          disposerEmail: 'admin@a.test',
          disposerId: 'adminA',
        },
      ),
    );
    await expectOnly(['adminA'], (db, role) =>
      single(
        db,
        role,
        {
          collection: 'found-items',
          id: 'FD',
          action: 'undiscarded',
          from: 'discarded',
          to: 'pending',
        },
        { status: 'pending', discardedAt: null, disposer: '', disposerEmail: '', disposerId: '' },
      ),
    );
  });

  it('are matched by admins of the hotel and unmatched by privileged users', async () => {
    await expectOnly(['adminA'], (db, role) => createMatch(db, role, { lost: 'L2', found: 'F2' }));
    await expectOnly(PRIVILEGED_A, (db, role) => {
      const batch = writeBatch(db);
      releaseMatch(batch, db, role, 'M1', { lost: true, found: true });
      return batch.commit();
    });
  });

  it('are soft-deleted by admins of the hotel only, releasing their match', async () => {
    await expectOnly(['adminA'], (db, role) => softDelete(db, role, 'found-items', 'F1'));
    await expectOnly(['adminA'], (db, role) => softDelete(db, role, 'found-items', 'FM'));
    await expectOnly([], (db, role) => softDelete(db, role, 'found-items', 'FS'));
  });

  it('are never hard-deleted from a client', async () => {
    await expectOnly([], (db) => deleteDoc(doc(db, 'found-items', 'F1')));
  });
});
