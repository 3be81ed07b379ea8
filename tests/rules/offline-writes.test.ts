import { doc, getDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DispositionInput } from '@/domain/disposition';
import type { Actor } from '@/domain/documents';
import { toFoundItem } from '@/domain/records';
import { toMatch } from '@/domain/records-match';
import { changedFields } from '@/firebase/edit-verdict';
import { dispositionBatch, foundEditBatch } from '@/firebase/queued-writes';
import { foundItemData, lostItemData } from '../support/fixtures';
import { foundSummary, matchData } from '../support/rules-writes';
import {
  A,
  DAY,
  emailOf,
  PRIVILEGED_A,
  rulesTestEnvironment,
  SEEDED,
  STAFF_ROLES,
  type Role,
} from '../support/rules';

/**
 * The offline form of a found item's edit and of a disposition (docs/offline.md, "Changing an
 * item with no network"): the very batch the app writes (src/firebase/queued-writes.ts), decided
 * on the item as the device has it, goes through the same rules as the online transaction. And a
 * batch decided on a copy the server has moved past is refused, which the app's sender then
 * notices (src/firebase/edit-sender.ts). Every refusal sits beside a near-identical acceptance.
 */
vi.setConfig({ testTimeout: 240_000 });

const ROLES: Role[] = ['signedOut', 'reporter', 'noClaims', ...STAFF_ROLES];
const rules = rulesTestEnvironment(ROLES);
const { as, fresh, allowed, denied } = rules;

const WORLD: Record<string, DocumentData> = {};
function buildWorld() {
  for (const key of Object.keys(WORLD)) delete WORLD[key];
  WORLD[`hotels/${A}`] = { displayName: 'Hotel A', settings: { emailNotifications: false } };
  WORLD['found-items/F1'] = foundItemData(A, { ...SEEDED, storageLocation: 'Shelf A' });
  WORLD['lost-items/LM'] = lostItemData(A, { ...SEEDED, status: 'matched', matchId: 'M1' });
  WORLD['found-items/FM'] = foundItemData(A, {
    ...SEEDED,
    status: 'matched',
    matchId: 'M1',
    matchedAt: DAY,
  });
  WORLD['matches/M1'] = matchData(WORLD, A, 'LM', 'FM');
}
beforeEach(buildWorld);

const actorOf = (role: Role): Actor => ({ uid: role, email: emailOf(role), displayName: role });
/** The item as a device that read it earlier has it. */
const cached = (id: string, changes: DocumentData = {}) =>
  toFoundItem(id, { ...WORLD[`found-items/${id}`], ...changes });
const cachedMatch = () => toMatch('M1', WORLD['matches/M1']);

const MOVED = { storageLocation: 'Locker 7' };
const RETURNED: DispositionInput = {
  kind: 'returned',
  byName: 'Aiko Sato',
  recipientName: 'James Carter',
  idChecked: true,
  note: '',
};

const RENAMED = { itemName: 'Black phone, cracked screen' };

const editOffline = (
  db: Firestore,
  role: Role,
  id = 'F1',
  withMatch = false,
  changes: DocumentData = MOVED,
) =>
  foundEditBatch(
    db,
    actorOf(role),
    cached(id),
    withMatch ? cachedMatch() : null,
    changes,
  ).batch.commit();
const disposeOffline = (db: Firestore, role: Role, input: DispositionInput = RETURNED) =>
  dispositionBatch(db, actorOf(role), cached('F1'), input).batch.commit();

