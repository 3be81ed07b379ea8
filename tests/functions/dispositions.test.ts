import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminDb,
  clearFirestoreKeepingUsers,
  refusal,
  callFunction as call,
} from '../support/emulator';
import { foundItemData, readDoc, seedFound, seedMatch } from '../support/fixtures';
import { bulkWithoutTriggers } from '../support/bulk-writes';
import { usersOfHotels } from '../support/hotel-users';

/**
 * The disposition callables: createPoliceHandover (admins; up to 200 items, every one checked in one
 * transaction) and closeMatchPickedUp (staff or admins; a confirmed match closed in person).
 */
const A = 'hotel-a';
const B = 'hotel-b';

const handover = (itemIds: string[], extra: Record<string, unknown> = {}) => ({
  hotelId: A,
  itemIds,
  date: '2026-05-10',
  station: 'Ueno Police Station',
  receiptNumber: 'R-123',
  byName: 'Aiko Sato',
  ...extra,
});

async function activityOf(targetId: string) {
  const snap = await adminDb().collection('activity').where('targetId', '==', targetId).get();
  return snap.docs.map((doc) => doc.data());
}

const { as } = usersOfHotels(
  [
    [A, 'Hotel A'],
    [B, 'Hotel B'],
  ],
  {
    adminA: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [A] }, 'Aiko'],
    staffA: ['staff@a.test', { staff: true, accessibleHotels: [A] }, 'Sam'],
    adminB: ['admin@b.test', { admin: true, staff: true, accessibleHotels: [B] }, 'Ben'],
  },
);

