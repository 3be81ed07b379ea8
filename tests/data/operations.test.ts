import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attachImageUrls, markViewed } from '@/firebase/item-writes';
import {
  createFoundItem,
  deleteFoundItem,
  discardFoundItem,
  undoDiscard,
} from '@/firebase/found-item-writes';
import {
  createLostItem,
  deleteLostItem,
  markUnread,
  updateLostItem,
} from '@/firebase/lost-item-writes';
import {
  createMatch,
  holdMatch,
  markPaid,
  markShipped,
  unmatch,
  updatePackageDetails,
} from '@/firebase/match-writes';
import { fetchHotelQuery, subscribeHotelQuery } from '@/firebase/hotel-queries';
import { toLostItemWrite } from '@/domain/schemas/lost-item';
import { emptyFoundItemForm, toFoundItemWrite } from '@/domain/schemas/found-item';
import {
  adminDb,
  clearFirestore,
  closeClients,
  guestClient,
  refusal,
  signedInClient,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import {
  guestReportValues,
  lostItemEdit,
  readDoc,
  seedFound,
  seedHotel,
  seedLost,
} from '../support/fixtures';
import { MAX_REPORTS_PER_WINDOW } from '@/domain/report-quota';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { OperationError } from '@/firebase/operation-error';

const HOTEL = 'hotel-a';
let admin: TestClient;
let staff: TestClient;

beforeAll(async () => {
  ({ admin, staff } = await signedInUsers({
    admin: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [HOTEL] }, 'Aiko Admin'],
    staff: ['staff@a.test', { staff: true, accessibleHotels: [HOTEL] }, 'Sam Staff'],
  }));
});

beforeEach(async () => {
  await clearFirestore();
  await seedHotel(HOTEL, 'Hotel A');
});

afterAll(closeClients);

/** A download URL of the Storage emulator for a file in the item's own folder. */
function photoUrl(collection: string, itemId: string) {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';
  const path = encodeURIComponent(`${collection}/${HOTEL}/${itemId}/1714000000000-photo.jpg`);
  return `http://${host}/v0/b/${DEMO_PROJECT_ID}.appspot.com/o/${path}?alt=media&token=abc-123`;
}

async function activityFor(targetId: string) {
  const snapshot = await adminDb().collection('activity').where('targetId', '==', targetId).get();
  return snapshot.docs.map((doc) => doc.data() as Record<string, unknown>);
}

describe('creating items', () => {
  it('a guest reports a lost item that records their uid, and attaches photo URLs', async () => {
    const guest = await guestClient();
    const values = guestReportValues();
    const id = await createLostItem(
      guest.db,
      { uid: guest.actor.uid, quotaExempt: false },
      toLostItemWrite(values, HOTEL, 'ja'),
    );
    const url = photoUrl('lost-items', id);
    await attachImageUrls(guest.db, 'lost-items', id, [url]);
    const stored = await readDoc(`lost-items/${id}`);
    expect(stored).toMatchObject({
      userId: guest.actor.uid,
      status: 'pending',
      viewed: false,
      language: 'ja',
      matchId: null,
    });
    expect(stored?.imageUrls).toEqual([url]);
    // Outside URLs are refused (only this project's bucket, this item's folder).
    expect(
      await refusal(attachImageUrls(guest.db, 'lost-items', id, ['https://evil.example/x.jpg'])),
    ).toBe('permission-denied');
  });

  it('a guest browser reports five items an hour; the sixth is refused with the quota message', async () => {
    const guest = await guestClient();
    const fields = toLostItemWrite(guestReportValues(), HOTEL, 'en');
    for (let n = 0; n < MAX_REPORTS_PER_WINDOW; n += 1)
      await createLostItem(guest.db, { uid: guest.actor.uid, quotaExempt: false }, fields);
    const sixth = createLostItem(guest.db, { uid: guest.actor.uid, quotaExempt: false }, fields);
    await expect(sixth).rejects.toBeInstanceOf(OperationError);
    await expect(sixth).rejects.toMatchObject({ code: 'quota', message: 'reportQuotaReached' });
    expect(await readDoc(`report-quotas/${guest.actor.uid}`)).toMatchObject({ count: 5 });
    // The rules still enforce it: a guest whose browser claims the staff exemption is refused.
    expect(
      await refusal(createLostItem(guest.db, { uid: guest.actor.uid, quotaExempt: true }, fields)),
    ).toBe('permission-denied');
    // Another browser (another anonymous uid) is not affected; staff of the hotel are exempt.
    const other = await guestClient();
    await createLostItem(other.db, { uid: other.actor.uid, quotaExempt: false }, fields);
    // (A separate session: its plain writes stay in its own cache, not in the shared staff client.)
    const desk = await signedInClient('staff@a.test');
    for (let n = 0; n <= MAX_REPORTS_PER_WINDOW; n += 1)
      await createLostItem(desk.db, { uid: desk.actor.uid, quotaExempt: true }, fields);
    const reports = await adminDb().collection('lost-items').where('hotelId', '==', HOTEL).get();
    expect(reports.size).toBe(MAX_REPORTS_PER_WINDOW * 2 + 2);
  });

  it('staff register a found item recorded as theirs', async () => {
    const values = {
      ...emptyFoundItemForm('2026-05-03', 'Sam Staff'),
      itemType: 'Keys',
      hotelComplex: 'Spa',
    };
    const id = await createFoundItem(staff.db, staff.actor, toFoundItemWrite(values, HOTEL));
    expect(await readDoc(`found-items/${id}`)).toMatchObject({
      foundByUserId: staff.actor.uid,
      foundByStaff: true,
      status: 'pending',
    });
  });
});

