import { doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { rulesTestEnvironment } from '../support/rules';
import { ROLES, worldOf } from '../support/rules-world';

// The rules of the server-only mail collections, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { expectOnly } = worldOf(rules);

describe('mail', () => {
  it('is closed to every client', async () => {
    await expectOnly([], (db) => getDoc(doc(db, 'mail', 'match-confirmed-M1')));
    await expectOnly([], (db) => setDoc(doc(db, 'mail', 'spam'), { to: 'x@example.com' }));
  });

  it('the per-address count of unconfirmed mails is closed to every client', async () => {
    await expectOnly([], (db) => getDoc(doc(db, 'mail-recipients', '0123abcd')));
    await expectOnly([], (db) => setDoc(doc(db, 'mail-recipients', '0123abcd'), { count: 0 }));
  });
});
