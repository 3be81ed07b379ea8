import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { A, B, PRIVILEGED_A, rulesTestEnvironment } from '../support/rules';
import { ROLES, worldOf } from '../support/rules-world';

// The rules of report rates, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { expectOnly } = worldOf(rules);

describe('report rates (guest reports per hotel and hour)', () => {
  const hours = (db: Firestore, hotelId = A) => collection(db, 'report-rates', hotelId, 'hours');
  it('only the hotel’s staff and admins read them, also an hour not counted yet', async () => {
    await expectOnly(PRIVILEGED_A, (db) => getDoc(doc(hours(db), '2026112615')));
    await expectOnly(PRIVILEGED_A, (db) => getDoc(doc(hours(db), '2026112616')));
    await expectOnly(PRIVILEGED_A, (db) => getDocs(hours(db)));
    await expectOnly(['adminB', 'staffB', 'twoHotels'], (db) => getDocs(hours(db, B)));
  });

  it('nobody writes them (the function counts)', async () => {
    await expectOnly([], (db) => setDoc(doc(hours(db), '2026112616'), { hotelId: A, count: 0 }));
    await expectOnly([], (db) => updateDoc(doc(hours(db), '2026112615'), { count: 0 }));
    await expectOnly([], (db) => deleteDoc(doc(hours(db), '2026112615')));
  });
});
