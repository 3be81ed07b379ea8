import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { foundItemData, lostItemData } from '../support/fixtures';

/**
 * Security rules, role by role. Each denied case has a near-identical allowed case beside it, so a
 * rule that denies everything fails these tests as surely as one that allows everything.
 * The emulator already runs firestore.rules (firebase.json); loading them again would reset the
 * coverage report that scripts/check-rules-coverage.mjs reads after the tier.
 */
const A = 'hotel-a';
const B = 'hotel-b';

type Role =
  | 'signedOut'
  | 'reporter'
  | 'otherGuest'
  | 'noClaims'
  | 'staffA'
  | 'adminA'
  | 'adminB'
  | 'twoHotels';
const ROLES: Role[] = [
  'signedOut',
  'reporter',
  'otherGuest',
  'noClaims',
  'staffA',
  'adminA',
  'adminB',
  'twoHotels',
];

const anonymous = { firebase: { sign_in_provider: 'anonymous' } };
const TOKENS: Record<Exclude<Role, 'signedOut'>, Record<string, unknown>> = {
  reporter: anonymous,
  otherGuest: anonymous,
  noClaims: { admin: false, staff: false, accessibleHotels: [A] },
  staffA: { admin: false, staff: true, accessibleHotels: [A], email: 'staff@a.test' },
  adminA: { admin: true, staff: true, accessibleHotels: [A], email: 'admin@a.test' },
  adminB: { admin: true, staff: true, accessibleHotels: [B], email: 'admin@b.test' },
  twoHotels: { admin: false, staff: true, accessibleHotels: [A, B], email: 'two@a.test' },
};

let env: RulesTestEnvironment;
// Seeded documents carry plain dates (the fixtures' admin server timestamps are for firebase-admin).
const SEEDED = { createdAt: new Date(2026, 4, 2), updatedAt: new Date(2026, 4, 2) };

function as(role: Role): Firestore {
  if (role === 'signedOut') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  return env.authenticatedContext(role, TOKENS[role]).firestore() as unknown as Firestore;
}

async function expectOnly(
  allowed: Role[],
  attempt: (db: Firestore, role: Role) => Promise<unknown>,
) {
  for (const role of ROLES) {
    const outcome = attempt(as(role), role);
    if (allowed.includes(role))
      await assertSucceeds(outcome).catch((error) =>
        Promise.reject(new Error(`${role} should be allowed: ${error}`)),
      );
    else
      await assertFails(outcome).catch(() => Promise.reject(new Error(`${role} should be denied`)));
  }
}

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-lost-and-found',
    firestore: { host, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'hotels', A), {
      displayName: 'Hotel A',
      settings: { emailNotifications: false, updatedAt: null },
    });
    await setDoc(doc(db, 'hotels', B), {
      displayName: 'Hotel B',
      settings: { emailNotifications: false, updatedAt: null },
    });
    await setDoc(doc(db, 'lost-items', 'L1'), lostItemData(A, { userId: 'reporter', ...SEEDED }));
    await setDoc(doc(db, 'lost-items', 'LB'), lostItemData(B, { userId: 'otherGuest', ...SEEDED }));
    await setDoc(doc(db, 'found-items', 'F1'), foundItemData(A, SEEDED));
    await setDoc(doc(db, 'matches', 'M1'), {
      hotelId: A,
      lostItemId: 'L1',
      foundItemId: 'F1',
      status: 'matched',
      packageSize: null,
      lastActivityId: '',
    });
    await setDoc(doc(db, 'activity', 'X1'), { hotelId: A, targetId: 'F1', action: 'viewed' });
    await setDoc(doc(db, 'users', 'staffA'), {
      email: 'staff@a.test',
      claims: TOKENS.staffA,
      claimsVersion: 1,
    });
    await setDoc(doc(db, 'mail', 'match-confirmed-M1'), { to: 'guest@example.com' });
  });
});

afterAll(async () => {
  await env.cleanup();
});

