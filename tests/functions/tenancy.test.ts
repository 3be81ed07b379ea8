import { beforeEach, describe, expect, it } from 'vitest';
import type { HotelUsersResponse } from '@/domain/callables';
import {
  adminAuth,
  adminDb,
  callFunction as call,
  createUser,
  refusalDetails as details,
  signedInClient,
  type TestClaims,
  type TestClient,
} from '../support/emulator';
import { renameUser, setFlags, usersOfHotels } from '../support/hotel-users';

/**
 * User administration is tenant-safe (a change to an account's
 * global flags needs an admin of every hotel it takes effect in), decisions use the caller's
 * current claims and a non-revoked token, and refusals do not reveal what exists elsewhere.
 */
const A = 'hotel-a';
const B = 'hotel-b';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims;

/** Users whose claims the tests change are reset before each test. */
const RESET: Record<string, TestClaims> = {
  sharedStaff: { staff: true, accessibleHotels: [A, B] },
  onlyAdminOfB: { admin: true, staff: true, accessibleHotels: [A, B] },
  staffOfA: { staff: true, accessibleHotels: [A] },
};

const { as, uids: ids } = usersOfHotels(
  [
    [A, 'Hotel A'],
    [B, 'Hotel B'],
  ],
  {
    adminA: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [A] }],
    adminB: ['admin@b.test', { admin: true, staff: true, accessibleHotels: [B] }],
    manager: ['manager@ab.test', { admin: true, staff: true, accessibleHotels: [A, B] }],
    // Staff of both hotels; and a user who is B's admin and also a member of A.
    sharedStaff: ['shared@ab.test', RESET.sharedStaff, 'Shared'],
    onlyAdminOfB: ['boss@b.test', RESET.onlyAdminOfB, 'Boss'],
    staffOfA: ['staff@a.test', RESET.staffOfA, 'Sam'],
    orphan: ['orphan@x.test', null],
  },
);

beforeEach(async () => {
  for (const [key, claims] of Object.entries(RESET)) {
    await adminAuth().setCustomUserClaims(ids[key as keyof typeof ids], {
      admin: claims.admin ?? false,
      staff: claims.staff ?? false,
      accessibleHotels: claims.accessibleHotels ?? [],
    });
  }
});

describe('updateUserClaims across hotels', () => {
  it('refuses an admin of A who grants admin to a user shared with B; allows an admin of both', async () => {
    expect(await details(setFlags(as.adminA, ids.sharedStaff, A, true, true))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.sharedUser' },
    });
    expect(await details(setFlags(as.adminB, ids.sharedStaff, B, true, true))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.sharedUser' },
    });
    expect(await claimsOf(ids.sharedStaff)).toMatchObject({ admin: false, staff: true });

    await setFlags(as.manager, ids.sharedStaff, A, true, true);
    expect(await claimsOf(ids.sharedStaff)).toMatchObject({
      admin: true,
      staff: true,
      accessibleHotels: [A, B],
    });
  });

  it("refuses an admin of A who demotes a shared user, or B's only admin; allows an admin of both", async () => {
    expect(await details(setFlags(as.adminA, ids.sharedStaff, A, false, false))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.sharedUser' },
    });
    expect(await details(setFlags(as.adminA, ids.onlyAdminOfB, A, false, true))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.sharedUser' },
    });
    expect(await claimsOf(ids.onlyAdminOfB)).toMatchObject({ admin: true, staff: true });
    const log = await adminDb().collection('activity').where('targetType', '==', 'user').get();
    expect(log.size).toBe(0);

    await setFlags(as.manager, ids.onlyAdminOfB, B, false, true);
    expect(await claimsOf(ids.onlyAdminOfB)).toMatchObject({ admin: false, staff: true });
  });

  it('lets an admin of A change a user of A alone; refuses users who are not in the named hotel alike', async () => {
    await setFlags(as.adminA, ids.staffOfA, A, false, false);
    expect(await claimsOf(ids.staffOfA)).toMatchObject({ staff: false });
    // A user of another hotel and a uid that does not exist get the same answer.
    const foreign = await details(setFlags(as.adminA, ids.adminB, A, false, true));
    const missing = await details(setFlags(as.adminA, 'no-such-uid', A, false, true));
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({
      code: 'functions/not-found',
      details: { key: 'serverErrors.userNotFound' },
    });
    // Naming a hotel the caller does not administer is refused before anything is read.
    expect(await details(setFlags(as.adminA, ids.adminB, B, false, true))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.noPermission' },
    });
  });

  it('never lets admins change their own admin flag', async () => {
    expect(await details(setFlags(as.manager, ids.manager, A, false, true))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { key: 'serverErrors.ownAdminFlag' },
    });
    expect(await claimsOf(ids.manager)).toMatchObject({ admin: true });
  });
});

describe('getHotelUsersList across hotels', () => {
  it("shows a shared user's other hotels only to an admin of those hotels", async () => {
    const hotelsOf = (result: HotelUsersResponse, email: string) =>
      result.users.find((user) => user.email === email)?.claims.accessibleHotels;
    const forAdminA = await call<HotelUsersResponse>(as.adminA, 'getHotelUsersList', {
      targetHotelId: A,
    });
    expect(hotelsOf(forAdminA, 'shared@ab.test')).toEqual([A]);
    const forManager = await call<HotelUsersResponse>(as.manager, 'getHotelUsersList', {
      targetHotelId: A,
    });
    expect(hotelsOf(forManager, 'shared@ab.test')).toEqual([A, B]);
  });
});