describe('matching', () => {
  it('an admin matches a lost and a found item; both are marked matched with activity entries', async () => {
    const lostId = await seedLost(HOTEL);
    const foundId = await seedFound(HOTEL);
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: lostId,
      foundItemId: foundId,
    });
    const match = await readDoc(`matches/${matchId}`);
    expect(match).toMatchObject({
      status: 'matched',
      lostItemId: lostId,
      foundItemId: foundId,
      destinationCountry: 'United Kingdom',
    });
    expect(match?.lost).toMatchObject({ itemName: 'iPhone 15', firstName: 'James' });
    expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({ status: 'matched', matchId });
    expect(await readDoc(`found-items/${foundId}`)).toMatchObject({ status: 'matched', matchId });
    expect((await activityFor(lostId)).map((a) => a.action)).toEqual(['matched']);
  });

  it('staff cannot create a match (rules refuse it)', async () => {
    const lostId = await seedLost(HOTEL);
    const foundId = await seedFound(HOTEL);
    expect(
      await refusal(
        createMatch(staff.db, staff.actor, { lostItemId: lostId, foundItemId: foundId }),
      ),
    ).toBe('permission-denied');
  });

  it('refuses items of another hotel, already matched or discarded items', async () => {
    await seedHotel('hotel-b');
    const lostId = await seedLost(HOTEL);
    const otherFound = await seedFound('hotel-b');
    // The admin of hotel A may not even read hotel B's item.
    const attempt = (foundItemId: string) =>
      refusal(createMatch(admin.db, admin.actor, { lostItemId: lostId, foundItemId }));
    expect(await attempt(otherFound)).toBe('permission-denied');
    expect(await attempt(await seedFound(HOTEL, { status: 'matched', matchId: 'elsewhere' }))).toBe(
      'precondition',
    );
    expect(await attempt(await seedFound(HOTEL, { status: 'discarded' }))).toBe('precondition');
  });

  it('twenty concurrent attempts on one lost item leave one match and no half-matched item', async () => {
    const lostId = await seedLost(HOTEL);
    const foundIds = await Promise.all(Array.from({ length: 20 }, () => seedFound(HOTEL)));
    // Two browser sessions of the admin race each other.
    const secondSession = await signedInClient('admin@a.test');
    const results = await Promise.allSettled(
      foundIds.map((foundItemId, index) =>
        createMatch((index % 2 ? secondSession : admin).db, admin.actor, {
          lostItemId: lostId,
          foundItemId,
        }),
      ),
    );
    const matches = await adminDb().collection('matches').where('lostItemId', '==', lostId).get();
    expect(matches.size).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const match = matches.docs[0];
    const lost = await readDoc(`lost-items/${lostId}`);
    expect(lost).toMatchObject({ status: 'matched', matchId: match.id });
    for (const foundId of foundIds) {
      const found = await readDoc(`found-items/${foundId}`);
      if (foundId === match.get('foundItemId'))
        expect(found).toMatchObject({ status: 'matched', matchId: match.id });
      else expect(found).toMatchObject({ status: 'pending', matchId: null });
    }
  });

  it('unmatching deletes the match, resets both items and records the removal', async () => {
    const lostId = await seedLost(HOTEL);
    const foundId = await seedFound(HOTEL);
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: lostId,
      foundItemId: foundId,
    });
    await unmatch(staff.db, staff.actor, matchId);
    expect(await readDoc(`matches/${matchId}`)).toBeUndefined();
    expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({
      status: 'pending',
      matchId: null,
    });
    expect(await readDoc(`found-items/${foundId}`)).toMatchObject({
      status: 'pending',
      matchId: null,
      matchedAt: null,
    });
    expect(await readDoc(`activity/unmatched-${matchId}`)).toMatchObject({
      action: 'unmatched',
      targetType: 'match',
      targetId: matchId,
      from: 'matched',
      to: null,
      actorUid: staff.actor.uid,
      actorEmail: 'staff@a.test',
      details: { lostItemId: lostId, foundItemId: foundId, status: 'matched', packageSize: null },
    });
    // Both items point at that entry, which names them in its details.
    expect((await readDoc(`lost-items/${lostId}`))?.lastActivityId).toBe(`unmatched-${matchId}`);
    expect((await readDoc(`found-items/${foundId}`))?.lastActivityId).toBe(`unmatched-${matchId}`);
  });
});

