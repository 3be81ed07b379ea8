import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { single } from '../support/rules-writes';
import { A, B, emailOf, PRIVILEGED_A, rulesTestEnvironment, type Role } from '../support/rules';
import { EDIT, markViewed, ROLES, unmatch, worldOf } from '../support/rules-world';

// The rules of activity, role by role, on tests/support/rules-world.ts.
const rules = rulesTestEnvironment(ROLES);
const { expectOnly, expectDenied } = worldOf(rules);

// ----- activity -----
describe('activity', () => {
  it('is read by admins of the hotel', async () => {
    await expectOnly(['adminA'], (db) => getDoc(doc(db, 'activity', 'X1')));
  });

  it('is a fact: actor and time from the request, about the change made with it', async () => {
    for (const [name, entry] of Object.entries({
      otherUid: { actorUid: 'adminA' },
      otherEmail: { actorEmail: 'admin@a.test' },
      madeUpTime: { at: new Date(2026, 0, 1) },
      otherHotel: { hotelId: B },
      otherTarget: { targetId: 'L2' },
      otherType: { targetType: 'found-item' },
      unknownAction: { action: 'claims-changed' },
      extraKey: { note: 'x' },
    })) {
      await expectDenied('staffA', name, (db) =>
        markViewed(db, 'staffA', 'lost-items', 'L1', entry),
      );
    }
  });

  it('is never created alone, nor about a document the same write does not change', async () => {
    const alone = (db: Firestore, role: Role) =>
      setDoc(doc(db, 'activity', `alone-${role}`), {
        hotelId: A,
        targetType: 'lost-item',
        targetId: 'L1',
        action: 'viewed',
        from: 'unread',
        to: 'viewed',
        actorUid: role,
        actorEmail: emailOf(role),
        at: serverTimestamp(),
      });
    await expectOnly([], alone);
    // An edit of L1 recorded as a view of L2: both sides refuse.
    await expectDenied('staffA', 'an entry about another document', (db) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'activity', 'mislabel'), {
        hotelId: A,
        targetType: 'lost-item',
        targetId: 'L2',
        action: 'viewed',
        from: 'unread',
        to: 'viewed',
        actorUid: 'staffA',
        actorEmail: 'staff@a.test',
        at: serverTimestamp(),
      });
      batch.update(doc(db, 'lost-items', 'L1'), {
        ...EDIT,
        updatedAt: serverTimestamp(),
        lastActivityId: 'mislabel',
      });
      return batch.commit();
    });
  });

  it('cannot squat the removal id of a match', async () => {
    const squat = (db: Firestore, role: Role) =>
      setDoc(doc(db, 'activity', 'unmatched-M1'), {
        hotelId: A,
        targetType: 'match',
        targetId: 'M1',
        action: 'unmatched',
        from: 'matched',
        to: null,
        actorUid: role,
        actorEmail: emailOf(role),
        at: serverTimestamp(),
        details: { lostItemId: 'LM', foundItemId: 'FM', status: 'matched', packageSize: null },
      });
    await expectOnly([], squat);
    // Nor under cover of another change.
    await expectDenied('staffA', 'a view recorded at the removal id', (db) =>
      single(
        db,
        'staffA',
        {
          collection: 'lost-items',
          id: 'L1',
          action: 'viewed',
          from: 'unread',
          to: 'viewed',
          entryId: 'unmatched-M1',
        },
        { viewed: true },
      ),
    );
    // So the real unmatch still works afterwards.
    await expectOnly(PRIVILEGED_A, (db, role) => unmatch(db, role, 'M1'));
  });

  it('is never updated or deleted', async () => {
    await expectOnly([], (db) => updateDoc(doc(db, 'activity', 'X1'), { action: 'edited' }));
    await expectOnly([], (db) => deleteDoc(doc(db, 'activity', 'X1')));
  });
});