describe('updateOtherUserDisplayName across hotels', () => {
  it('refuses renaming a user shared with a hotel the caller does not administer', async () => {
    expect(await details(renameUser(as.adminA, ids.sharedStaff, A, 'Renamed by A'))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.sharedUser' },
    });
    await renameUser(as.manager, ids.sharedStaff, A, 'Renamed by manager');
    expect((await adminAuth().getUser(ids.sharedStaff)).displayName).toBe('Renamed by manager');
  });

  it('answers a user of another hotel exactly like a missing one', async () => {
    const foreign = await details(renameUser(as.adminA, ids.adminB, A, 'X'));
    const missing = await details(renameUser(as.adminA, 'no-such-uid', A, 'X'));
    expect(foreign).toEqual(missing);
    expect(foreign.code).toBe('functions/not-found');
  });
});

describe('createNewHotelUser does not reveal other hotels', () => {
  const create = (client: TestClient, email: string, targetHotelId: string) =>
    call(client, 'createNewHotelUser', { email, password: 'secret1', targetHotelId });

  it('answers an email of this hotel, of another hotel, of no hotel and a new one alike, and changes nobody', async () => {
    const ofThisHotel = await create(as.adminA, 'staff@a.test', A);
    const ofAnotherHotel = await create(as.adminA, 'admin@b.test', A);
    const ofNoHotel = await create(as.adminA, 'orphan@x.test', A);
    // The group manager's account, admin of both hotels, asked for by an admin of A alone.
    const ofTheManager = await create(as.adminA, 'manager@ab.test', A);
    const fresh = await create(as.adminA, 'fresh-alike@a.test', A);
    for (const answer of [ofThisHotel, ofAnotherHotel, ofNoHotel, ofTheManager])
      expect(answer).toEqual(fresh);
    expect(fresh).toEqual({ success: true, message: '' });
    // Hotel A was not added to B's admin (who would then be admin of A), nor to the orphan, and
    // nobody's password or flags changed: the manager still administers both hotels.
    expect(await claimsOf(ids.adminB)).toMatchObject({ accessibleHotels: [B] });
    expect(await claimsOf(ids.orphan)).toBeUndefined();
    expect(await claimsOf(ids.manager)).toEqual({
      admin: true,
      staff: true,
      accessibleHotels: [A, B],
    });
    // Their passwords are as they were (not the one the admin of A typed).
    await signedInClient('admin@b.test');
    await signedInClient('manager@ab.test');
    const created = await adminAuth().getUserByEmail('fresh-alike@a.test');
    await adminAuth().deleteUser(created.uid);
  });

  it('creates an account for a new email, in no hotel until it accepts the invitation (the paired allowed case)', async () => {
    await create(as.adminA, 'fresh@a.test', A);
    const user = await adminAuth().getUserByEmail('fresh@a.test');
    expect(user.customClaims).toEqual({ admin: false, staff: false, accessibleHotels: [] });
    await adminAuth().deleteUser(user.uid);
  });
});

describe('current claims and revoked tokens', () => {
  it('refuses an admin demoted a moment ago although their token still says admin', async () => {
    const uid = await createUser('was-admin@a.test', {
      admin: true,
      staff: true,
      accessibleHotels: [A],
    });
    const client = await signedInClient('was-admin@a.test');
    const list = await call<HotelUsersResponse>(client, 'getHotelUsersList', { targetHotelId: A });
    expect(list.success).toBe(true);
    // Demoted directly in Auth, without revoking: the token in hand still carries admin: true.
    await adminAuth().setCustomUserClaims(uid, {
      admin: false,
      staff: false,
      accessibleHotels: [A],
    });
    expect((await client.auth.currentUser!.getIdTokenResult()).claims.admin).toBe(true);
    expect(await details(call(client, 'getHotelUsersList', { targetHotelId: A }))).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await details(setFlags(client, ids.staffOfA, A, true, true))).toMatchObject({
      code: 'functions/permission-denied',
    });
    expect(await details(call(client, 'exportItems', { hotelId: A }))).toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  it('refuses a revoked token at the very next call, and accepts a new sign-in', async () => {
    const uid = await createUser('revoked@a.test', { staff: true, accessibleHotels: [A] });
    const client = await signedInClient('revoked@a.test');
    expect(await call<string>(client, 'exportItems', { hotelId: A })).toBe('');
    await pause(1100); // tokensValidAfterTime has whole seconds
    await adminAuth().revokeRefreshTokens(uid);
    expect(await details(call(client, 'exportItems', { hotelId: A }))).toMatchObject({
      code: 'functions/unauthenticated',
      details: { key: 'serverErrors.sessionRevoked' },
    });
    await pause(1100);
    const again = await signedInClient('revoked@a.test');
    expect(await call<string>(again, 'exportItems', { hotelId: A })).toBe('');
  });

  it('refuses a disabled account', async () => {
    const uid = await createUser('disabled@a.test', { staff: true, accessibleHotels: [A] });
    const client = await signedInClient('disabled@a.test');
    await adminAuth().updateUser(uid, { disabled: true });
    expect(await details(call(client, 'exportItems', { hotelId: A }))).toMatchObject({
      code: 'functions/unauthenticated',
    });
  });
});
