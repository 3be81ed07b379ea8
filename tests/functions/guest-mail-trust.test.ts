import { createHash } from 'node:crypto';
import { httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCONFIRMED_MAIL_LIMIT, reportRateHourId } from '@/domain/mail-trust';
import { toLostItemWrite } from '@/domain/schemas/lost-item';
import { createLostItem } from '@/firebase/lost-item-writes';
import { createMatch, markPaid, markShipped, updatePackageDetails } from '@/firebase/match-writes';
import {
  adminDb,
  callFunction,
  clearFirestore,
  closeClients,
  guestClient,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import { guestReportValues, readDoc, seedFound } from '../support/fixtures';
import {
  linkToken,
  mailInbox,
  referenceOf,
  reportAsGuest,
  reportStatus as status,
  tokenIn,
  waitFor,
} from '../support/functions';

// Mail to addresses nobody confirmed (docs/trust-model.md, "Mail to unconfirmed addresses"):
// a report may name any address, so the hotel's mail must not carry the reporter's words to it.
vi.setConfig({ testTimeout: 150_000, hookTimeout: 150_000 });
const A = 'sakura-tokyo';
const B = 'fuji-kyoto';
/**
 * Only the rate test reports to C and D, so no other test's late trigger moves their counts (the
 * count is written after the reference, which is all that an earlier test waits for).
 */
const C = 'kumo-osaka';
const D = 'umi-sapporo';
let admin: TestClient;
let staffB: TestClient;

/** The attack: a stranger's address, and a phishing text in every field the reporter writes. */
const PHISHING = {
  firstName: 'URGENT: your card ending 4242 was charged',
  surname: 'dispute at http://evil.example/dispute',
  itemName: 'Refund form http://evil.example/refund',
  locationLost: 'Call +1 555 0100 now',
  description: 'Your account is suspended, log in at http://evil.example/login',
  brand: 'EvilBrand',
};
const PHISHING_MARKERS = ['URGENT', '4242', 'evil.example', '555 0100', 'suspended', 'EvilBrand'];

/** A report through the app by a fresh anonymous guest; resolves once it has its reference. */
async function report(hotelId: string, email: string, values = {}) {
  const { id } = await reportAsGuest(hotelId, { email, ...values });
  return { id, reference: await referenceOf(id) };
}

const mailOf = async (mailId: string) => {
  const mail = await waitFor(() => readDoc(`mail/${mailId}`), `mail ${mailId}`);
  return mail as { to: string; message: { subject: string; text: string; html: string } };
};
const everyPart = (mail: { message: { subject: string; text: string; html: string } }) =>
  [mail.message.subject, mail.message.text, mail.message.html].join('\n');

async function setHotel(id: string, name: string) {
  await adminDb()
    .doc(`hotels/${id}`)
    .set({
      displayName: name,
      contactEmail: `desk@${id}.example`,
      contactPhone: '+81 3 1234 5678',
      settings: { emailNotifications: true, updatedAt: null },
    });
}

beforeAll(async () => {
  ({ admin, staffB } = await signedInUsers({
    admin: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [A, C] }, 'Aiko'],
    staffB: ['staff@b.test', { staff: true, accessibleHotels: [B] }, 'Ben'],
  }));
  await clearFirestore();
  await setHotel(A, 'Hotel Sakura Tokyo');
  // Warm the trigger and the callables up once.
  await report(A, 'warm@example.com');
  await status({ token: 'A'.repeat(43) }).catch(() => undefined);
});

beforeEach(async () => {
  await clearFirestore();
  await setHotel(A, 'Hotel Sakura Tokyo');
  await setHotel(B, 'Hotel Fuji Kyoto');
  await setHotel(C, 'Hotel Kumo Osaka');
  await setHotel(D, 'Hotel Umi Sapporo');
});

afterAll(closeClients);