describe('match workflow', () => {
  async function matched() {
    const lostId = await seedLost(HOTEL);
    const foundId = await seedFound(HOTEL);
    return createMatch(admin.db, admin.actor, { lostItemId: lostId, foundItemId: foundId });
  }

  it('staff hold, set a small package for the UK (¥1,300) and ship once a size is set and paid', async () => {
    const matchId = await matched();
    expect(await refusal(markShipped(staff.db, staff.actor, matchId))).toBe('precondition');
    await holdMatch(staff.db, staff.actor, matchId);
    const result = await updatePackageDetails(staff.db, staff.actor, matchId, {
      packageSize: 'small',
      packageWeight: 0.5,
    });
    expect(result).toEqual({ saved: true, postageCost: 1300 });
    const byPhone = { carrier: null, trackingNumber: '', agreedByPhone: true };
    // The hotel has not waived payment: shipping waits for the "paid" mark.
    const unpaid = markShipped(staff.db, staff.actor, matchId, byPhone);
    await expect(unpaid).rejects.toThrow('paymentRequired');
    await markPaid(staff.db, staff.actor, matchId);
    await markShipped(staff.db, staff.actor, matchId, byPhone);
    expect(await readDoc(`matches/${matchId}`)).toMatchObject({
      status: 'shipped',
      packageSize: 'small',
      packageWeight: 0.5,
      postageCost: 1300,
    });
    expect(await refusal(markShipped(staff.db, staff.actor, matchId, byPhone))).toBe(
      'precondition',
    );
    // Shipped is final: no unmatch, and its items cannot be deleted (the match would go).
    expect(await refusal(unmatch(admin.db, admin.actor, matchId))).toBe('precondition');
    const lostId = String((await readDoc(`matches/${matchId}`))?.lostItemId);
    expect(await refusal(deleteLostItem(staff.db, staff.actor, lostId))).toBe('precondition');
    expect(
      await refusal(
        updatePackageDetails(staff.db, staff.actor, matchId, {
          packageSize: 'large',
          packageWeight: null,
        }),
      ),
    ).toBe('precondition');
  });

  it('saves nothing when the lost item has no destination', async () => {
    const lostId = await seedLost(HOTEL, { country: '' });
    const foundId = await seedFound(HOTEL);
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: lostId,
      foundItemId: foundId,
    });
    expect(
      await updatePackageDetails(staff.db, staff.actor, matchId, {
        packageSize: 'small',
        packageWeight: null,
      }),
    ).toEqual({
      saved: false,
      reason: 'missingDestination',
    });
    expect((await readDoc(`matches/${matchId}`))?.packageSize).toBeNull();
  });

  it('editing a matched lost item keeps the summary on the match current', async () => {
    const matchId = await matched();
    const lostId = String((await readDoc(`matches/${matchId}`))?.lostItemId);
    const lost = await readDoc(`lost-items/${lostId}`);
    const edit = lostItemEdit({ dateLost: String(lost?.dateLost) });
    await updateLostItem(staff.db, staff.actor, lostId, edit);
    expect(await readDoc(`matches/${matchId}`)).toMatchObject({
      lost: { itemName: 'iPhone 15 Pro', country: 'Australia' },
      destinationCountry: 'Australia',
    });
  });
});

