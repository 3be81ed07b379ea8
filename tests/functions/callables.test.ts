import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HotelUsersResponse, SimpleResponse } from '@/domain/callables';
import { discardFoundItem } from '@/firebase/found-item-writes';
import {
  adminAuth,
  adminDb,
  callFunction as call,
  clearFirestoreKeepingUsers,
  createUser,
  guestClient,
  refusal,
  refusalDetails as details,
  signedInClient,
  signedOutClient,
} from '../support/emulator';
import {
  foundItemData,
  readDoc,
  seedFound,
  seedHotel,
  seedLost,
  seedMatch,
} from '../support/fixtures';
import { bulkWithoutTriggers } from '../support/bulk-writes';
import { renameUser, setFlags, usersOfHotels } from '../support/hotel-users';
import { withoutTriggers } from '../../scripts/lib/background-triggers.mjs';

const A = 'hotel-a';
const B = 'hotel-b';
const { as, uids: ids } = usersOfHotels(
  [
    [A, 'Hotel A', true],
    [B, 'Hotel B'],
  ],
  {
    adminA: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [A] }, 'Aiko'],
    staffA: ['staff@a.test', { staff: true, accessibleHotels: [A] }, 'Sam'],
    plainA: ['plain@a.test', { accessibleHotels: [A] }, 'Pat'],
    adminB: ['admin@b.test', { admin: true, staff: true, accessibleHotels: [B] }, 'Ben'],
    regionA: ['region@a.test', { accessibleHotels: [A] }, 'Rei'],
  },
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await adminAuth().setCustomUserClaims(ids.regionA, {
    admin: false,
    staff: false,
    accessibleHotels: [A],
    region: 'kanto',
  });
});

