import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { A, rulesTestEnvironment } from '../support/rules';
import { ROLES, worldOf } from '../support/rules-world';

// The rules of hotels, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { expectOnly } = worldOf(rules);

describe('hotels', () => {
  it('are readable by everyone, signed in or not', async () => {
    await expectOnly(ROLES, (db) => getDoc(doc(db, 'hotels', A)));
    await expectOnly(ROLES, (db) => getDocs(collection(db, 'hotels')));
  });

  it('only an admin of the hotel changes its email setting, stamped with the time, and nothing else', async () => {
    await expectOnly(['adminA'], (db) =>
      updateDoc(doc(db, 'hotels', A), {
        settings: { emailNotifications: true, updatedAt: serverTimestamp() },
      }),
    );
    await expectOnly([], (db) => updateDoc(doc(db, 'hotels', A), { displayName: 'Renamed' }));
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'hotels', A), {
        settings: { emailNotifications: true, updatedAt: new Date(2020, 0, 1) },
      }),
    );
    await expectOnly([], (db) => setDoc(doc(db, 'hotels', 'new'), { displayName: 'New' }));
  });
});
