import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { A, B, rulesTestEnvironment } from '../support/rules';

/**
 * Retention per hotel: hotels/{hotelId}.settings.retention, days per item type group.
 * Each denied case has a near-identical allowed case, so a rule that denies (or allows) everything
 * fails. The emulator already runs firestore.rules (see tests/support/rules.ts).
 */
const rules = rulesTestEnvironment(['signedOut', 'adminA', 'adminB', 'staffA']);
const { as } = rules;

const GOOD = { perishables: 2, general: 30, valuables: 7, documents: 7 };

function setRetention(db: Firestore, hotelId: string, retention: unknown, stamp: unknown = null) {
  return updateDoc(doc(db, 'hotels', hotelId), {
    'settings.retention': retention,
    'settings.updatedAt': stamp ?? serverTimestamp(),
  });
}

beforeEach(() =>
  rules.fresh(
    Object.fromEntries(
      [A, B].map((id) => [
        `hotels/${id}`,
        { displayName: id, settings: { emailNotifications: false, updatedAt: null } },
      ]),
    ),
  ),
);

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