describe('exportItems', () => {
  it('gives staff a CSV with a BOM, headers in their language, without deleted items', async () => {
    await seedFound(A, { itemName: 'Blue umbrella' });
    await seedFound(A, { itemName: 'Secret deleted thing', deleted: true });
    const csv = await call<string>(as.staffA, 'exportItems', {
      hotelId: A,
      type: 'found',
      language: 'ja',
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('品名');
    expect(csv).toContain('Blue umbrella');
    expect(csv).not.toContain('Secret deleted thing');
  });

  it('neutralises formula cells and returns an empty string when there is nothing to export', async () => {
    await seedLost(A, { itemName: '=1+1\nfoo', firstName: '@SUM(A1)' });
    const csv = await call<string>(as.adminA, 'exportItems', {
      hotelId: A,
      type: 'lost',
      language: 'en',
    });
    expect(csv).toContain(`"'=1+1\nfoo"`);
    expect(csv).toContain(`'@SUM(A1)`);
    expect(await call<string>(as.adminA, 'exportItems', { hotelId: A, type: 'shipped' })).toBe('');
  });

  it("fills the Reference column with the guest's reference in the Lost and All-items CSV", async () => {
    await seedLost(A, { itemName: 'Referenced scarf', reference: 'HOT-7K3Q-2F' });
    for (const type of ['lost', 'all']) {
      const csv = await call<string>(as.staffA, 'exportItems', {
        hotelId: A,
        type,
        language: 'en',
      });
      const [header = '', ...rows] = csv.replace('\uFEFF', '').split('\r\n');
      const column = header.split(',').indexOf('Reference');
      expect(column).toBeGreaterThanOrEqual(0);
      const row = rows.find((line) => line.includes('Referenced scarf')) ?? '';
      expect(row.split(',')[column]).toBe('HOT-7K3Q-2F');
    }
  });

  it('streams more rows than one batch, each exactly once, without photo URLs', async () => {
    const count = 650; // more than one batch of EXPORT_BATCH_SIZE (500)
    const photo = `https://example.test/${'x'.repeat(2000)}.jpg`;
    // Written and emptied with the triggers off: 650 items written, or deleted by the next test's
    // clear, would keep the functions emulator busy for a minute (scripts/lib/background-triggers.mjs),
    // and the export needs none of them.
    await withoutTriggers(async () => {
      for (let start = 0; start < count; start += 250) {
        const batch = adminDb().batch();
        for (let i = start; i < Math.min(count, start + 250); i += 1) {
          batch.set(
            adminDb().collection('found-items').doc(),
            foundItemData(A, { itemName: `Item ${i}`, imageUrls: [photo, photo] }),
          );
        }
        await batch.commit();
      }
    });
    await seedFound(B, { itemName: 'Item of hotel B' });
    const csv = await call<string>(as.staffA, 'exportItems', { hotelId: A, type: 'found' });
    const names = [...csv.matchAll(/Item \d+/g)].map((match) => match[0]);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    expect(csv).not.toContain('example.test');
    expect(csv).not.toContain('hotel B');
    expect(csv.split('\r\n')).toHaveLength(count + 1);
    await bulkWithoutTriggers(() => clearFirestoreKeepingUsers());
    // Switching the triggers back on reloads every function, and the emulator still works
    // through the events of the 650 writes and deletes: on two loaded cores over 30 s.
  }, 240_000);

  it('refuses the signed out, users without claims, other hotels and bad payloads', async () => {
    expect(await refusal(call(signedOutClient(), 'exportItems', { hotelId: A }))).toBe(
      'functions/unauthenticated',
    );
    expect(await refusal(call(await guestClient(), 'exportItems', { hotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(as.plainA, 'exportItems', { hotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(as.adminB, 'exportItems', { hotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(as.adminA, 'exportItems', { hotelId: A, type: 'everything' }))).toBe(
      'functions/invalid-argument',
    );
    expect(await refusal(call(as.adminA, 'exportItems', { hotelId: A, extra: 1 }))).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('user administration', () => {
  it('lists the users of the hotel for its admins only', async () => {
    const result = await call<HotelUsersResponse>(as.adminA, 'getHotelUsersList', {
      targetHotelId: A,
    });
    expect(result.success).toBe(true);
    expect(result.users.map((user) => user.email)).toEqual([
      'admin@a.test',
      'plain@a.test',
      'region@a.test',
      'staff@a.test',
    ]);
    expect(await refusal(call(as.staffA, 'getHotelUsersList', { targetHotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(as.adminB, 'getHotelUsersList', { targetHotelId: A }))).toBe(
      'functions/permission-denied',
    );
  });

  it('creates a user with no hotel and no admin or staff claim, invited to the hotel', async () => {
    const result = await call<SimpleResponse>(as.adminA, 'createNewHotelUser', {
      email: 'new@a.test',
      password: 'secret1',
      targetHotelId: A,
    });
    expect(result.success).toBe(true);
    const user = await adminAuth().getUserByEmail('new@a.test');
    expect(user.customClaims).toEqual({ admin: false, staff: false, accessibleHotels: [] });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({
      email: 'new@a.test',
      claimsVersion: 1,
    });
    // The hotel is added when the invitation is accepted (tests/functions/invitations.test.ts).
    const { invitations } = await call<HotelUsersResponse>(as.adminA, 'getHotelUsersList', {
      targetHotelId: A,
    });
    expect(invitations.map((invitation) => invitation.email)).toEqual(['new@a.test']);
  });

  it('refuses a short password and non-admins', async () => {
    for (const [client, email, password, code] of [
      [as.adminA, 'x@a.test', '12345', 'functions/invalid-argument'],
      [as.staffA, 'y@a.test', 'secret1', 'functions/permission-denied'],
    ] as const) {
      const user = { email, password, targetHotelId: A };
      expect(await refusal(call(client, 'createNewHotelUser', user))).toBe(code);
    }
  });
});

describe('claims', () => {
  it('merges the new flags into the existing claims and raises claimsVersion', async () => {
    await setFlags(as.adminA, ids.regionA, A, false, true);
    const user = await adminAuth().getUser(ids.regionA);
    expect(user.customClaims).toEqual({
      admin: false,
      staff: true,
      accessibleHotels: [A],
      region: 'kanto',
    });
    expect(await readDoc(`users/${ids.regionA}`)).toMatchObject({
      claimsVersion: 2,
      claims: { staff: true },
    });
    const log = await adminDb().collection('activity').where('targetId', '==', ids.regionA).get();
    expect(
      log.docs.map((doc): unknown[] => [doc.get('action'), doc.get('from'), doc.get('to')]),
    ).toEqual([['claims-changed', 'user', 'staff']]);
  });

  it('revokes the tokens of a demoted user, whose next call is refused; a promotion revokes nothing', async () => {
    // A user of their own: once revoked, their signed-in client is of no further use.
    const uid = await createUser('demote-me@a.test', { staff: true, accessibleHotels: [A] });
    const demoted = await signedInClient('demote-me@a.test');
    expect(await call<string>(demoted, 'exportItems', { hotelId: A })).toBe('');
    const before = Date.parse((await adminAuth().getUser(uid)).tokensValidAfterTime ?? '');
    // Revocation counts in whole seconds from the sign-in time: let one pass.
    await pause(1100);
    await setFlags(as.adminA, uid, A, false, false);
    const after = await adminAuth().getUser(uid);
    expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(before);
    expect(after.customClaims).toMatchObject({ staff: false });
    // The token the user still holds (valid for up to an hour) is refused at once.
    const refused = await details(call(demoted, 'exportItems', { hotelId: A }));
    expect(refused).toMatchObject({
      code: 'functions/unauthenticated',
      details: { key: 'serverErrors.sessionRevoked' },
    });

    // What the rules read: the revocation time, Auth's own, in the account's record.
    expect(await readDoc(`users/${uid}`)).toMatchObject({
      claimsVersion: 2,
      tokensValidAfter: Math.floor(Date.parse(after.tokensValidAfterTime ?? '') / 1000),
    });

    const promotedUid = await createUser('promote-me@a.test', { accessibleHotels: [A] });
    const promoted = await signedInClient('promote-me@a.test');
    await pause(1100);
    await setFlags(as.adminA, promotedUid, A, false, true);
    // Not revoked, and the new flag counts at once although the token predates it.
    expect(await call<string>(promoted, 'exportItems', { hotelId: A })).toBe('');
    expect((await readDoc(`users/${promotedUid}`))?.tokensValidAfter).toBeUndefined();
  });

  it("makes the rules refuse a demoted admin's token at once: no guest contact data, no discard; a new sign-in gets the new role", async () => {
    await seedLost(A, { email: 'guest@example.com', phone: '+81 90 0000 0000' });
    const foundId = await seedFound(A, { itemName: 'Umbrella' });
    const uid = await createUser('demote-admin@a.test', {
      admin: true,
      staff: true,
      accessibleHotels: [A],
    });
    const demoted = await signedInClient('demote-admin@a.test');
    const guestsOfA = (db: Firestore) =>
      getDocs(query(collection(db, 'lost-items'), where('hotelId', '==', A)));
    expect((await guestsOfA(demoted.db)).size).toBeGreaterThan(0);
    await pause(1100);
    await setFlags(as.adminA, uid, A, false, false);
    // The token in hand still says admin, and is valid for up to an hour: the rules refuse it.
    const held = await demoted.auth.currentUser?.getIdTokenResult();
    expect(held?.claims.admin).toBe(true);
    await expect(guestsOfA(demoted.db)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(discardFoundItem(demoted.db, demoted.actor, foundId)).rejects.toThrow();
    expect((await readDoc(`found-items/${foundId}`))?.status).toBe('pending');
    // Signing in again gives a token with the new claims, which the rules take as they are.
    const again = await signedInClient('demote-admin@a.test');
    expect((await again.auth.currentUser?.getIdTokenResult())?.claims.admin).toBe(false);
    await expect(guestsOfA(again.db)).rejects.toMatchObject({ code: 'permission-denied' });
    await setFlags(as.adminA, uid, A, false, true);
    const staff = await signedInClient('demote-admin@a.test');
    expect((await guestsOfA(staff.db)).size).toBeGreaterThan(0);
  });

  it('does not let an admin change their own admin flag, nor staff or other hotels change claims', async () => {
    expect(await refusal(setFlags(as.adminA, ids.adminA, A, false, true))).toBe(
      'functions/failed-precondition',
    );
    expect(await refusal(setFlags(as.staffA, ids.plainA, A, true, true))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(setFlags(as.adminB, ids.plainA, A, true, true))).toBe(
      'functions/permission-denied',
    );
  });
});

describe('setUserDisabled', () => {
  const disable = (
    client: Parameters<typeof call>[0],
    targetUserId: string,
    hotelId: string,
    disabled = true,
  ) => call<SimpleResponse>(client, 'setUserDisabled', { targetUserId, hotelId, disabled });

  it('disabling ends the sessions in the same step: the rules refuse the held token at once', async () => {
    const lostId = await seedLost(A, { email: 'guest@example.com' });
    await adminDb()
      .collection(`lost-items/${lostId}/messages`)
      .add({ hotelId: A, lostItemId: lostId, author: 'guest', text: 'My answer', kind: 'answer' });
    await adminDb()
      .doc(`suggestions/${lostId}__f`)
      .set({ hotelId: A, lostItemId: lostId, foundItemId: 'f', state: 'open', rank: 12 });
    const uid = await createUser('leaving@a.test', { staff: true, accessibleHotels: [A] });
    const leaving = await signedInClient('leaving@a.test');
    const reads = (db: Firestore) => [
      getDocs(query(collection(db, 'lost-items'), where('hotelId', '==', A))),
      getDocs(collection(db, `lost-items/${lostId}/messages`)),
      getDocs(query(collection(db, 'suggestions'), where('hotelId', '==', A))),
    ];
    // Readable before (at least what was seeded: the hotel's suggestion trigger may add its own).
    for (const read of reads(leaving.db)) expect((await read).size).toBeGreaterThanOrEqual(1);
    // Revocation counts in whole seconds from the sign-in time: let one pass.
    await pause(1100);
    await disable(as.adminA, uid, A);

    const account = await adminAuth().getUser(uid);
    expect(account.disabled).toBe(true);
    expect(await readDoc(`users/${uid}`)).toMatchObject({
      disabled: true,
      tokensValidAfter: Math.floor(Date.parse(account.tokensValidAfterTime ?? '') / 1000),
    });
    // The ID token in hand (valid for up to an hour) still says staff: refused everywhere.
    expect((await leaving.auth.currentUser?.getIdTokenResult())?.claims.staff).toBe(true);
    const refused = await Promise.allSettled(reads(leaving.db));
    expect(refused.map((read) => read.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const read of refused)
      expect(read.status === 'rejected' && (read.reason as { code: string }).code).toBe(
        'permission-denied',
      );
    expect(await details(call(leaving, 'exportItems', { hotelId: A }))).toMatchObject({
      code: 'functions/unauthenticated',
    });
    await expect(signedInClient('leaving@a.test')).rejects.toThrow();
    const log = await adminDb().collection('activity').where('targetId', '==', uid).get();
    expect(log.docs.map((entry) => entry.get('action') as string)).toEqual(['account-disabled']);
    const list = await call<HotelUsersResponse>(as.adminA, 'getHotelUsersList', {
      targetHotelId: A,
    });
    expect(list.users.find((user) => user.id === uid)?.disabled).toBe(true);

    // Enabled again: a new sign-in reads as before.
    await disable(as.adminA, uid, A, false);
    const back = await signedInClient('leaving@a.test');
    // At least what it read before (the hotel's suggestion trigger may have added its own since).
    for (const read of reads(back.db)) expect((await read).size).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('refuses one’s own account, staff, another hotel’s admin, and an account shared with a hotel the caller does not administer', async () => {
    expect(await details(disable(as.adminA, ids.adminA, A))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { key: 'serverErrors.ownAccount' },
    });
    expect(await refusal(disable(as.staffA, ids.plainA, A))).toBe('functions/permission-denied');
    expect(await details(disable(as.adminB, ids.plainA, A))).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await details(disable(as.adminB, ids.plainA, B))).toMatchObject({
      code: 'functions/not-found',
      details: { key: 'serverErrors.userNotFound' },
    });
    const shared = await createUser('shared@ab.test', { staff: true, accessibleHotels: [A, B] });
    expect(await details(disable(as.adminA, shared, A))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.sharedUser' },
    });
    expect((await adminAuth().getUser(ids.plainA)).disabled).toBe(false);
    expect((await adminAuth().getUser(shared)).disabled).toBe(false);
  });
});

describe('display names', () => {
  it("changes the caller's own name, refusing an empty or unchanged one", async () => {
    expect(await refusal(call(as.plainA, 'updateUserDisplayName', { newDisplayName: '  ' }))).toBe(
      'functions/invalid-argument',
    );
    expect(await refusal(call(as.plainA, 'updateUserDisplayName', { newDisplayName: 'Pat' }))).toBe(
      'functions/invalid-argument',
    );
    await call(as.plainA, 'updateUserDisplayName', { newDisplayName: 'Pat Tanaka' });
    expect((await adminAuth().getUser(ids.plainA)).displayName).toBe('Pat Tanaka');
    expect((await readDoc(`users/${ids.plainA}`))?.displayName).toBe('Pat Tanaka');
  });

  it('lets an admin rename another non-admin user of the hotel, never an admin', async () => {
    await renameUser(as.adminA, ids.staffA, A, 'Sam Front');
    expect((await adminAuth().getUser(ids.staffA)).displayName).toBe('Sam Front');
    expect(await refusal(renameUser(as.adminB, ids.adminB, B, 'Ben B'))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(renameUser(as.adminA, ids.staffA, A, ' '))).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('confirmMatch', () => {
  const seededMatch = () =>
    seedMatch(
      A,
      {
        found: {
          itemType: 'Phone',
          itemName: 'Black phone',
          dateFound: '2026-05-03',
          imageUrl: null,
        },
        lost: {
          itemType: 'Phone',
          itemName: 'iPhone 15',
          firstName: 'James',
          surname: 'Carter',
          email: 'james@example.com',
          country: 'United Kingdom',
          language: 'ja',
          imageUrl: null,
        },
        notificationQueued: false,
      },
      { lost: { language: 'ja' } },
    );

  it('confirms for staff and queues one email in the guest language; a second call sends nothing', async () => {
    await seededMatch();
    expect(await call(as.staffA, 'confirmMatch', { matchId: 'm1' })).toEqual({
      success: true,
      notificationQueued: true,
    });
    expect(await readDoc('matches/m1')).toMatchObject({
      status: 'confirmed',
      notificationQueued: true,
    });
    const mail = await readDoc('mail/match-confirmed-m1');
    expect(mail).toMatchObject({ to: 'james@example.com' });
    expect(String((mail?.message as { subject: string }).subject)).toContain('見つかりました');
    expect(await refusal(call(as.staffA, 'confirmMatch', { matchId: 'm1' }))).toBe(
      'functions/failed-precondition',
    );
    expect((await adminDb().collection('mail').get()).size).toBe(1);
  });

  it('sends nothing when the hotel turned email notifications off', async () => {
    await seedHotel(A, 'Hotel A', false);
    await seededMatch();
    expect(await call(as.adminA, 'confirmMatch', { matchId: 'm1' })).toEqual({
      success: true,
      notificationQueued: false,
    });
    expect((await adminDb().collection('mail').get()).size).toBe(0);
  });

  it('refuses other hotels, users without claims and unknown matches', async () => {
    await seededMatch();
    expect(await refusal(call(as.plainA, 'confirmMatch', { matchId: 'm1' }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(as.adminA, 'confirmMatch', { matchId: 'nope' }))).toBe(
      'functions/not-found',
    );
    expect(await refusal(call(as.adminA, 'confirmMatch', {}))).toBe('functions/invalid-argument');
    expect(await readDoc('matches/m1')).toMatchObject({ status: 'matched' });
  });

  it('answers "not yours" exactly as "no such match", so match ids cannot be probed', async () => {
    await seededMatch();
    const foreign = await details(call(as.adminB, 'confirmMatch', { matchId: 'm1' }));
    const missing = await details(call(as.adminB, 'confirmMatch', { matchId: 'no-such-match' }));
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({
      code: 'functions/not-found',
      details: { key: 'serverErrors.matchNotFound' },
    });
    // Without staff or admin rights anywhere, both are the same permission-denied.
    const plainForeign = await details(call(as.plainA, 'confirmMatch', { matchId: 'm1' }));
    const plainMissing = await details(
      call(as.plainA, 'confirmMatch', { matchId: 'no-such-match' }),
    );
    expect(plainForeign).toEqual(plainMissing);
    expect(plainForeign.code).toBe('functions/permission-denied');
    expect(await readDoc('matches/m1')).toMatchObject({ status: 'matched' });
    // The paired allowed case: staff of the match's hotel confirm it.
    expect(await call(as.staffA, 'confirmMatch', { matchId: 'm1' })).toMatchObject({
      success: true,
    });
  });
});