describe('createPoliceHandover', () => {
  it('keeps the facility paperwork details and lists the items in the order found', async () => {
    const police = {
      address: '1-2-3 Ginza, Chuo-ku, Tokyo',
      phone: '03-1234-5678',
      occupant: 'Hanako Yamada',
      claims: { expenses: true, reward: false, ownership: true },
      weekLimit: true,
    };
    await adminDb().doc(`hotels/${A}`).set({ settings: { police } }, { merge: true });
    const later = await seedFound(A, { itemName: 'Later', dateFound: '2026-05-04' });
    const earlier = await seedFound(A, {
      itemName: 'Earlier',
      dateFound: '2026-05-02',
      timeFound: '18:40',
      cashValue: '5000',
      foundByNonHotelStaff: 'Guest Tanaka',
      finderContact: '090-1111-2222',
      finderRights: { expenses: false, reward: true, ownership: true, nameToOwner: true },
    });
    const { handoverId } = await call<{ handoverId: string }>(
      as.adminA,
      'createPoliceHandover',
      handover([later, earlier]),
    );
    const stored = await readDoc(`police-handovers/${handoverId}`);
    await adminDb()
      .doc(`hotels/${A}`)
      .set({ settings: { police: FieldValue.delete() } }, { merge: true });
    expect(stored?.facility).toEqual({
      name: 'Hotel A',
      address: police.address,
      phone: police.phone,
      occupant: police.occupant,
      claims: police.claims,
    });
    const items = stored?.items as Record<string, unknown>[];
    expect(items.map((item) => item.id)).toEqual([earlier, later]);
    expect(items[0]).toMatchObject({
      timeFound: '18:40',
      cashValue: '5000',
      finder: 'Guest Tanaka',
      guestFinder: true,
      finderContact: '090-1111-2222',
      finderRights: { expenses: false, reward: true, ownership: true, nameToOwner: true },
    });
    expect(items[0]?.handedInAt).toBeTruthy();
  });

  it('hands every item to the police with a snapshot list, one entry per item', async () => {
    const first = await seedFound(A, {
      itemName: 'Wallet',
      roomNumber: '305',
      description: 'Brown leather',
      brand: 'Coach',
      colour: 'brown',
      finderName: 'Maid Ito',
    });
    const second = await seedFound(A, { itemName: 'Umbrella', otherLocation: 'Lobby' });
    const { handoverId } = await call<{ handoverId: string }>(
      as.adminA,
      'createPoliceHandover',
      handover([first, second]),
    );
    const stored = await readDoc(`police-handovers/${handoverId}`);
    expect(stored).toMatchObject({
      hotelId: A,
      station: 'Ueno Police Station',
      receiptNumber: 'R-123',
      date: '2026-05-10',
      itemIds: [first, second],
    });
    expect((stored?.items as unknown[])[0]).toMatchObject({
      id: first,
      dateFound: '2026-05-03',
      place: '#305',
      roomNumber: '305',
      itemType: 'Phone',
      itemName: 'Wallet',
      colour: 'brown',
      features: 'Coach; Brown leather',
      finder: 'Maid Ito',
      guestFinder: false,
    });
    for (const id of [first, second]) {
      const item = await readDoc(`found-items/${id}`);
      expect(item).toMatchObject({
        status: 'police',
        disposition: { kind: 'police', handoverId, station: 'Ueno Police Station' },
      });
      const entries = await activityOf(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'police', from: 'pending', to: 'police' });
      expect(item?.lastActivityId).toBeTruthy();
    }
  });

  it('takes 200 items in one call and refuses 201', async () => {
    // With the triggers off: 201 items written, 200 handed over and all of them emptied after
    // would keep the functions emulator busy long after the test
    // (scripts/lib/background-triggers.mjs); the callable answers all the same.
    await bulkWithoutTriggers(async () => {
      const batch = adminDb().batch();
      const ids = Array.from({ length: 201 }, (_, n) => `bulk-${n}`);
      for (const id of ids) batch.set(adminDb().doc(`found-items/${id}`), foundItemData(A));
      await batch.commit();
      expect(await refusal(call(as.adminA, 'createPoliceHandover', handover(ids)))).toBe(
        'functions/invalid-argument',
      );
      await call(as.adminA, 'createPoliceHandover', handover(ids.slice(0, 200)));
      expect(await readDoc('found-items/bulk-199')).toMatchObject({ status: 'police' });
      expect(await readDoc('found-items/bulk-200')).toMatchObject({ status: 'pending' });
      await clearFirestoreKeepingUsers();
    });
    // Switching the triggers off and on reloads every function (seconds on loaded cores), and
    // the emulator then works through the events of the writes and deletes.
  }, 240_000);

  it('refuses staff and admins of other hotels; the admin of the hotel is allowed', async () => {
    const id = await seedFound(A);
    expect(await refusal(call(as.staffA, 'createPoliceHandover', handover([id])))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(as.adminB, 'createPoliceHandover', handover([id])))).toBe(
      'functions/permission-denied',
    );
    expect(
      await refusal(call(as.adminB, 'createPoliceHandover', handover([id], { hotelId: B }))),
    ).toBe('functions/not-found');
    expect(await readDoc(`found-items/${id}`)).toMatchObject({ status: 'pending' });
    await call(as.adminA, 'createPoliceHandover', handover([id]));
    expect(await readDoc(`found-items/${id}`)).toMatchObject({ status: 'police' });
  });

  it('changes nothing when one item is matched, deleted or already handed over', async () => {
    const good = await seedFound(A);
    const matched = await seedFound(A, { status: 'matched', matchId: 'm1' });
    const deleted = await seedFound(A, { deleted: true });
    for (const bad of [matched, deleted]) {
      const code = await refusal(call(as.adminA, 'createPoliceHandover', handover([good, bad])));
      expect(['functions/failed-precondition', 'functions/not-found']).toContain(code);
    }
    expect(await readDoc(`found-items/${good}`)).toMatchObject({ status: 'pending' });
    expect((await adminDb().collection('police-handovers').get()).size).toBe(0);
    expect(await refusal(call(as.adminA, 'createPoliceHandover', handover([good, good])))).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('closeMatchPickedUp', () => {
  const seededMatch = (status: string) => seedMatch(A, { status });
  const pickup = {
    matchId: 'm1',
    byName: 'Sam',
    recipientName: 'James Carter',
    idChecked: true,
  };

  it('closes a confirmed match in person: match, both items and their history', async () => {
    const { lostId, foundId } = await seededMatch('confirmed');
    expect(await call(as.staffA, 'closeMatchPickedUp', pickup)).toMatchObject({ success: true });
    expect(await readDoc('matches/m1')).toMatchObject({
      status: 'picked-up',
      pickup: { recipientName: 'James Carter', idChecked: true, byName: 'Sam' },
    });
    expect(await readDoc(`found-items/${foundId}`)).toMatchObject({
      status: 'returned',
      disposition: { kind: 'returned', matchId: 'm1', recipientName: 'James Carter' },
    });
    expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({ status: 'returned' });
    expect(await activityOf('m1')).toEqual([
      expect.objectContaining({ action: 'picked-up', from: 'confirmed', to: 'picked-up' }),
    ]);
    expect(await activityOf(foundId)).toEqual([
      expect.objectContaining({ action: 'returned', from: 'matched', to: 'returned' }),
    ]);
    expect(await activityOf(lostId)).toEqual([
      expect.objectContaining({ action: 'returned', from: 'matched', to: 'returned' }),
    ]);
    // final: a second pickup is refused
    expect(await refusal(call(as.staffA, 'closeMatchPickedUp', pickup))).toBe(
      'functions/failed-precondition',
    );
  });

  it('shows the guest "picked up" as the last step of the status timeline', async () => {
    const { lostId } = await seededMatch('confirmed');
    await adminDb().doc(`lost-items/${lostId}`).update({ reference: 'SAK-7K3Q-2F' });
    await adminDb().doc('references/SAK-7K3Q-2F').set({ hotelId: A, itemId: lostId });
    await call(as.staffA, 'closeMatchPickedUp', pickup);
    const status = await call<{
      state: string;
      timeline: { step: string; done: boolean; at: string | null }[];
      shipping: unknown;
    }>(as.adminA, 'getReportStatus', { reference: 'SAK-7K3Q-2F', email: 'james@example.com' });
    expect(status.state).toBe('picked-up');
    expect(status.shipping).toBeNull();
    expect(status.timeline.map((step) => [step.step, step.done])).toEqual([
      ['reported', true],
      ['found', true],
      ['confirmed', true],
      ['picked-up', true],
    ]);
    expect(status.timeline[3]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses a match not yet confirmed; the same match once confirmed is allowed', async () => {
    await seededMatch('matched');
    expect(await refusal(call(as.staffA, 'closeMatchPickedUp', pickup))).toBe(
      'functions/failed-precondition',
    );
    await adminDb().doc('matches/m1').update({ status: 'on-hold' });
    expect(await call(as.adminA, 'closeMatchPickedUp', pickup)).toMatchObject({ success: true });
  });

  it('answers an admin of another hotel not-found and needs a recipient', async () => {
    await seededMatch('confirmed');
    expect(await refusal(call(as.adminB, 'closeMatchPickedUp', pickup))).toBe(
      'functions/not-found',
    );
    expect(
      await refusal(call(as.staffA, 'closeMatchPickedUp', { ...pickup, recipientName: ' ' })),
    ).toBe('functions/invalid-argument');
    expect(await readDoc('matches/m1')).toMatchObject({ status: 'confirmed' });
  });
});
