import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AcceptInvitationResponse,
  HotelUsersResponse,
  PendingInvitation,
} from '@/domain/callables';
import type { InvitedRole } from '@/domain/invitations';
import {
  adminAuth,
  adminDb,
  callFunction as call,
  PASSWORD,
  refusalDetails as details,
  signedInClient,
  type TestClaims,
  type TestClient,
} from '../support/emulator';
import { caughtMails, mailInbox, waitFor } from '../support/functions';
import { usersOfHotels } from '../support/hotel-users';

/**
 * Joining a hotel by invitation (docs/trust-model.md): what an admin sees after naming an address
 * is the same whether it has an account here, elsewhere or nowhere, and the address's owner joins
 * only by accepting the mailed link while signed in as that address.
 */
const A = 'hotel-a';
const B = 'hotel-b';
const C = 'hotel-c';

const RESET: Record<string, TestClaims> = {
  adminB: { admin: true, staff: true, accessibleHotels: [B] },
  staffA: { staff: true, accessibleHotels: [A] },
  manager: { admin: true, staff: true, accessibleHotels: [A, B] },
};

const { as, uids: ids } = usersOfHotels(
  [
    [A, 'Hotel A'],
    [B, 'Hotel B'],
    [C, 'Hotel C'],
  ],
  {
    adminA: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [A] }],
    adminB: ['admin@b.test', RESET.adminB],
    adminC: ['admin@c.test', { admin: true, staff: true, accessibleHotels: [C] }],
    staffA: ['staff@a.test', RESET.staffA],
    manager: ['manager@ab.test', RESET.manager],
  },
);

const NEW_ADDRESS = 'newcomer@x.test';

beforeEach(async () => {
  for (const [key, claims] of Object.entries(RESET)) {
    await adminAuth().setCustomUserClaims(ids[key as keyof typeof ids], {
      admin: claims.admin ?? false,
      staff: claims.staff ?? false,
      accessibleHotels: claims.accessibleHotels ?? [],
    });
  }
  const created = await adminAuth()
    .getUserByEmail(NEW_ADDRESS)
    .catch(() => null);
  if (created) await adminAuth().deleteUser(created.uid);
});

const invite = (client: TestClient, email: string, hotelId: string, role?: InvitedRole) =>
  call(client, 'createNewHotelUser', {
    email,
    password: PASSWORD,
    targetHotelId: hotelId,
    ...(role ? { role } : {}),
  });
const list = (client: TestClient, hotelId: string) =>
  call<HotelUsersResponse>(client, 'getHotelUsersList', { targetHotelId: hotelId });
const accept = (client: TestClient, token: string) =>
  call<AcceptInvitationResponse>(client, 'acceptHotelInvitation', { token });
const claimsOf = async (uid: string) => (await adminAuth().getUser(uid)).customClaims;

/** The invitation of an address to a hotel, as stored (only the functions can read it). */
async function invitationOf(hotelId: string, email: string) {
  const snapshot = await adminDb()
    .collection('invitations')
    .where('hotelId', '==', hotelId)
    .where('email', '==', email)
    .get();
  return snapshot.docs.at(0);
}

/**
 * A token for the invitation, set through the admin SDK: the database keeps only a token's hash,
 * so the test gives the invitation the hash of a token it knows.
 */
async function tokenFor(hotelId: string, email: string): Promise<string> {
  const invitation = await invitationOf(hotelId, email);
  if (!invitation) throw new Error(`no invitation of ${email} to ${hotelId}`);
  const token = randomBytes(32).toString('base64url');
  await invitation.ref.update({
    tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'),
  });
  return token;
}

const tokenIn = (text: string) => /invitation\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

/** The invitation mail queued for an address; its link's token as stored or, once sent, as sent. */
async function mailedInvitation(email: string) {
  const mail = await waitFor(async () => {
    const snapshot = await adminDb().collection('mail').where('to', '==', email).get();
    return snapshot.docs.at(0)?.data();
  }, `the invitation mail to ${email}`);
  const message = mail.message as { subject: string; text: string; html: string };
  const stored = tokenIn(message.text);
  if (stored || !mailInbox) return { mail, message, token: stored };
  const sent = await waitFor(
    async () => (await caughtMails()).filter((m) => m.to.includes(email)).at(-1),
    `the delivered invitation to ${email}`,
  );
  return { mail, message, token: tokenIn(sent.text) };
}

