import { doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, it, vi } from 'vitest';
import { rulesTestEnvironment } from '../support/rules';
import { ROLES, worldOf } from '../support/rules-world';

/**
 * Security rules of the server-only mail collections, role by role (docs/data-model.md, "Trust model"), on the shared world of
 * tests/support/rules-world.ts.
 */
// Each role's attempt starts from a reseeded world: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 240_000 });

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
