import { createHash } from 'node:crypto';
import { doc, updateDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  STATUS_ATTEMPT_LIMIT,
  STATUS_REFERENCE_ATTEMPT_LIMIT,
  type GetReportStatusResponse,
} from '@/domain/guest-status';
import { isReference } from '@/domain/reference';
import type { PackageSize } from '@/domain/entities';
import type { Carrier } from '@/domain/tracking';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { markViewed } from '@/firebase/item-writes';
import {
  createMatch,
  markPaid,
  markShipped,
  overrideShippingRefusal,
  updatePackageDetails,
} from '@/firebase/match-writes';
import {
  adminDb,
  clearFirestore,
  closeClients,
  guestClient,
  refusal,
  refusalDetails as errorOf,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import { readDoc, seedFound, seedHotel, seedLost } from '../support/fixtures';
import {
  callSignedOut as call,
  caughtMails,
  linkToken,
  mailInbox,
  referenceOf,
  reportAsGuest,
  reportStatus as status,
  tokenIn,
  waitFor,
} from '../support/functions';

// References, the public status callable, guest mails and their SMTP delivery.
// Triggers run asynchronously (and start cold on a busy machine), hence the generous timeouts.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const HOTEL = 'sakura-tokyo';
let staff: TestClient;
let admin: TestClient;

/** An admin matches the report with a newly found item; resolves to the match id. */
const matchWithNewFound = async (lostItemId: string) =>
  createMatch(admin.db, admin.actor, { lostItemId, foundItemId: await seedFound(HOTEL) });
/** Staff set the package size (no weight), which prices the postage. */
const packAs = (matchId: string, packageSize: PackageSize) =>
  updatePackageDetails(staff.db, staff.actor, matchId, { packageSize, packageWeight: null });

/**
 * Calls a public callable as a caller at `address` (the entry the Google front end appends to
 * X-Forwarded-For, which the functions read as the caller's address); resolves to the answer's
 * status: 'OK', or the error's ('NOT_FOUND', 'RESOURCE_EXHAUSTED', ...).
 */
async function callFrom(address: string, name: string, data: unknown): Promise<string> {
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
  const response = await fetch(`${origin}/${DEMO_PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ data }),
  });
  const answer = (await response.json()) as { error?: { status: string } };
  return answer.error?.status ?? 'OK';
}
const statusFrom = (address: string, data: unknown) => callFrom(address, 'getReportStatus', data);

async function guestReport(language: 'en' | 'ja', email = 'emma@example.com') {
  const values = { email, phoneCode: '+44', phoneNumber: '7700900123' };
  const { guest, id } = await reportAsGuest(HOTEL, values, language);
  return { guest, id, reference: await referenceOf(id) };
}

beforeAll(async () => {
  ({ admin, staff } = await signedInUsers({
    admin: ['admin@s.test', { admin: true, staff: true, accessibleHotels: [HOTEL] }, 'Aiko'],
    staff: ['staff@s.test', { staff: true, accessibleHotels: [HOTEL] }, 'Sam'],
  }));
  // Warm the trigger and the callables up once. The first trigger of a run loads every function
  // while the other tiers start beside it: give it two minutes, not the tests' one.
  await clearFirestore();
  await referenceOf(await seedLost(HOTEL), 120_000);
  await Promise.all(
    ['getReportStatus', 'confirmShippingDetails'].map((name) =>
      call(name, { token: 'A'.repeat(43) }).catch(() => undefined),
    ),
  );
}, 180_000);

beforeEach(async () => {
  await clearFirestore();
  await adminDb()
    .doc(`hotels/${HOTEL}`)
    .set({
      displayName: 'Hotel Sakura Tokyo',
      contactEmail: 'desk@sakura.example',
      contactPhone: '+81 3 1234 5678',
      settings: { emailNotifications: true, updatedAt: null },
    });
});

afterAll(closeClients);

describe('reference numbers', () => {
  it('a guest report gets a hotel-prefixed reference, reserved once, shown to the guest live', async () => {
    const { guest, id, reference } = await guestReport('en');
    expect(isReference(reference)).toBe(true);
    expect(reference.startsWith('SAK-')).toBe(true);
    expect(await readDoc(`references/${reference}`)).toMatchObject({ hotelId: HOTEL, itemId: id });
    // The reporter may read it; nobody may write it.
    expect(
      await refusal(updateDoc(doc(guest.db, 'lost-items', id), { reference: 'SAK-2222-22' })),
    ).toBe('permission-denied');
    expect(
      await refusal(updateDoc(doc(staff.db, 'lost-items', id), { reference: 'SAK-2222-22' })),
    ).toBe('permission-denied');
    // An unrelated staff update of a report that has a reference still works.
    expect(await markViewed(staff.db, staff.actor, 'lost-items', id)).toBe(true);
    expect(await readDoc(`lost-items/${id}`)).toMatchObject({ reference, viewed: true });
  });

  it('is unique under concurrent creates', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => seedLost(HOTEL)));
    const references = await Promise.all(
      ids.map((id) =>
        waitFor(
          async () => (await readDoc(`lost-items/${id}`))?.reference as string,
          `reference of ${id}`,
          100_000,
        ),
      ),
    );
    expect(new Set(references).size).toBe(12);
    expect((await adminDb().collection('references').get()).size).toBe(12);
    // Seeded records (no reporter uid) get a reference but no mail.
    expect((await adminDb().collection('mail').get()).size).toBe(0);
  });
});

describe('getReportStatus', () => {
  it('answers the reference and email of the report, and nothing else', async () => {
    const { reference } = await guestReport('ja');
    const answer = await status({
      reference: reference.toLowerCase(),
      email: ' EMMA@example.com ',
    });
    expect(answer).toEqual({
      reference,
      hotelName: 'Hotel Sakura Tokyo',
      hotelContact: { email: 'desk@sakura.example', phone: '+81 3 1234 5678' },
      itemType: 'Wallet',
      itemName: 'Brown wallet',
      language: 'ja',
      state: 'reported',
      timeline: [
        // vitest types its asymmetric matchers as any
        { step: 'reported', done: true, at: expect.any(String) as unknown },
        { step: 'found', done: false, at: null },
        { step: 'confirmed', done: false, at: null },
        { step: 'shipped', done: false, at: null },
      ],
      shipping: null,
      offer: null,
      // The thread with the hotel (src/domain/messages.ts): empty until someone writes.
      thread: { messages: [], questionOpen: false, usualAnswerHours: null, answerTargetHours: 24 },
    });
    expect(JSON.stringify(answer)).not.toMatch(/Emma|Wilson|7700900123|emma@example/);
  });

  it('says the same for a wrong email, an unknown reference and a deleted report', async () => {
    const { reference, id } = await guestReport('en');
    const wrongEmail = await errorOf(status({ reference, email: 'someone@else.com' }));
    const unknown = await errorOf(status({ reference: 'SAK-2222-22', email: 'emma@example.com' }));
    const malformed = await errorOf(status({ reference: 'hello', email: 'emma@example.com' }));
    expect(wrongEmail.code).toBe('functions/not-found');
    expect(wrongEmail.details).toEqual({ key: 'guestStatus.errors.notFound' });
    expect(unknown).toEqual(wrongEmail);
    expect(malformed).toEqual(wrongEmail);
    await adminDb().doc(`lost-items/${id}`).update({ deleted: true });
    expect(await errorOf(status({ reference, email: 'emma@example.com' }))).toEqual(wrongEmail);
    expect((await errorOf(status({ reference }))).code).toBe('functions/invalid-argument');
  });

  it('limits failed attempts per caller address and window', async () => {
    for (let i = 0; i < STATUS_ATTEMPT_LIMIT; i += 1) {
      expect((await errorOf(status({ reference: 'SAK-2222-22', email: 'x@y.z' }))).code).toBe(
        'functions/not-found',
      );
    }
    const refused = await errorOf(status({ reference: 'SAK-2222-23', email: 'x@y.z' }));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.details).toEqual({ key: 'guestStatus.errors.tooMany' });
    // Another address (as the Google front end appends it) has its own count.
    expect(await statusFrom('203.0.113.9', { reference: 'SAK-2222-23', email: 'x@y.z' })).toBe(
      'NOT_FOUND',
    );
    // No address or reference is stored in clear: two addresses, two references.
    const attempts = await adminDb().collection('status-attempts').get();
    expect(attempts.size).toBe(4);
    const stored = JSON.stringify(attempts.docs.map((d) => [d.id, d.data()]));
    expect(stored).not.toContain('127.0.0.1');
    expect(stored).not.toContain('SAK-2222');
  });
  it('the report-received mail links to the status with a token stored only as a hash', async () => {
    const { id, reference } = await guestReport('ja');
    const mail = await waitFor(() => readDoc(`mail/report-received-${id}`), 'the mail');
    const message = mail.message as { subject: string; text: string; html: string };
    expect(mail).toMatchObject({
      to: 'emma@example.com',
      replyTo: 'desk@sakura.example',
      language: 'ja',
    });
    expect(message.subject).toContain(reference);
    // Nobody confirmed the address yet: the first mail asks to confirm it (docs/trust-model.md).
    expect(message.subject).toContain('メールアドレスのご確認のお願い');
    expect(message.html).toContain(reference);
    const token = await linkToken(`report-received-${id}`);
    expect(token).not.toBe('');
    const tokens = await adminDb().collection('status-tokens').get();
    expect(tokens.size).toBe(1);
    expect(tokens.docs[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(tokens.docs[0]?.data())).not.toContain(token);
    expect(await status({ token })).toMatchObject({ reference, state: 'reported' });
    // An unknown link is told apart from a wrong reference: the page offers the form instead.
    expect(await errorOf(status({ token: 'A'.repeat(43) }))).toMatchObject({
      code: 'functions/not-found',
      details: { key: 'guestStatus.errors.token' },
    });
    // Clients can read neither the tokens nor the references nor the mail.
    const guest = await guestClient();
    const { getDoc } = await import('firebase/firestore');
    for (const path of [
      `status-tokens/${tokens.docs[0]?.id}`,
      `references/${reference}`,
      `mail/report-received-${id}`,
    ]) {
      expect(await refusal(getDoc(doc(guest.db, path)))).toBe('permission-denied');
    }
  });

  it('sends no guest mail when the hotel turned notifications off', async () => {
    await seedHotel(HOTEL, 'Hotel Sakura Tokyo', false);
    const { id } = await guestReport('en');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await readDoc(`mail/report-received-${id}`)).toBeUndefined();
  });
});

describe('the attempt limit counts failed proofs only', () => {
  const HOTEL_WIFI = '198.51.100.20';

  /** A report with its reference, seeded as stored (no trigger to wait for). */
  async function storedReport(reference: string, email: string) {
    const id = await seedLost(HOTEL, { reference, email });
    await adminDb().doc(`references/${reference}`).set({ hotelId: HOTEL, itemId: id });
    return { id, reference, email };
  }

  it('many successful lookups from one address do not lock out the next guest there', async () => {
    const first = await storedReport('SAK-3333-33', 'first@example.com');
    const next = await storedReport('SAK-4444-44', 'next@example.com');
    // One guest on the hotel's Wi-Fi checks their report again and again, and writes to the hotel.
    for (let i = 0; i < STATUS_ATTEMPT_LIMIT * 2; i += 1) {
      expect(await statusFrom(HOTEL_WIFI, { reference: first.reference, email: first.email })).toBe(
        'OK',
      );
    }
    expect(
      await callFrom(HOTEL_WIFI, 'postGuestMessage', {
        reference: first.reference,
        email: first.email,
        text: 'Still looking?',
        language: 'en',
      }),
    ).toBe('OK');
    // The next guest at the same address types a wrong email once, then the right one.
    expect(
      await statusFrom(HOTEL_WIFI, { reference: next.reference, email: 'nxt@example.com' }),
    ).toBe('NOT_FOUND');
    expect(await statusFrom(HOTEL_WIFI, { reference: next.reference, email: next.email })).toBe(
      'OK',
    );
    // What is counted is that one failure, at the address and at the reference it named.
    const counts = (await adminDb().collection('status-attempts').get()).docs.map((d) =>
      Number(d.get('count')),
    );
    expect(counts.sort()).toEqual([0, 1, 1]);
  });

  it('failed proofs still lock the address, for right and wrong proofs alike; a mail link still opens', async () => {
    const own = await storedReport('SAK-5555-55', 'own@example.com');
    for (let i = 0; i < STATUS_ATTEMPT_LIMIT; i += 1) {
      const guess = `SAK-6666-${'23456789AB'[i]}2`;
      expect(await statusFrom(HOTEL_WIFI, { reference: guess, email: 'x@y.z' })).toBe('NOT_FOUND');
    }
    // Locked: the right proof is refused like a wrong one, so the lock tells no guess apart.
    expect(await statusFrom(HOTEL_WIFI, { reference: own.reference, email: own.email })).toBe(
      'RESOURCE_EXHAUSTED',
    );
    expect(await statusFrom(HOTEL_WIFI, { reference: own.reference, email: 'x@y.z' })).toBe(
      'RESOURCE_EXHAUSTED',
    );
    expect(await statusFrom(HOTEL_WIFI, { token: 'B'.repeat(43) })).toBe('RESOURCE_EXHAUSTED');
    // A guest holding a mail link's token is neither refused nor counted.
    const token = 'C'.repeat(43);
    await adminDb()
      .doc(`status-tokens/${createHash('sha256').update(token).digest('hex')}`)
      .set({ itemId: own.id, hotelId: HOTEL, purpose: 'test' });
    expect(await statusFrom(HOTEL_WIFI, { token })).toBe('OK');
    // Another address is not locked.
    expect(await statusFrom('198.51.100.21', { reference: own.reference, email: own.email })).toBe(
      'OK',
    );
  });

  it('locks a reference after failed proofs from many addresses, whether a report has it or not', async () => {
    const own = await storedReport('SAK-7777-77', 'own@example.com');
    for (const reference of [own.reference, 'SAK-7777-78']) {
      for (let i = 0; i < STATUS_REFERENCE_ATTEMPT_LIMIT; i += 1) {
        expect(await statusFrom(`192.0.2.${i + 1}`, { reference, email: 'x@y.z' })).toBe(
          'NOT_FOUND',
        );
      }
      // From a fresh address, the reference is locked, right email or not.
      expect(await statusFrom('192.0.2.200', { reference, email: own.email })).toBe(
        'RESOURCE_EXHAUSTED',
      );
    }
    // Spelled another way, it is the same reference.
    expect(await statusFrom('192.0.2.201', { reference: 'sak 7777 77', email: own.email })).toBe(
      'RESOURCE_EXHAUSTED',
    );
    // Other references from those addresses are not.
    const other = await storedReport('SAK-8888-88', 'other@example.com');
    expect(await statusFrom('192.0.2.1', { reference: other.reference, email: other.email })).toBe(
      'OK',
    );
  });

  it('a burst of parallel guesses gets no more answers than the limit', async () => {
    const guess = (i: number) =>
      statusFrom('203.0.113.50', {
        reference: `SAK-9999-${'23456789ABCDEFGH'[i]}3`,
        email: 'x@y.z',
      });
    const left = 2;
    for (let i = 0; i < STATUS_ATTEMPT_LIMIT - left; i += 1)
      expect(await guess(i)).toBe('NOT_FOUND');
    // Four at once with two attempts left: two answers, two refusals, whatever the order.
    const answers = await Promise.all([10, 11, 12, 13].map(guess));
    expect(answers.filter((answer) => answer === 'NOT_FOUND')).toHaveLength(left);
    expect(answers.filter((answer) => answer === 'RESOURCE_EXHAUSTED')).toHaveLength(2);
  });
});

describe('mail at every step', () => {
  async function matched(lostId: string) {
    const foundId = await seedFound(HOTEL, { status: 'matched', matchId: 'm1' });
    await adminDb().doc(`lost-items/${lostId}`).update({ status: 'matched', matchId: 'm1' });
    await adminDb()
      .doc('matches/m1')
      .set({
        hotelId: HOTEL,
        lostItemId: lostId,
        foundItemId: foundId,
        status: 'matched',
        matchedAt: new Date('2026-05-04T10:00:00Z'),
        found: { itemType: 'Wallet', itemName: 'Wallet', dateFound: '2026-05-03', imageUrl: null },
        lost: {
          itemType: 'Wallet',
          itemName: 'Brown wallet',
          firstName: 'Emma',
          surname: 'Wilson',
          email: 'emma@example.com',
          country: '',
          language: 'en',
          imageUrl: null,
        },
        notificationQueued: false,
      });
  }

  it('confirmed and shipped mails are queued once each, with status links and tracking', async () => {
    const { id, reference } = await guestReport('en');
    await waitFor(() => readDoc(`mail/report-received-${id}`), 'the first mail');
    await matched(id);
    expect(await status({ reference, email: 'emma@example.com' })).toMatchObject({
      state: 'found',
    });

    await httpsCallable(admin.functions, 'confirmMatch')({ matchId: 'm1' });
    const confirmed = await readDoc('mail/match-confirmed-m1');
    const confirmedText = (confirmed?.message as { text: string }).text;
    expect(confirmedText).toContain(reference);
    expect(confirmedText).toContain('desk@sakura.example');
    expect(await status({ token: await linkToken('match-confirmed-m1') })).toMatchObject({
      state: 'confirmed',
    });

    await adminDb().doc('matches/m1').update({
      status: 'shipped',
      shippedAt: new Date(),
      carrier: 'japan-post-ems',
      trackingNumber: 'EE 1234 5678 9JP',
    });
    const shipped = await waitFor(() => readDoc('mail/shipped-m1'), 'the shipped mail');
    const text = (shipped.message as { text: string }).text;
    expect(text).toContain('Japan Post EMS');
    expect(text).toContain('EE123456789JP');
    expect(text).toContain('https://trackings.post.japanpost.jp/');
    const answer = await status({ token: await linkToken('shipped-m1') });
    expect(answer.state).toBe('shipped');
    expect(answer.timeline.every((step) => step.done)).toBe(true);
    expect(answer.shipping).toEqual({
      carrier: 'japan-post-ems',
      trackingNumber: 'EE123456789JP',
      trackingUrl:
        'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=EE123456789JP&locale=en',
    });

    // Shipping again (back and forth) sends nothing more.
    await adminDb().doc('matches/m1').update({ status: 'on-hold' });
    await adminDb().doc('matches/m1').update({ status: 'shipped' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = (await adminDb().collection('mail').get()).docs.map((d) => d.id).sort();
    expect(ids).toEqual([`report-received-${id}`, 'match-confirmed-m1', 'shipped-m1'].sort());
  });
});

describe('shipping details', () => {
  it('staff ship with carrier and tracking number; the rules refuse unknown carriers', async () => {
    const lostId = await seedLost(HOTEL, { email: 'ship@example.com', language: 'ja' });
    const reference = await referenceOf(lostId);
    const matchId = await matchWithNewFound(lostId);
    await packAs(matchId, 'small');
    const bad = { carrier: 'pigeon' as Carrier, trackingNumber: '' };
    await refusal(markShipped(staff.db, staff.actor, matchId, bad));
    const long = { carrier: 'dhl' as Carrier, trackingNumber: 'X'.repeat(61) };
    await refusal(markShipped(staff.db, staff.actor, matchId, long));
    expect(await readDoc(`matches/${matchId}`)).toMatchObject({ status: 'matched' });

    const ship = { carrier: 'yamato' as Carrier, trackingNumber: '1234-5678-9012' };
    await markPaid(staff.db, staff.actor, matchId);
    // Paid, but neither the guest's yes nor a phone agreement: refused.
    await refusal(markShipped(staff.db, staff.actor, matchId, ship));
    await markShipped(staff.db, staff.actor, matchId, { ...ship, agreedByPhone: true });
    expect(await readDoc(`matches/${matchId}`)).toMatchObject({
      status: 'shipped',
      carrier: 'yamato',
      trackingNumber: '123456789012',
      agreedByPhone: { uid: staff.actor.uid, email: 'staff@s.test' },
    });
    const mail = await waitFor(() => readDoc(`mail/shipped-${matchId}`), 'the shipped mail');
    const text = (mail.message as { text: string }).text;
    expect(text).toContain('配送業者：ヤマト運輸');
    expect(text).toContain('number01=123456789012');
    expect(text).toContain(reference);
  });
});

describe('address and postage confirmed by the guest', () => {
  it('lets the guest accept the quote on the status page, which lets staff ship; paid is marked once', async () => {
    const { id, reference } = await guestReport('en');
    const token = await linkToken(`report-received-${id}`);
    await adminDb().doc(`lost-items/${id}`).update({ country: 'United Kingdom' });
    const matchId = await matchWithNewFound(id);
    const consent = { token, address: '10 Downing St\nLondon SW1A 2AA', acceptQuote: true };

    // Not before the hotel confirmed the match and set a quote.
    expect((await errorOf(call('confirmShippingDetails', consent))).code).toBe(
      'functions/failed-precondition',
    );
    expect((await status({ token })).offer).toBeNull();
    await httpsCallable(admin.functions, 'confirmMatch')({ matchId });
    expect((await status({ token })).offer).toMatchObject({ quote: null, accepted: false });
    await packAs(matchId, 'small');
    expect((await status({ token })).offer).toEqual({
      quote: 1300,
      destination: expect.any(String) as unknown,
      address: '',
      accepted: false,
      acceptedAt: null,
      agreedByPhone: false,
    });
    // Wrong credentials, a missing acceptance or address: refused.
    expect(
      (
        await errorOf(
          call('confirmShippingDetails', {
            reference,
            email: 'x@y.z',
            address: consent.address,
            acceptQuote: true,
          }),
        )
      ).code,
    ).toBe('functions/not-found');
    expect(
      (await errorOf(call('confirmShippingDetails', { ...consent, acceptQuote: false }))).code,
    ).toBe('functions/invalid-argument');
    expect((await errorOf(call('confirmShippingDetails', { ...consent, address: '' }))).code).toBe(
      'functions/invalid-argument',
    );
    const ship = { carrier: 'dhl' as Carrier, trackingNumber: '1234567890' };
    await refusal(markShipped(staff.db, staff.actor, matchId, ship));

    const answer = await call<GetReportStatusResponse>('confirmShippingDetails', consent);
    expect(answer.offer).toMatchObject({
      quote: 1300,
      accepted: true,
      address: '10 Downing St\nLondon SW1A 2AA',
    });
    expect(await readDoc(`matches/${matchId}`)).toMatchObject({
      shippingAddress: '10 Downing St\nLondon SW1A 2AA',
      quoteAcceptedAmount: 1300,
    });
    // A new quote needs a new yes.
    await packAs(matchId, 'large');
    expect((await status({ token })).offer).toMatchObject({ quote: 3900, accepted: false });
    await refusal(markShipped(staff.db, staff.actor, matchId, ship));
    await call('confirmShippingDetails', consent);
    // Paid: once, with who and when.
    await markPaid(staff.db, staff.actor, matchId);
    expect(await refusal(markPaid(staff.db, staff.actor, matchId))).toBe('precondition');
    await markShipped(staff.db, staff.actor, matchId, ship);
    const shipped = await readDoc(`matches/${matchId}`);
    expect(shipped).toMatchObject({
      status: 'shipped',
      paid: { uid: staff.actor.uid, email: 'staff@s.test' },
    });
    expect(shipped?.agreedByPhone).toBeUndefined();
    expect((await status({ token })).state).toBe('shipped');
  });
});

describe('a match held straight from "matched" (never confirmed)', () => {
  it('is not shown as confirmed, offers no quote and refuses the acceptance until confirmed', async () => {
    const { id, reference } = await guestReport('en');
    // A destination the postage table prices (small to the UK: ¥1,300), as in the test above.
    await adminDb().doc(`lost-items/${id}`).update({ country: 'United Kingdom' });
    const matchId = await matchWithNewFound(id);
    await packAs(matchId, 'small');
    await adminDb().doc(`matches/${matchId}`).update({ status: 'on-hold', onHoldAt: new Date() });
    const credentials = { reference, email: 'emma@example.com' };
    const held = await status(credentials);
    expect(held.state).toBe('found');
    expect(held.offer).toBeNull();
    expect(held.timeline.find((step) => step.step === 'confirmed')).toMatchObject({
      done: false,
      at: null,
    });
    const consent = {
      ...credentials,
      address: '10 Downing St\nLondon SW1A 2AA',
      acceptQuote: true,
    };
    expect((await errorOf(call('confirmShippingDetails', consent))).code).toBe(
      'functions/failed-precondition',
    );
    expect((await readDoc(`matches/${matchId}`))?.quoteAcceptedAt).toBeUndefined();

    // Confirmed by the hotel, then held again: now the guest sees it and may accept.
    await adminDb()
      .doc(`matches/${matchId}`)
      .update({ status: 'on-hold', confirmedAt: new Date('2026-05-05T10:00:00Z') });
    const confirmed = await status(credentials);
    expect(confirmed.state).toBe('on-hold');
    expect(confirmed.offer).toMatchObject({ quote: 1300, accepted: false });
    const answer = await call<GetReportStatusResponse>('confirmShippingDetails', consent);
    expect(answer.offer).toMatchObject({ accepted: true });
  });
});

describe('SMTP delivery to the local mail catcher', () => {
  if (!mailInbox) {
    console.warn('SKIPPED: SMTP delivery needs `emulators-exec --mail` (MAIL_CATCHER_URL unset).');
  }

  it.skipIf(!mailInbox)('delivers each queued mail exactly once and records it', async () => {
    await fetch(`${mailInbox}/api/messages`, { method: 'DELETE' });
    const { id, reference } = await guestReport('ja', 'delivery@example.com');
    const delivered = await waitFor(async () => {
      const mail = await readDoc(`mail/report-received-${id}`);
      return (mail?.delivery as { state?: string } | undefined)?.state === 'SUCCESS' && mail;
    }, 'delivery');
    expect(delivered.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mine = (await caughtMails()).filter((m) => m.to.includes('delivery@example.com'));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.subject).toContain(reference);
    expect(mine[0]?.text).toContain('受付番号');
    expect(mine[0]?.html).toContain(reference);
    expect(mine[0]?.replyTo).toContain('desk@sakura.example');
  });

  it.skipIf(!mailInbox)(
    'removes the link token from the stored mail once sent, or once given up',
    async () => {
      const { id, reference } = await guestReport('en', 'redact@example.com');
      const sent = await waitFor(async () => {
        const mail = await readDoc(`mail/report-received-${id}`);
        return (mail?.delivery as { state?: string } | undefined)?.state === 'SUCCESS' && mail;
      }, 'delivery');
      const delivered = (await caughtMails()).filter((m) => m.to.includes('redact@example.com'));
      const token = tokenIn(delivered[0]?.text ?? '');
      expect(token).not.toBe('');
      const stored = sent.message as { subject: string; text: string; html: string };
      for (const part of [stored.text, stored.html]) {
        expect(part).not.toContain(token);
        expect(part).toContain('/status?token=REDACTED');
        expect(part).toContain(reference);
      }
      expect(sent.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
      // The link as mailed still works.
      expect(await status({ token })).toMatchObject({ reference, state: 'reported' });

      // A mail that cannot be sent (no recipient): ERROR after the retries, token removed too.
      const fake = 'B'.repeat(43);
      await adminDb()
        .doc('mail/undeliverable')
        .set({
          to: '',
          message: {
            subject: 'Undeliverable',
            text: `https://app.example/status?token=${fake}`,
            html: `<a href="https://app.example/status?token=${fake}">link</a>`,
          },
        });
      const failed = await waitFor(async () => {
        const mail = await readDoc('mail/undeliverable');
        return (mail?.delivery as { state?: string } | undefined)?.state === 'ERROR' && mail;
      }, 'the final error');
      // Tried MAX_SEND_ATTEMPTS times (with backoff between), never more, then recorded once.
      expect(failed.delivery).toMatchObject({ state: 'ERROR', attempts: 3 });
      expect(JSON.stringify(failed.message)).not.toContain(fake);
      expect((failed.message as { text: string }).text).toBe(
        'https://app.example/status?token=REDACTED',
      );
    },
  );
});

