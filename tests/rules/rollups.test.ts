import { deleteDoc, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { A, B, PRIVILEGED_A, rulesTestEnvironment, type Role, type World } from '../support/rules';

/**
 * The figures document each hotel has (hotels/{hotelId}/rollups/figures, kept by the functions:
 * src/domain/figures-rollup.ts): the hotel's staff and admins read it, nobody writes it, and
 * nobody reads or writes the functions' record of counted writes (rollup-events).
 */
const ROLES: Role[] = [
  'signedOut',
  'reporter',
  'noClaims',
  'staffA',
  'adminA',
  'staffB',
  'adminB',
  'twoHotels',
];
const rules = rulesTestEnvironment(ROLES);

const WORLD: World = {
  [`hotels/${A}`]: { displayName: 'Hotel A' },
  [`hotels/${B}`]: { displayName: 'Hotel B' },
  [`hotels/${A}/rollups/figures`]: { hotelId: A, lostReports: 3, matchedReports: 1, open: {} },
  [`hotels/${B}/rollups/figures`]: { hotelId: B, lostReports: 1, matchedReports: 0, open: {} },
  'rollup-events/event-1': { expireAt: new Date(2026, 4, 3) },
};

beforeEach(() => rules.fresh(WORLD));

const expectOnly = (allowed: Role[], attempt: (db: Firestore) => Promise<unknown>) =>
  rules.expectOnly(allowed, () => WORLD, attempt);
const figures = (db: Firestore, hotelId = A) => doc(db, 'hotels', hotelId, 'rollups', 'figures');

describe('figures rollup', () => {
  it('only the hotel’s staff and admins read its figures', async () => {
    await expectOnly(PRIVILEGED_A, (db) => getDoc(figures(db)));
    await expectOnly(['staffB', 'adminB', 'twoHotels'], (db) => getDoc(figures(db, B)));
  });

  it('nobody writes the figures (the functions count)', async () => {
    await expectOnly([], (db) => setDoc(figures(db), { hotelId: A, lostReports: 0 }));
    await expectOnly([], (db) => updateDoc(figures(db), { lostReports: 100 }));
    await expectOnly([], (db) => deleteDoc(figures(db)));
    await expectOnly([], (db) => setDoc(doc(db, 'hotels', A, 'rollups', 'other'), { n: 1 }));
  });

  it('nobody reads or writes the record of counted writes', async () => {
    await expectOnly([], (db) => getDoc(doc(db, 'rollup-events', 'event-1')));
    await expectOnly([], (db) => setDoc(doc(db, 'rollup-events', 'event-2'), { expireAt: null }));
  });
});