describe('offline: the batch form of an edit', () => {
  it('a storage location moved offline is accepted for staff and admins of the hotel only', async () => {
    await rules.expectOnly(
      PRIVILEGED_A,
      () => WORLD,
      (db, role) => editOffline(db, role),
    );
  });

  it("a matched item's edit carries its summary when the match is on the device, and is accepted without it", async () => {
    await rules.expectOnly(
      PRIVILEGED_A,
      () => WORLD,
      (db, role) => editOffline(db, role, 'FM', true, RENAMED),
    );
    await fresh(WORLD);
    await allowed(editOffline(as('staffA'), 'staffA', 'FM', true, RENAMED));
    const match = await getDoc(doc(as('staffA'), 'matches', 'M1'));
    expect(match.get('found')).toEqual(foundSummary({ ...WORLD['found-items/FM'], ...RENAMED }));
    // The match not on the device: the item alone (its summary follows with the next online edit).
    await fresh(WORLD);
    await allowed(editOffline(as('staffA'), 'staffA', 'FM', false, RENAMED));
  });

  it("decided on an older copy, it writes only the clerk's fields: someone else's description and photo stay", async () => {
    const onDevice = cached('F1');
    // Meanwhile, online, someone else described the item and added a photo.
    const photo = `https://firebasestorage.googleapis.com/v0/b/demo/o/found-items%2F${A}%2FF1%2Fp1.jpg`;
    WORLD['found-items/F1'] = {
      ...WORLD['found-items/F1'],
      description: 'Scratch on the back',
      imageUrls: [photo],
      itemName: 'Black phone in a red case',
    };
    await fresh(WORLD);
    // The clerk's form holds every field as the device had it; only the storage location moved.
    const form = {
      itemName: onDevice.itemName,
      description: onDevice.description,
      imageUrls: onDevice.imageUrls,
      storageLocation: 'Locker 7',
    };
    const changes = changedFields(onDevice, form);
    expect(changes).toEqual(MOVED);
    await allowed(
      foundEditBatch(as('staffA'), actorOf('staffA'), onDevice, null, changes).batch.commit(),
    );
    const stored = await getDoc(doc(as('staffA'), 'found-items', 'F1'));
    expect(stored.get('storageLocation')).toBe('Locker 7');
    expect(stored.get('description')).toBe('Scratch on the back');
    expect(stored.get('imageUrls')).toEqual([photo]);
    expect(stored.get('itemName')).toBe('Black phone in a red case');
  });

  it('an edit of an item deleted on the server meanwhile is refused', async () => {
    WORLD['found-items/F1'] = { ...WORLD['found-items/F1'], deleted: true };
    await fresh(WORLD);
    await denied(
      foundEditBatch(
        as('staffA'),
        actorOf('staffA'),
        cached('F1', { deleted: false }),
        null,
        MOVED,
      ).batch.commit(),
    );
  });
});

describe('offline: the batch form of a disposition', () => {
  it('returned in person: staff and admins of the hotel; donated and destroyed: admins', async () => {
    await rules.expectOnly(
      ['staffA', 'adminA', 'twoHotels'],
      () => WORLD,
      (db, role) => disposeOffline(db, role),
    );
    for (const kind of ['donated', 'destroyed'] as const)
      await rules.expectOnly(
        ['adminA'],
        () => WORLD,
        (db, role) => disposeOffline(db, role, { kind, byName: 'Aiko Sato', note: '' }),
      );
  });

  it('decided on a copy the server has moved past (matched, or already returned), it is refused', async () => {
    WORLD['found-items/F1'] = {
      ...WORLD['found-items/F1'],
      status: 'matched',
      matchId: 'M1',
      matchedAt: DAY,
    };
    await fresh(WORLD);
    const onDevice = cached('F1', { status: 'pending', matchId: null, matchedAt: null });
    await denied(
      dispositionBatch(as('staffA'), actorOf('staffA'), onDevice, RETURNED).batch.commit(),
    );
    buildWorld();
    await fresh(WORLD);
    await allowed(disposeOffline(as('staffA'), 'staffA'));
    // The same disposition a second time (the first arrived): refused, nothing recorded twice.
    await denied(disposeOffline(as('adminA'), 'adminA'));
  });

  it('the device refuses it at once when its copy is not on the shelf', () => {
    expect(() => dispositionBatch(as('staffA'), actorOf('staffA'), cached('FM'), RETURNED)).toThrow(
      'disposition.errors.state',
    );
  });
});