describe('shipping rules and tracking', () => {
  it('the guest sees what the post accepts with the quote; a passport ships only after an admin\u2019s override, and the shipped mail links the tracking page', async () => {
    const { id } = await guestReport('en');
    const token = await linkToken(`report-received-${id}`);
    await adminDb().doc(`lost-items/${id}`).update({ country: 'United Kingdom' });
    const matchId = await createMatch(admin.db, admin.actor, {
      lostItemId: id,
      foundItemId: await seedFound(HOTEL, { itemType: 'Passport' }),
    });
    // Not before the quote: the guest has none yet.
    expect((await status({ token })).shippingRules).toBeUndefined();
    await httpsCallable(admin.functions, 'confirmMatch')({ matchId });
    await packAs(matchId, 'small');
    // The found passport in the reported wallet: the most severe rule first.
    expect((await status({ token })).shippingRules).toEqual({
      verdict: 'refused',
      rules: ['passport', 'wallet'],
      declarations: [],
      overridden: false,
    });

    const page = 'https://track.example-courier.jp/?id=AB123';
    const ship = {
      carrier: 'other' as Carrier,
      trackingNumber: 'AB123',
      carrierUrl: page,
      agreedByPhone: true,
    };
    await markPaid(staff.db, staff.actor, matchId);
    // Paid and agreed by phone, but the post refuses a passport: refused until an admin allows it.
    expect(await refusal(markShipped(staff.db, staff.actor, matchId, ship))).toBe('precondition');
    expect(await refusal(overrideShippingRefusal(staff.db, staff.actor, matchId, 'Asked'))).toBe(
      'permission-denied',
    );
    await overrideShippingRefusal(admin.db, admin.actor, matchId, 'The guest asked for EMS');
    expect((await status({ token })).shippingRules).toMatchObject({
      verdict: 'refused',
      overridden: true,
    });
    await markShipped(staff.db, staff.actor, matchId, ship);

    const mail = await waitFor(() => readDoc(`mail/shipped-${matchId}`), 'the shipped mail');
    const { text, html } = mail.message as { text: string; html: string };
    expect(text).toContain('AB123');
    expect(text).toContain(page);
    expect(html).toContain(`href="${page}"`);
    const answer = await status({ token: await linkToken(`shipped-${matchId}`) });
    expect(answer.shipping).toEqual({
      carrier: 'other',
      trackingNumber: 'AB123',
      trackingUrl: page,
    });
  });
});