function newLost(role: Role, overrides: Record<string, unknown> = {}) {
  const { createdAt: _c, updatedAt: _u, ...rest } = lostItemData(A, { userId: role });
  return { ...rest, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

function newFound(role: Role, overrides: Record<string, unknown> = {}) {
  const { createdAt: _c, updatedAt: _u, ...rest } = foundItemData(A, { foundByUserId: role });
  return { ...rest, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

function activity(
  db: Firestore,
  role: Role,
  id: string,
  targetId: string,
  action: string,
  hotelId = A,
) {
  return [
    doc(db, 'activity', id),
    {
      hotelId,
      targetType: 'found-item',
      targetId,
      action,
      from: null,
      to: null,
      actorUid: role,
      actorEmail: '',
      at: serverTimestamp(),
    },
  ] as const;
}

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

describe('users', () => {
  it('are readable by their owner only and never writable from a client', async () => {
    await expectOnly(['staffA'], (db) => getDoc(doc(db, 'users', 'staffA')));
    await expectOnly([], (db) => getDocs(collection(db, 'users')));
    await expectOnly([], (db) => updateDoc(doc(db, 'users', 'staffA'), { claimsVersion: 9 }));
  });
});

describe('lost items', () => {
  it('are read by the reporting guest and privileged users of the hotel', async () => {
    await expectOnly(['reporter', 'staffA', 'adminA', 'twoHotels'], (db) =>
      getDoc(doc(db, 'lost-items', 'L1')),
    );
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db) =>
      getDocs(query(collection(db, 'lost-items'), where('hotelId', '==', A))),
    );
  });

  it('are reported by anyone signed in, guests included, with their own uid', async () => {
    await expectOnly(
      ['reporter', 'otherGuest', 'noClaims', 'staffA', 'adminA', 'adminB', 'twoHotels'],
      (db, role) => setDoc(doc(db, 'lost-items', `new-${role}`), newLost(role)),
    );
    await expectOnly([], (db, role) =>
      setDoc(doc(db, 'lost-items', `x-${role}`), newLost(role, { userId: 'someone-else' })),
    );
  });

  it('force the server-owned fields and bound every field', async () => {
    const db = as('reporter');
    await assertSucceeds(
      setDoc(doc(db, 'lost-items', 'ok'), newLost('reporter', { itemName: 'x'.repeat(500) })),
    );
    for (const [name, overrides] of Object.entries({
      tooLong: { itemName: 'x'.repeat(501) },
      unknownKey: { reward: 100 },
      wrongType: { viewed: 'no' },
      notPending: { status: 'matched' },
      preMatched: { matchId: 'M1' },
      alreadyViewed: { viewed: true },
      missingRequired: { surname: '  ' },
      badDate: { dateLost: 'yesterday' },
      badLanguage: { language: 'fr' },
      backdated: { createdAt: new Date(2020, 0, 1) },
      unknownHotel: { hotelId: 'nowhere' },
      photosUpFront: { imageUrls: ['http://x'] },
    })) {
      await assertFails(
        setDoc(doc(db, 'lost-items', `bad-${name}`), newLost('reporter', overrides)),
      ).catch(() => Promise.reject(new Error(`${name} should be refused`)));
    }
  });

  it('let the reporter attach photos only, and never delete', async () => {
    await expectOnly(['reporter'], (db) =>
      updateDoc(doc(db, 'lost-items', 'L1'), {
        imageUrls: ['http://photo'],
        updatedAt: serverTimestamp(),
      }),
    );
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'lost-items', 'L1'), { itemName: 'Changed', updatedAt: serverTimestamp() }),
    );
    await expectOnly([], (db) => deleteDoc(doc(db, 'lost-items', 'L1')));
  });

  it('let privileged users mark viewed with an activity entry, not without', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], async (db, role) => {
      const batch = writeBatch(db);
      const [ref, data] = activity(db, role, `view-${role}`, 'L1', 'viewed');
      batch.set(ref, { ...data, targetType: 'lost-item' });
      batch.update(doc(db, 'lost-items', 'L1'), { viewed: true, lastActivityId: `view-${role}` });
      return batch.commit();
    });
    await expectOnly([], (db) =>
      updateDoc(doc(db, 'lost-items', 'L1'), { viewed: true, lastActivityId: 'X1' }),
    );
  });
});

