import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { foundItemData } from '../support/fixtures';
import { record } from '../support/rules-writes';
import {
  A,
  B,
  emailOf,
  PRIVILEGED_A,
  rulesTestEnvironment,
  SEEDED,
  type Role,
} from '../support/rules';

/**
 * The police paperwork (src/domain/police-paperwork.ts, docs/police-handover.md): a found item's
 * time found and its non-staff finder's contact and rights, and the hotel's police settings.
 * Every denied case sits beside a near-identical allowed one.
 */
const ROLES: Role[] = [
  'signedOut',
  'reporter',
  'staffA',
  'adminA',
  'staffB',
  'adminB',
  'twoHotels',
];
const rules = rulesTestEnvironment(ROLES);
const { as } = rules;

const WORLD: Record<string, DocumentData> = {};
const RIGHTS = { expenses: true, reward: false, ownership: true, nameToOwner: false };
const GUEST_FINDER = {
  foundByNonHotelStaff: 'Guest of room 502',
  finderContact: '+81 90 1234 5678',
  finderRights: RIGHTS,
  timeFound: '14:30',
};

beforeEach(async () => {
  for (const key of Object.keys(WORLD)) delete WORLD[key];
  WORLD[`hotels/${A}`] = { displayName: 'Hotel A', settings: { emailNotifications: false } };
  WORLD[`hotels/${B}`] = { displayName: 'Hotel B', settings: { emailNotifications: false } };
  WORLD['found-items/F1'] = foundItemData(A, SEEDED);
  await rules.fresh(WORLD);
});

const expectOnly = (allowed: Role[], attempt: (db: Firestore, role: Role) => Promise<unknown>) =>
  rules.expectOnly(allowed, () => WORLD, attempt);

function editFound(db: Firestore, role: Role, update: DocumentData) {
  const batch = writeBatch(db);
  record(batch, db, role, { collection: 'found-items', id: 'F1', action: 'edited' }, { update });
  return batch.commit();
}

function newFound(role: Role, overrides: DocumentData = {}) {
  const {
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = foundItemData(A, { foundByUserId: role, foundByUserEmail: emailOf(role) });
  return { ...rest, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

describe("a found item's finder and time found", () => {
  it('staff and admins register an item handed in by a guest, with contact, rights and time', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) =>
      setDoc(doc(db, 'found-items', `guest-${role}`), newFound(role, GUEST_FINDER)),
    );
  });

  it('a registration must carry the new fields (the form always writes them)', async () => {
    const { finderRights: _r, ...withoutRights } = newFound('staffA');
    await assertFails(setDoc(doc(as('staffA'), 'found-items', 'no-rights'), withoutRights));
    await assertSucceeds(setDoc(doc(as('staffA'), 'found-items', 'ok'), newFound('staffA')));
  });

  it('the edit records them; bad times, contacts and rights are refused', async () => {
    await expectOnly(PRIVILEGED_A, (db, role) => editFound(db, role, GUEST_FINDER));
    await expectOnly(PRIVILEGED_A, (db, role) => editFound(db, role, { timeFound: '' }));
    await expectOnly(PRIVILEGED_A, (db, role) => editFound(db, role, { timeFound: '23:59' }));
    for (const bad of [
      { timeFound: '24:00' },
      { timeFound: '9:30' },
      { timeFound: 930 },
      { finderContact: 'x'.repeat(501) },
      { finderContact: null },
      { finderRights: { ...RIGHTS, expenses: 'yes' } },
      { finderRights: { ...RIGHTS, reward: 1 } },
      { finderRights: { ...RIGHTS, ownership: null } },
      { finderRights: { ...RIGHTS, nameToOwner: 'true' } },
      { finderRights: { expenses: true, reward: false, ownership: true } },
      { finderRights: { ...RIGHTS, storage: true } },
      { finderRights: true },
    ])
      await assertFails(editFound(as('staffA'), 'staffA', bad)).catch(() =>
        Promise.reject(new Error(`should be denied: ${JSON.stringify(bad)}`)),
      );
    await assertSucceeds(editFound(as('staffA'), 'staffA', { finderContact: 'x'.repeat(500) }));
  });
});

const POLICE = {
  address: '1-2-3 Ginza, Chuo-ku, Tokyo',
  phone: '03-1234-5678',
  occupant: 'Hanako Yamada',
  claims: { expenses: true, reward: true, ownership: false },
  weekLimit: true,
};

function setPolice(db: Firestore, hotelId: string, police: unknown) {
  return updateDoc(doc(db, 'hotels', hotelId), {
    'settings.police': police,
    'settings.updatedAt': serverTimestamp(),
  });
}

describe('hotel police paperwork setting', () => {
  it('an admin of the hotel sets it; staff (of one or two hotels), other admins and visitors are denied', async () => {
    await expectOnly(['adminA'], (db) => setPolice(db, A, POLICE));
    await assertSucceeds(setPolice(as('adminA'), A, POLICE));
    const stored = await getDoc(doc(as('signedOut'), 'hotels', A));
    expect(stored.get('settings.police')).toEqual(POLICE);
    await assertSucceeds(setPolice(as('adminB'), B, POLICE));
  });

  it('bad values are denied', async () => {
    for (const bad of [
      { ...POLICE, address: 'x'.repeat(501) },
      { ...POLICE, phone: 'x'.repeat(61) },
      { ...POLICE, occupant: 42 },
      { ...POLICE, weekLimit: 'yes' },
      { ...POLICE, claims: { ...POLICE.claims, expenses: 'yes' } },
      { ...POLICE, claims: { ...POLICE.claims, reward: null } },
      { ...POLICE, claims: { ...POLICE.claims, ownership: 1 } },
      { ...POLICE, claims: { expenses: true, reward: true } },
      { ...POLICE, claims: { ...POLICE.claims, nameToOwner: true } },
      { ...POLICE, claims: true },
      { ...POLICE, station: 'Tsukiji' },
      { address: '', phone: '', occupant: '', claims: POLICE.claims },
      'on',
    ])
      await assertFails(setPolice(as('adminA'), A, bad)).catch(() =>
        Promise.reject(new Error(`should be denied: ${JSON.stringify(bad)}`)),
      );
    await assertSucceeds(
      setPolice(as('adminA'), A, { ...POLICE, address: 'x'.repeat(500), phone: '' }),
    );
  });

  it('other settings stay writable beside it', async () => {
    await assertSucceeds(setPolice(as('adminA'), A, POLICE));
    await assertSucceeds(
      updateDoc(doc(as('adminA'), 'hotels', A), {
        'settings.emailNotifications': true,
        'settings.updatedAt': serverTimestamp(),
      }),
    );
  });
});
