import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { single } from '../support/rules-writes';
import { A, emailOf, rulesTestEnvironment, TOKENS } from '../support/rules';
import { markViewed, ROLES, worldOf } from '../support/rules-world';

// The rules of users, and revoked, demoted or disabled staff, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { as } = rules;
const { seed, expectOnly } = worldOf(rules);

describe('users', () => {
  it('are readable by their owner only and never writable from a client', async () => {
    await expectOnly(['staffA'], (db) => getDoc(doc(db, 'users', 'staffA')));
    await expectOnly([], (db) => getDocs(collection(db, 'users')));
    await expectOnly([], (db) => updateDoc(doc(db, 'users', 'staffA'), { claimsVersion: 9 }));
  });
});

describe('invitations', () => {
  it("are neither readable nor writable from a client, even by the hotel's admin (functions only)", async () => {
    const pending = { 'invitations/I1': { hotelId: A, email: 'new@x.test', role: 'staff' } };
    await expectOnly([], (db) => getDoc(doc(db, 'invitations', 'I1')), pending);
    await expectOnly(
      [],
      (db) => getDocs(query(collection(db, 'invitations'), where('hotelId', '==', A))),
      pending,
    );
    await expectOnly(
      [],
      (db) => updateDoc(doc(db, 'invitations', 'I1'), { role: 'admin' }),
      pending,
    );
  });
});

// ----- revocation: a token signed in before the account's revocation counts for nothing -----
describe('revoked, demoted or disabled staff and admins', () => {
  /** When updateUserClaims demoted the role: users/{uid}.tokensValidAfter, in seconds as Auth. */
  const REVOKED = Math.floor(Date.now() / 1000) - 60;
  const revoked = (role: 'adminA' | 'staffA') => ({
    [`users/${role}`]: { claims: TOKENS[role], claimsVersion: 2, tokensValidAfter: REVOKED },
  });
  /** Firestore as `role` with a token signed in at `authTime` (the claims it was minted with). */
  const signedInAt = (role: 'adminA' | 'staffA', authTime: number) =>
    rules
      .env()
      .authenticatedContext(role, { ...TOKENS[role], auth_time: authTime })
      .firestore() as unknown as Firestore;
  const OLD = REVOKED - 300;
  const NEW = REVOKED;
  const guestsOfA = (db: Firestore) =>
    getDocs(query(collection(db, 'lost-items'), where('hotelId', '==', A)));
  const discardF1 = (db: Firestore) =>
    single(
      db,
      'adminA',
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
        disposer: 'Aiko',
        disposerEmail: emailOf('adminA'),
        disposerId: 'adminA',
      },
    );

  it("refuse a demoted admin's old token for guests' contact data and discarding; a new sign-in passes", async () => {
    await seed(revoked('adminA'));
    await assertFails(guestsOfA(signedInAt('adminA', OLD)));
    await assertFails(getDoc(doc(signedInAt('adminA', OLD), 'lost-items', 'L1')));
    await assertFails(discardF1(signedInAt('adminA', OLD)));
    // The twin: a token signed in at (or after) the revocation, as a new sign-in gets.
    await assertSucceeds(guestsOfA(signedInAt('adminA', NEW)));
    await assertSucceeds(discardF1(signedInAt('adminA', NEW)));
    rules.touched();
  });

  it("refuse a revoked staff member's old token for reading and writing", async () => {
    await seed(revoked('staffA'));
    const old = signedInAt('staffA', OLD);
    await assertFails(getDocs(query(collection(old, 'found-items'), where('hotelId', '==', A))));
    await assertFails(markViewed(old, 'staffA', 'found-items', 'F1'));
    await assertFails(getDocs(query(collection(old, 'matches'), where('hotelId', '==', A))));
    const fresh = signedInAt('staffA', NEW);
    await assertSucceeds(
      getDocs(query(collection(fresh, 'found-items'), where('hotelId', '==', A))),
    );
    await assertSucceeds(markViewed(fresh, 'staffA', 'found-items', 'F1'));
    rules.touched();
  });

  it('take the claims of an account without a record (never revoked), and leave guests alone', async () => {
    await seed();
    await rules.env().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc('users/staffA').delete();
    });
    rules.touched();
    await assertSucceeds(guestsOfA(as('staffA')));
    await assertFails(guestsOfA(as('staffB')));
    // Guests have no record: their own report is theirs to read.
    await assertSucceeds(getDoc(doc(as('reporter'), 'lost-items', 'L1')));
  });
});
