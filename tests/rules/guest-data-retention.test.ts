import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { A, B, rulesTestEnvironment } from '../support/rules';

/**
 * Guest data retention per hotel: hotels/{hotelId}.settings.guestDataDays, whole days 30..1095
 * (src/domain/guest-data.ts). Each denied case has a near-identical allowed case.
 */
const rules = rulesTestEnvironment(['signedOut', 'adminA', 'adminB', 'staffA']);
const { as } = rules;

function setDays(db: Firestore, hotelId: string, days: unknown) {
  return updateDoc(doc(db, 'hotels', hotelId), {
    'settings.guestDataDays': days,
    'settings.updatedAt': serverTimestamp(),
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

describe('guest data retention setting', () => {
  it('an admin of the hotel sets it; staff, another hotel’s admin and guests are denied', async () => {
    await assertSucceeds(setDays(as('adminA'), A, 365));
    await assertFails(setDays(as('staffA'), A, 90));
    await assertFails(setDays(as('adminB'), A, 90));
    await assertFails(setDays(as('signedOut'), A, 90));
    await assertSucceeds(setDays(as('adminB'), B, 90));
    const stored = await getDoc(doc(as('signedOut'), 'hotels', A));
    expect(stored.get('settings.guestDataDays')).toBe(365);
  });

  it('the bounds 30 and 1095 are allowed; outside them, fractions, text and null are denied', async () => {
    await assertSucceeds(setDays(as('adminA'), A, 30));
    await assertSucceeds(setDays(as('adminA'), A, 1095));
    for (const bad of [29, 1096, 0, -180, 180.5, '180', null, [180]])
      await assertFails(setDays(as('adminA'), A, bad)).catch(() =>
        Promise.reject(new Error(`should be denied: ${JSON.stringify(bad)}`)),
      );
  });

  it('other settings save beside it and keep it', async () => {
    await assertSucceeds(setDays(as('adminA'), A, 60));
    await assertSucceeds(
      updateDoc(doc(as('adminA'), 'hotels', A), {
        'settings.emailNotifications': true,
        'settings.updatedAt': serverTimestamp(),
      }),
    );
    expect((await getDoc(doc(as('signedOut'), 'hotels', A))).get('settings.guestDataDays')).toBe(
      60,
    );
  });
});