describe('deleting, discarding and viewing', () => {
  it('deleting a matched lost item removes its match and returns the found item to pending', async () => {
    const lostId = await seedLost(HOTEL);
    const foundId = await seedFound(HOTEL);
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: lostId,
      foundItemId: foundId,
    });
    await deleteLostItem(staff.db, staff.actor, lostId);
    expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({
      deleted: true,
      deletedBy: staff.actor.uid,
      matchId: null,
    });
    expect(await readDoc(`matches/${matchId}`)).toBeUndefined();
    expect(await readDoc(`found-items/${foundId}`)).toMatchObject({
      status: 'pending',
      matchId: null,
    });
  });

  it('deleted items vanish from the live lists and the candidate query', async () => {
    const keep = await seedLost(HOTEL);
    const gone = await seedLost(HOTEL);
    await deleteLostItem(staff.db, staff.actor, gone);
    // The list the server gives: it holds `keep`. A client whose stream is slow to open (a loaded
    // machine) first shows what it has cached, which is nothing, so that snapshot is not the answer.
    const ids = await new Promise<string[]>((resolve, reject) => {
      const stop = subscribeHotelQuery(
        staff.db,
        'pendingLost',
        HOTEL,
        (items) => {
          if (!items.some((item) => item.id === keep)) return;
          stop();
          resolve(items.map((item) => item.id));
        },
        reject,
      );
    });
    expect(ids).toEqual([keep]);
    const foundGone = await seedFound(HOTEL);
    await deleteFoundItem(admin.db, admin.actor, foundGone);
    const candidates = await fetchHotelQuery(admin.db, 'foundCandidates', HOTEL);
    expect(candidates.map((item) => item.id)).not.toContain(foundGone);
  });

  it('only admins delete found items', async () => {
    const foundId = await seedFound(HOTEL);
    expect(await refusal(deleteFoundItem(staff.db, staff.actor, foundId))).toBe(
      'permission-denied',
    );
  });

  it('an admin discards and restores a found item, recording the disposer', async () => {
    const foundId = await seedFound(HOTEL);
    expect(await refusal(discardFoundItem(staff.db, staff.actor, foundId))).toBe(
      'permission-denied',
    );
    await discardFoundItem(admin.db, admin.actor, foundId);
    expect(await readDoc(`found-items/${foundId}`)).toMatchObject({
      status: 'discarded',
      disposer: 'Aiko Admin',
      disposerEmail: 'admin@a.test',
      disposerId: admin.actor.uid,
    });
    expect(await refusal(discardFoundItem(admin.db, admin.actor, foundId))).toBe('precondition');
    await undoDiscard(admin.db, admin.actor, foundId);
    expect(await readDoc(`found-items/${foundId}`)).toMatchObject({
      status: 'pending',
      discardedAt: null,
      disposer: '',
    });
    expect((await activityFor(foundId)).map((a) => a.action).sort()).toEqual([
      'discarded',
      'undiscarded',
    ]);
  });

  it('opening marks an item viewed once; staff can mark a lost item unread again', async () => {
    const lostId = await seedLost(HOTEL);
    expect(await markViewed(staff.db, staff.actor, 'lost-items', lostId)).toBe(true);
    expect(await markViewed(staff.db, staff.actor, 'lost-items', lostId)).toBe(false);
    expect((await readDoc(`lost-items/${lostId}`))?.viewed).toBe(true);
    await markUnread(staff.db, staff.actor, lostId);
    expect((await readDoc(`lost-items/${lostId}`))?.viewed).toBe(false);
  });
});
