import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { withoutBackgroundTriggers } from '../support/triggers';

// Only what the rules allow is asked here; the function triggers are tested in tests/functions.
withoutBackgroundTriggers();

/**
 * Retention per hotel (issue 17): hotels/{hotelId}.settings.retention, days per item type group.
 * Each denied case has a near-identical allowed case, so a rule that denies (or allows) everything
 * fails. The emulator already runs firestore.rules (see firestore-rules.test.ts).
 */
const A = 'hotel-a';
const B = 'hotel-b';
const TOKENS = {
  adminA: { admin: true, staff: true, accessibleHotels: [A], email: 'admin@a.test' },
  adminB: { admin: true, staff: true, accessibleHotels: [B], email: 'admin@b.test' },
  staffA: { admin: false, staff: true, accessibleHotels: [A], email: 'staff@a.test' },
};
type Role = keyof typeof TOKENS | 'signedOut';

let env: RulesTestEnvironment;

function as(role: Role): Firestore {
  if (role === 'signedOut') return env.unauthenticatedContext().firestore() as unknown as Firestore;
  return env.authenticatedContext(role, TOKENS[role]).firestore() as unknown as Firestore;
}

const GOOD = { perishables: 2, general: 30, valuables: 7, documents: 7 };

function setRetention(db: Firestore, hotelId: string, retention: unknown, stamp: unknown = null) {
  return updateDoc(doc(db, 'hotels', hotelId), {
    'settings.retention': retention,
    'settings.updatedAt': stamp ?? serverTimestamp(),
  });
}

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: DEMO_PROJECT_ID,
    firestore: { host, port: Number(port) },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const id of [A, B])
      await setDoc(doc(db, 'hotels', id), {
        displayName: id,
        settings: { emailNotifications: false, updatedAt: null },
      });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('hotel retention setting', () => {
  it('an admin of the hotel sets it; staff of the hotel are denied', async () => {
    await assertSucceeds(setRetention(as('adminA'), A, GOOD));
    await assertFails(setRetention(as('staffA'), A, { ...GOOD, general: 60 }));
    const stored = await getDoc(doc(as('signedOut'), 'hotels', A));
    expect(stored.get('settings.retention')).toEqual(GOOD);
    expect(stored.get('settings.emailNotifications')).toBe(false);
  });

  it('an admin of another hotel is denied; the same write on their own hotel is allowed', async () => {
    await assertFails(setRetention(as('adminB'), A, GOOD));
    await assertSucceeds(setRetention(as('adminB'), B, GOOD));
    await assertFails(setRetention(as('signedOut'), A, GOOD));
  });

  it('a subset of the groups and the bounds 0 and 3650 are allowed', async () => {
    await assertSucceeds(setRetention(as('adminA'), A, { general: 90 }));
    await assertSucceeds(setRetention(as('adminA'), A, { ...GOOD, perishables: 0, general: 3650 }));
  });

  it('bad values are denied: out of range, not whole, not numbers, unknown groups, not a map', async () => {
    for (const bad of [
      { ...GOOD, general: 3651 },
      { ...GOOD, perishables: -1 },
      { ...GOOD, valuables: 7.5 },
      { ...GOOD, documents: '7' },
      { ...GOOD, documents: null },
      { ...GOOD, food: 2 },
      [2, 30, 7, 7],
      30,
    ])
      await assertFails(setRetention(as('adminA'), A, bad)).catch(() =>
        Promise.reject(new Error(`should be denied: ${JSON.stringify(bad)}`)),
      );
  });

  it('the stamp must be the request time; other settings stay checked beside retention', async () => {
    await assertFails(setRetention(as('adminA'), A, GOOD, new Date(2020, 0, 1)));
    await assertFails(
      updateDoc(doc(as('adminA'), 'hotels', A), {
        'settings.retention': GOOD,
        'settings.emailNotifications': 'yes',
        'settings.updatedAt': serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(as('adminA'), 'hotels', A), {
        'settings.retention': GOOD,
        'settings.emailNotifications': true,
        'settings.updatedAt': serverTimestamp(),
      }),
    );
  });

  it('toggling email notifications by field path keeps the stored retention', async () => {
    await assertSucceeds(setRetention(as('adminA'), A, { ...GOOD, general: 45 }));
    await assertSucceeds(
      updateDoc(doc(as('adminA'), 'hotels', A), {
        'settings.emailNotifications': true,
        'settings.updatedAt': serverTimestamp(),
      }),
    );
    const stored = await getDoc(doc(as('signedOut'), 'hotels', A));
    expect(stored.get('settings.retention.general')).toBe(45);
  });
});