describe('a report naming a stranger’s address', () => {
  it('mails only the hotel, the reference and the link; following the link confirms the address', async () => {
    const { id, reference } = await report(A, 'stranger@example.com', PHISHING);
    const mail = await mailOf(`report-received-${id}`);
    expect(mail.to).toBe('stranger@example.com');
    const all = everyPart(mail);
    for (const marker of [...PHISHING_MARKERS, 'Wallet', 'Dear']) expect(all).not.toContain(marker);
    expect(mail.message.subject).toBe(
      `Hotel Sakura Tokyo: please confirm your email address for report ${reference}`,
    );
    expect(mail.message.text.startsWith('Hello,\n\n')).toBe(true);
    expect(all).toContain(reference);
    expect(all).toContain('desk@sakura-tokyo.example');
    expect((await readDoc(`lost-items/${id}`))?.emailConfirmation).toBeUndefined();

    // Knowing reference and email confirms nothing; the mailed link does, once.
    const byReference = await status({ reference, email: 'stranger@example.com' });
    expect(byReference.addressConfirmedNow).toBeUndefined();
    expect((await readDoc(`lost-items/${id}`))?.emailConfirmation).toBeUndefined();
    const token = await linkToken(`report-received-${id}`);
    expect((await status({ token })).addressConfirmedNow).toBe(true);
    expect((await readDoc(`lost-items/${id}`))?.emailConfirmation).toMatchObject({
      method: 'link',
      by: null,
      at: expect.anything() as unknown,
    });
    expect((await status({ token })).addressConfirmedNow).toBeUndefined();

    // Confirmed: the match-confirmed mail may carry the report's own words again.
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: id,
      foundItemId: await seedFound(A, { itemType: 'Umbrella' }),
    });
    await httpsCallable(admin.functions, 'confirmMatch')({ matchId });
    const confirmed = everyPart(await mailOf(`match-confirmed-${matchId}`));
    expect(confirmed).toContain(PHISHING.firstName);
    expect(confirmed).toContain('Refund form');
  });

  it('the match-confirmed mail to an unconfirmed address is worded from the hotel’s data', async () => {
    const { id, reference } = await report(A, 'stranger@example.com', PHISHING);
    await mailOf(`report-received-${id}`);
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: id,
      foundItemId: await seedFound(A, { itemType: 'Umbrella', itemName: 'Black umbrella' }),
    });
    await httpsCallable(admin.functions, 'confirmMatch')({ matchId });
    const mail = await mailOf(`match-confirmed-${matchId}`);
    const all = everyPart(mail);
    for (const marker of [...PHISHING_MARKERS, 'Wallet', 'Black umbrella'])
      expect(all).not.toContain(marker);
    expect(mail.message.subject).toBe(
      `Good news from Hotel Sakura Tokyo: an item was found for report ${reference}`,
    );
    expect(mail.message.text).toContain('has found an item (Umbrella)');
    expect(tokenIn(mail.message.text) || mailInbox).toBeTruthy();
  });

  it('staff record that they verified the address; editing the email voids it', async () => {
    const { id } = await report(A, 'guest@example.com', { ...PHISHING, country: 'United Kingdom' });
    await mailOf(`report-received-${id}`);
    // Staff of another hotel, and guests, cannot.
    const other = await callFunction(staffB, 'verifyGuestEmail', { itemId: id }).catch(
      (error: { code: string }) => error.code,
    );
    expect(other).toBe('functions/not-found');
    const guest = await guestClient();
    const anonymous = await callFunction(guest, 'verifyGuestEmail', { itemId: id }).catch(
      (error: { code: string }) => error.code,
    );
    expect(anonymous).toBe('functions/permission-denied');
    expect((await readDoc(`lost-items/${id}`))?.emailConfirmation).toBeUndefined();

    await callFunction(admin, 'verifyGuestEmail', { itemId: id });
    const item = await readDoc(`lost-items/${id}`);
    expect(item?.emailConfirmation).toMatchObject({
      method: 'staff',
      by: { uid: admin.actor.uid, email: 'admin@a.test' },
      at: expect.anything() as unknown,
    });
    const entry = await readDoc(`activity/${String(item?.lastActivityId)}`);
    expect(entry).toMatchObject({
      action: 'email-verified',
      targetType: 'lost-item',
      targetId: id,
      actorUid: admin.actor.uid,
    });

    // Verified: the shipped mail carries the report's text. Then the email changes: unverified.
    const ship = async () => {
      const matchId = await createMatch(admin.db, admin.actor, {
        lostItemId: id,
        foundItemId: await seedFound(A),
      });
      await updatePackageDetails(admin.db, admin.actor, matchId, {
        packageSize: 'small',
        packageWeight: null,
      });
      // The postage paid (shipping waits for it: docs/shipping-paperwork.md).
      await markPaid(admin.db, admin.actor, matchId);
      await markShipped(admin.db, admin.actor, matchId, {
        carrier: 'yamato',
        trackingNumber: '123456789012',
        agreedByPhone: true,
      });
      return everyPart(await mailOf(`shipped-${matchId}`));
    };
    expect(await ship()).toContain('Refund form');
    await adminDb().doc(`lost-items/${id}`).update({
      email: 'someone-else@example.com',
      status: 'pending',
      matchId: null,
    });
    const second = await ship();
    expect(second).not.toContain('Refund form');
    expect(second).toContain('123456789012');
  });
});