describe('found items', () => {
  it('are read and registered by privileged users of the hotel', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db) =>
      getDoc(doc(db, 'found-items', 'F1')),
    );
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db, role) =>
      setDoc(doc(db, 'found-items', `new-${role}`), newFound(role)),
    );
    await expectOnly([], (db, role) =>
      setDoc(
        doc(db, 'found-items', `noloc-${role}`),
        newFound(role, { roomNumber: ' ', hotelComplex: '', otherLocation: '' }),
      ),
    );
    await expectOnly([], (db, role) =>
      setDoc(doc(db, 'found-items', `disc-${role}`), newFound(role, { status: 'discarded' })),
    );
  });

  it('are discarded and restored by admins only', async () => {
    const discard = (db: Firestore, role: Role, disposerId: string) => {
      const batch = writeBatch(db);
      const [ref, data] = activity(db, role, `discard-${role}`, 'F1', 'discarded');
      batch.set(ref, data);
      batch.update(doc(db, 'found-items', 'F1'), {
        status: 'discarded',
        discardedAt: serverTimestamp(),
        disposer: 'Name',
        disposerEmail: 'x@a.test',
        disposerId,
        lastActivityId: `discard-${role}`,
      });
      return batch.commit();
    };
    await expectOnly([], (db) => discard(db, 'staffA', 'someone-else'));
    await expectOnly(['adminA'], (db, role) => discard(db, role, role));
  });

  it('are never hard-deleted from a client', async () => {
    await expectOnly([], (db) => deleteDoc(doc(db, 'found-items', 'F1')));
  });
});

describe('matches', () => {
  it('are read by privileged users of the hotel', async () => {
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db) => getDoc(doc(db, 'matches', 'M1')));
  });

  it('ship only with a package size, and confirmation is left to the function', async () => {
    const ship = (db: Firestore, role: Role) => {
      const batch = writeBatch(db);
      const [ref, data] = activity(db, role, `ship-${role}`, 'M1', 'shipped');
      batch.set(ref, { ...data, targetType: 'match' });
      batch.update(doc(db, 'matches', 'M1'), {
        status: 'shipped',
        shippedAt: serverTimestamp(),
        lastActivityId: `ship-${role}`,
        // Issue 16: without the guest's yes on the status page, agreed by phone.
        agreedByPhone: { uid: role, email: `${role}@a.test`, at: serverTimestamp() },
      });
      return batch.commit();
    };
    await expectOnly([], ship);
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), 'matches', 'M1'), { packageSize: 'small' }),
    );
    await expectOnly(['staffA'], ship);
    await expectOnly([], (db, role) => {
      const batch = writeBatch(db);
      const [ref, data] = activity(db, role, `confirm-${role}`, 'M1', 'shipped');
      batch.set(ref, { ...data, targetType: 'match' });
      batch.update(doc(db, 'matches', 'M1'), {
        status: 'confirmed',
        lastActivityId: `confirm-${role}`,
      });
      return batch.commit();
    });
  });
});

describe('activity and mail', () => {
  it('activity is read by admins of the hotel and appended by privileged users only', async () => {
    await expectOnly(['adminA'], (db) => getDoc(doc(db, 'activity', 'X1')));
    await expectOnly(['staffA', 'adminA', 'twoHotels'], (db, role) => {
      const [ref, data] = activity(db, role, `log-${role}`, 'F1', 'viewed');
      return setDoc(ref, data);
    });
    await expectOnly([], (db, role) => {
      const [ref, data] = activity(db, role, `forged-${role}`, 'F1', 'viewed');
      return setDoc(ref, { ...data, actorUid: 'someone-else' });
    });
    await expectOnly([], (db) => updateDoc(doc(db, 'activity', 'X1'), { action: 'edited' }));
  });

  it('mail is closed to every client', async () => {
    await expectOnly([], (db) => getDoc(doc(db, 'mail', 'match-confirmed-M1')));
    await expectOnly([], (db) => setDoc(doc(db, 'mail', 'spam'), { to: 'x@example.com' }));
  });
});
