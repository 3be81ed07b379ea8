import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelUsersResponse, SimpleResponse } from '@/domain/callables';
import {
  adminAuth,
  adminDb,
  callFunction as call,
  clearAuth,
  clearFirestore,
  clearFirestoreKeepingUsers,
  closeClients,
  createUser,
  guestClient,
  refusal,
  refusalDetails as details,
  signedInClient,
  signedOutClient,
  type TestClient,
} from '../support/emulator';
import { foundItemData, readDoc, seedFound, seedHotel, seedLost } from '../support/fixtures';

const A = 'hotel-a';
const B = 'hotel-b';
let adminA: TestClient;
let staffA: TestClient;
let plainA: TestClient;
let adminB: TestClient;
let ids: Record<string, string>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await clearAuth();
  await clearFirestore();
  ids = {
    adminA: await createUser(
      'admin@a.test',
      { admin: true, staff: true, accessibleHotels: [A] },
      'Aiko',
    ),
    staffA: await createUser('staff@a.test', { staff: true, accessibleHotels: [A] }, 'Sam'),
    plainA: await createUser('plain@a.test', { accessibleHotels: [A] }, 'Pat'),
    adminB: await createUser(
      'admin@b.test',
      { admin: true, staff: true, accessibleHotels: [B] },
      'Ben',
    ),
    regionA: await createUser('region@a.test', { accessibleHotels: [A] }, 'Rei'),
  };
  await adminAuth().setCustomUserClaims(ids.regionA, {
    admin: false,
    staff: false,
    accessibleHotels: [A],
    region: 'kanto',
  });
  adminA = await signedInClient('admin@a.test');
  staffA = await signedInClient('staff@a.test');
  plainA = await signedInClient('plain@a.test');
  adminB = await signedInClient('admin@b.test');
});

beforeEach(async () => {
  await clearFirestoreKeepingUsers();
  await seedHotel(A, 'Hotel A', true);
  await seedHotel(B, 'Hotel B');
});

afterAll(closeClients);