describe('what the admin sees after createNewHotelUser', () => {
  it('is the same for a new address, an address of another hotel and one of this hotel', async () => {
    const before = await list(as.adminA, A);
    const answers = [
      await invite(as.adminA, NEW_ADDRESS, A),
      await invite(as.adminA, 'admin@b.test', A),
      await invite(as.adminA, 'staff@a.test', A),
    ];
    for (const answer of answers) expect(answer).toEqual({ success: true, message: '' });

    const after = await list(as.adminA, A);
    // Nobody joined the hotel or changed in it: the new account is not a member yet.
    expect(after.users).toEqual(before.users);
    expect(after.users.map((user) => user.email)).not.toContain(NEW_ADDRESS);
    // One pending invitation each, the same fields with the same values but for the address.
    expect(after.invitations.map((invitation) => invitation.email)).toEqual(
      ['admin@b.test', 'staff@a.test', NEW_ADDRESS].sort((a, b) => a.localeCompare(b)),
    );
    const alike = (invitation: PendingInvitation) => ({
      keys: Object.keys(invitation).sort(),
      role: invitation.role,
      expiresIn: Math.round((Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000),
    });
    const shapes = after.invitations.map(alike);
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
    expect(shapes[0]).toEqual({
      keys: ['email', 'expiresAt', 'id', 'role'],
      role: 'user',
      expiresIn: 168,
    });

    // The new address has an account, in no hotel; the existing accounts are as they were.
    expect((await adminAuth().getUserByEmail(NEW_ADDRESS)).customClaims).toEqual({
      admin: false,
      staff: false,
      accessibleHotels: [],
    });
    expect(await claimsOf(ids.adminB)).toEqual({ admin: true, staff: true, accessibleHotels: [B] });
  });
});

describe('acceptHotelInvitation', () => {
  it('adds the hotel to the new account signed in with the password the admin set, once', async () => {
    await invite(as.adminA, NEW_ADDRESS, A, 'staff');
    const { mail, message, token } = await mailedInvitation(NEW_ADDRESS);
    // The mail names the hotel in Japanese and English; the link carries the token.
    expect(mail.to).toBe(NEW_ADDRESS);
    expect(message.subject).toBe('Hotel Aへの招待 / Invitation to Hotel A');
    expect(token).toHaveLength(43);
    // Only the token's hash is kept.
    const stored = await invitationOf(A, NEW_ADDRESS);
    expect(JSON.stringify(stored?.data())).not.toContain(token);

    const newcomer = await signedInClient(NEW_ADDRESS);
    expect(await accept(newcomer, token)).toEqual({ success: true, hotelId: A });
    const uid = newcomer.actor.uid;
    expect(await claimsOf(uid)).toEqual({ admin: false, staff: true, accessibleHotels: [A] });
    expect((await adminDb().doc(`users/${uid}`).get()).get('claimsVersion')).toBe(2);
    const after = await list(as.adminA, A);
    expect(after.invitations).toEqual([]);
    expect(after.users.find((user) => user.email === NEW_ADDRESS)?.claims).toEqual({
      admin: false,
      staff: true,
      accessibleHotels: [A],
    });
    // The link works once.
    expect(await details(accept(newcomer, token))).toMatchObject({
      code: 'functions/not-found',
      details: { key: 'serverErrors.invitationInvalid' },
    });
  });

  it('refuses another account, an expired link, a withdrawn one and a made-up one', async () => {
    await invite(as.adminA, NEW_ADDRESS, A);
    const token = await tokenFor(A, NEW_ADDRESS);
    // Signed in, but not as the invited address.
    expect(await details(accept(as.staffA, token))).toMatchObject({
      code: 'functions/permission-denied',
      details: { key: 'serverErrors.invitationOtherAccount' },
    });
    const invitation = await invitationOf(A, NEW_ADDRESS);
    await invitation?.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const newcomer = await signedInClient(NEW_ADDRESS);
    expect(await details(accept(newcomer, token))).toMatchObject({
      code: 'functions/not-found',
      details: { key: 'serverErrors.invitationInvalid' },
    });
    // An expired invitation is no longer listed as pending.
    expect((await list(as.adminA, A)).invitations).toEqual([]);

    await invite(as.adminA, NEW_ADDRESS, A);
    const renewed = await tokenFor(A, NEW_ADDRESS);
    const [pending] = (await list(as.adminA, A)).invitations;
    // Only an admin of the hotel withdraws it.
    expect(
      await details(
        call(as.adminB, 'withdrawHotelInvitation', { hotelId: A, invitationId: pending.id }),
      ),
    ).toMatchObject({ code: 'functions/permission-denied' });
    await call(as.adminA, 'withdrawHotelInvitation', { hotelId: A, invitationId: pending.id });
    expect((await list(as.adminA, A)).invitations).toEqual([]);
    for (const attempt of [renewed, randomBytes(32).toString('base64url')]) {
      expect(await details(accept(newcomer, attempt))).toMatchObject({
        code: 'functions/not-found',
        details: { key: 'serverErrors.invitationInvalid' },
      });
    }
    expect(await claimsOf(newcomer.actor.uid)).toEqual({
      admin: false,
      staff: false,
      accessibleHotels: [],
    });
  });

  it("adds a hotel to a group manager's account and keeps its other hotels", async () => {
    await invite(as.adminC, 'manager@ab.test', C, 'admin');
    expect(await accept(as.manager, await tokenFor(C, 'manager@ab.test'))).toEqual({
      success: true,
      hotelId: C,
    });
    expect(await claimsOf(ids.manager)).toEqual({
      admin: true,
      staff: true,
      accessibleHotels: [A, B, C],
    });
    expect((await list(as.adminC, C)).users.map((user) => user.email)).toContain('manager@ab.test');
  });

  it('refuses an account of other hotels whose role there differs from the invited one', async () => {
    // Flags are global: B's admin joining C as a plain user would be C's admin.
    await invite(as.adminC, 'admin@b.test', C, 'user');
    expect(await details(accept(as.adminB, await tokenFor(C, 'admin@b.test')))).toMatchObject({
      code: 'functions/failed-precondition',
      details: { key: 'serverErrors.invitationRoleDiffers' },
    });
    expect(await claimsOf(ids.adminB)).toEqual({ admin: true, staff: true, accessibleHotels: [B] });
    expect((await list(as.adminC, C)).invitations).toHaveLength(1);
  });

  it('leaves a member of the hotel as it is and ends the invitation', async () => {
    await invite(as.adminA, 'staff@a.test', A, 'admin');
    expect(await accept(as.staffA, await tokenFor(A, 'staff@a.test'))).toEqual({
      success: true,
      hotelId: A,
    });
    expect(await claimsOf(ids.staffA)).toEqual({
      admin: false,
      staff: true,
      accessibleHotels: [A],
    });
    expect((await list(as.adminA, A)).invitations).toEqual([]);
  });
});