describe('unconfirmed mails per address, across hotels', () => {
  it(`queues at most ${UNCONFIRMED_MAIL_LIMIT} a day and records on the report why not`, async () => {
    // One mailbox, spelt four ways, reported at two hotels.
    const spellings = [
      'victim@example.com',
      'Victim@Example.com',
      'victim+lost@example.com',
      ' VICTIM@example.com',
    ];
    const reports: { id: string; reference: string }[] = [];
    for (const [index, email] of spellings.entries()) {
      reports.push(await report(index % 2 === 0 ? A : B, email.trim()));
      await waitFor(
        async () =>
          (await readDoc(`mail/report-received-${reports[index]?.id ?? ''}`)) ??
          (await readDoc(`lost-items/${reports[index]?.id ?? ''}`))?.mailHeld,
        'the mail or the reason it was held',
      );
    }
    const mails = (await adminDb().collection('mail').get()).docs.map((d) => d.id);
    expect(mails.sort()).toEqual(
      reports
        .slice(0, UNCONFIRMED_MAIL_LIMIT)
        .map((r) => `report-received-${r.id}`)
        .sort(),
    );
    const held = await readDoc(`lost-items/${reports[3]?.id ?? ''}`);
    expect(held?.mailHeld).toMatchObject({ mail: 'reportReceived', reason: 'recipient-limit' });
    // No status link was made for the mail that was not sent.
    expect((await adminDb().collection('status-tokens').get()).size).toBe(UNCONFIRMED_MAIL_LIMIT);

    // One counter, named by the hash of the normalised address; the address is nowhere in it.
    const counters = await adminDb().collection('mail-recipients').get();
    expect(counters.docs.map((d) => d.id)).toEqual([
      createHash('sha256').update('mail:victim@example.com').digest('hex'),
    ]);
    const counter = counters.docs[0]?.data() ?? {};
    expect(counter).toMatchObject({ count: UNCONFIRMED_MAIL_LIMIT });
    expect(JSON.stringify(counter)).not.toContain('victim');
    const expireAt = (counter.expireAt as { toMillis(): number }).toMillis();
    expect(expireAt - Date.now()).toBeGreaterThan(23 * 3600_000);

    // Another address is not affected.
    const other = await report(B, 'other@example.com');
    await mailOf(`report-received-${other.id}`);
  });
});

describe('the hourly rate of guest reports', () => {
  it('counts guest reports per hotel and hour, not staff reports', async () => {
    await report(C, '');
    await report(C, '');
    await report(D, '');
    // A report by staff of the hotel is not a guest report.
    const staffReport = await createLostItem(
      admin.db,
      { uid: admin.actor.uid, quotaExempt: true },
      toLostItemWrite(guestReportValues({ email: '' }), C, 'en'),
    );
    await waitFor(async () => (await readDoc(`lost-items/${staffReport}`))?.reference, 'ref');
    const hour = reportRateHourId(new Date());
    const countOf = async (hotelId: string) =>
      Number((await readDoc(`report-rates/${hotelId}/hours/${hour}`))?.count ?? 0);
    await waitFor(async () => (await countOf(C)) === 2 && (await countOf(D)) === 1, 'counts');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await countOf(C)).toBe(2);
    expect(await readDoc(`report-rates/${C}/hours/${hour}`)).toMatchObject({
      hotelId: C,
      hourStart: expect.anything() as unknown,
      expireAt: expect.anything() as unknown,
    });
  });
});