describe('exportItems', () => {
  it('gives staff a CSV with a BOM, headers in their language, without deleted items', async () => {
    await seedFound(A, { itemName: 'Blue umbrella' });
    await seedFound(A, { itemName: 'Secret deleted thing', deleted: true });
    const csv = await call<string>(staffA, 'exportItems', {
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
    const csv = await call<string>(adminA, 'exportItems', {
      hotelId: A,
      type: 'lost',
      language: 'en',
    });
    expect(csv).toContain(`"'=1+1\nfoo"`);
    expect(csv).toContain(`'@SUM(A1)`);
    expect(await call<string>(adminA, 'exportItems', { hotelId: A, type: 'shipped' })).toBe('');
  });

  it('streams more rows than one batch, each exactly once, without photo URLs', async () => {
    const count = 650; // more than one batch of EXPORT_BATCH_SIZE (500)
    const photo = `https://example.test/${'x'.repeat(2000)}.jpg`;
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
    await seedFound(B, { itemName: 'Item of hotel B' });
    const csv = await call<string>(staffA, 'exportItems', { hotelId: A, type: 'found' });
    const names = [...csv.matchAll(/Item \d+/g)].map((match) => match[0]);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    expect(csv).not.toContain('example.test');
    expect(csv).not.toContain('hotel B');
    expect(csv.split('\r\n')).toHaveLength(count + 1);
  });

  it('refuses the signed out, users without claims, other hotels and bad payloads', async () => {
    expect(await refusal(call(signedOutClient(), 'exportItems', { hotelId: A }))).toBe(
      'functions/unauthenticated',
    );
    expect(await refusal(call(await guestClient(), 'exportItems', { hotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(plainA, 'exportItems', { hotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(adminB, 'exportItems', { hotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(adminA, 'exportItems', { hotelId: A, type: 'everything' }))).toBe(
      'functions/invalid-argument',
    );
    expect(await refusal(call(adminA, 'exportItems', { hotelId: A, extra: 1 }))).toBe(
      'functions/invalid-argument',
    );
  });
});

describe('user administration', () => {
  it('lists the users of the hotel for its admins only', async () => {
    const result = await call<HotelUsersResponse>(adminA, 'getHotelUsersList', {
      targetHotelId: A,
    });
    expect(result.success).toBe(true);
    expect(result.users.map((user) => user.email)).toEqual([
      'admin@a.test',
      'plain@a.test',
      'region@a.test',
      'staff@a.test',
    ]);
    expect(await refusal(call(staffA, 'getHotelUsersList', { targetHotelId: A }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(adminB, 'getHotelUsersList', { targetHotelId: A }))).toBe(
      'functions/permission-denied',
    );
  });

  it('creates a user with access to the hotel and no admin or staff claim', async () => {
    const result = await call<SimpleResponse>(adminA, 'createNewHotelUser', {
      email: 'new@a.test',
      password: 'secret1',
      targetHotelId: A,
    });
    expect(result.success).toBe(true);
    const user = await adminAuth().getUserByEmail('new@a.test');
    expect(user.customClaims).toEqual({ admin: false, staff: false, accessibleHotels: [A] });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({
      email: 'new@a.test',
      claimsVersion: 1,
    });
  });

  it('refuses a short password, a duplicate email and non-admins', async () => {
    expect(
      await refusal(
        call(adminA, 'createNewHotelUser', {
          email: 'x@a.test',
          password: '12345',
          targetHotelId: A,
        }),
      ),
    ).toBe('functions/invalid-argument');
    expect(
      await refusal(
        call(adminA, 'createNewHotelUser', {
          email: 'staff@a.test',
          password: 'secret1',
          targetHotelId: A,
        }),
      ),
    ).toBe('functions/already-exists');
    expect(
      await refusal(
        call(staffA, 'createNewHotelUser', {
          email: 'y@a.test',
          password: 'secret1',
          targetHotelId: A,
        }),
      ),
    ).toBe('functions/permission-denied');
  });
});

describe('claims', () => {
  it('merges the new flags into the existing claims and raises claimsVersion', async () => {
    await call(adminA, 'updateUserClaims', {
      targetUserId: ids.regionA,
      hotelId: A,
      admin: false,
      staff: true,
    });
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
    await call(adminA, 'updateUserClaims', {
      targetUserId: uid,
      hotelId: A,
      admin: false,
      staff: false,
    });
    const after = await adminAuth().getUser(uid);
    expect(Date.parse(after.tokensValidAfterTime ?? '')).toBeGreaterThan(before);
    expect(after.customClaims).toMatchObject({ staff: false });
    // The token the user still holds (valid for up to an hour) is refused at once.
    const refused = await details(call(demoted, 'exportItems', { hotelId: A }));
    expect(refused).toMatchObject({
      code: 'functions/unauthenticated',
      details: { code: 'sessionRevoked' },
    });

    const promotedUid = await createUser('promote-me@a.test', { accessibleHotels: [A] });
    const promoted = await signedInClient('promote-me@a.test');
    await pause(1100);
    await call(adminA, 'updateUserClaims', {
      targetUserId: promotedUid,
      hotelId: A,
      admin: false,
      staff: true,
    });
    // Not revoked, and the new flag counts at once although the token predates it.
    expect(await call<string>(promoted, 'exportItems', { hotelId: A })).toBe('');
  });

  it('does not let an admin change their own admin flag, nor staff or other hotels change claims', async () => {
    expect(
      await refusal(
        call(adminA, 'updateUserClaims', {
          targetUserId: ids.adminA,
          hotelId: A,
          admin: false,
          staff: true,
        }),
      ),
    ).toBe('functions/failed-precondition');
    expect(
      await refusal(
        call(staffA, 'updateUserClaims', {
          targetUserId: ids.plainA,
          hotelId: A,
          admin: true,
          staff: true,
        }),
      ),
    ).toBe('functions/permission-denied');
    expect(
      await refusal(
        call(adminB, 'updateUserClaims', {
          targetUserId: ids.plainA,
          hotelId: A,
          admin: true,
          staff: true,
        }),
      ),
    ).toBe('functions/permission-denied');
  });
});

describe('display names', () => {
  it("changes the caller's own name, refusing an empty or unchanged one", async () => {
    expect(await refusal(call(plainA, 'updateUserDisplayName', { newDisplayName: '  ' }))).toBe(
      'functions/invalid-argument',
    );
    expect(await refusal(call(plainA, 'updateUserDisplayName', { newDisplayName: 'Pat' }))).toBe(
      'functions/invalid-argument',
    );
    await call(plainA, 'updateUserDisplayName', { newDisplayName: 'Pat Tanaka' });
    expect((await adminAuth().getUser(ids.plainA)).displayName).toBe('Pat Tanaka');
    expect((await readDoc(`users/${ids.plainA}`))?.displayName).toBe('Pat Tanaka');
  });

  it('lets an admin rename another non-admin user of the hotel, never an admin', async () => {
    await call(adminA, 'updateOtherUserDisplayName', {
      targetUserId: ids.staffA,
      newDisplayName: 'Sam Front',
      hotelId: A,
    });
    expect((await adminAuth().getUser(ids.staffA)).displayName).toBe('Sam Front');
    expect(
      await refusal(
        call(adminB, 'updateOtherUserDisplayName', {
          targetUserId: ids.adminB,
          newDisplayName: 'Ben B',
          hotelId: B,
        }),
      ),
    ).toBe('functions/permission-denied');
    expect(
      await refusal(
        call(adminA, 'updateOtherUserDisplayName', {
          targetUserId: ids.staffA,
          newDisplayName: ' ',
          hotelId: A,
        }),
      ),
    ).toBe('functions/invalid-argument');
  });
});

describe('confirmMatch', () => {
  async function seededMatch(overrides: Record<string, unknown> = {}) {
    const lostId = await seedLost(A, {
      status: 'matched',
      matchId: 'm1',
      language: 'ja',
      ...overrides,
    });
    const foundId = await seedFound(A, { status: 'matched', matchId: 'm1' });
    await adminDb()
      .doc('matches/m1')
      .set({
        hotelId: A,
        lostItemId: lostId,
        foundItemId: foundId,
        status: 'matched',
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
      });
  }

  it('confirms for staff and queues one email in the guest language; a second call sends nothing', async () => {
    await seededMatch();
    expect(await call(staffA, 'confirmMatch', { matchId: 'm1' })).toEqual({
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
    expect(await refusal(call(staffA, 'confirmMatch', { matchId: 'm1' }))).toBe(
      'functions/failed-precondition',
    );
    expect((await adminDb().collection('mail').get()).size).toBe(1);
  });

  it('sends nothing when the hotel turned email notifications off', async () => {
    await seedHotel(A, 'Hotel A', false);
    await seededMatch();
    expect(await call(adminA, 'confirmMatch', { matchId: 'm1' })).toEqual({
      success: true,
      notificationQueued: false,
    });
    expect((await adminDb().collection('mail').get()).size).toBe(0);
  });

  it('refuses other hotels, users without claims and unknown matches', async () => {
    await seededMatch();
    expect(await refusal(call(plainA, 'confirmMatch', { matchId: 'm1' }))).toBe(
      'functions/permission-denied',
    );
    expect(await refusal(call(adminA, 'confirmMatch', { matchId: 'nope' }))).toBe(
      'functions/not-found',
    );
    expect(await refusal(call(adminA, 'confirmMatch', {}))).toBe('functions/invalid-argument');
    expect(await readDoc('matches/m1')).toMatchObject({ status: 'matched' });
  });

  it('answers "not yours" exactly as "no such match", so match ids cannot be probed', async () => {
    await seededMatch();
    const foreign = await details(call(adminB, 'confirmMatch', { matchId: 'm1' }));
    const missing = await details(call(adminB, 'confirmMatch', { matchId: 'no-such-match' }));
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({
      code: 'functions/not-found',
      details: { code: 'matchNotFound' },
    });
    // Without staff or admin rights anywhere, both are the same permission-denied.
    const plainForeign = await details(call(plainA, 'confirmMatch', { matchId: 'm1' }));
    const plainMissing = await details(call(plainA, 'confirmMatch', { matchId: 'no-such-match' }));
    expect(plainForeign).toEqual(plainMissing);
    expect(plainForeign.code).toBe('functions/permission-denied');
    expect(await readDoc('matches/m1')).toMatchObject({ status: 'matched' });
    // The paired allowed case: staff of the match's hotel confirm it.
    expect(await call(staffA, 'confirmMatch', { matchId: 'm1' })).toMatchObject({ success: true });
  });
});
