import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetReportStatusResponse } from '@/domain/guest-status';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { fetchFigureCounts } from '@/firebase/figures';
import {
  adminApp,
  adminDb,
  clearFirestore,
  closeClients,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import { readDoc, seedMatch } from '../support/fixtures';

/**
 * Guest data retention and erasure (docs/trust-model.md): the daily function's body
 * (eraseDueGuestData) run with a given "now" as the scheduler would, the guest's request through
 * the public callable, and what erased reports still give exports and figures.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const A = 'hotel-a';
const REFERENCE = 'SAK-7K3Q-2F';
const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number) => Timestamp.fromMillis(NOW.getTime() - days * DAY);
const TOKEN = 'T'.repeat(43);
const BUCKET = `${DEMO_PROJECT_ID}.appspot.com`;

let eraseDueGuestData: (now: Date) => Promise<number>;
let exportAllCsv: () => Promise<string>;
let admin: TestClient;

type Callable = { run: (request: unknown) => Promise<GetReportStatusResponse> };
let erasureCallable: Callable;
let statusCallable: Callable;
let shippingCallable: Callable;
/**
 * The callables' handlers run in this process (onCall's `run`), as the functions emulator would
 * run them for a caller at one address: the same input check, attempt limit and refusals.
 */
const asGuest = (callable: () => Callable) => (data: unknown) =>
  callable().run({ data, rawRequest: { headers: {}, ip: '203.0.113.7' } });
const call = asGuest(() => erasureCallable);
const status = asGuest(() => statusCallable);
const confirmShipping = asGuest(() => shippingCallable);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return `functions/${(error as { code: string }).code}`;
  }
  throw new Error('Expected the call to fail');
}

async function seedHotel(settings: Record<string, unknown> = {}) {
  await adminDb()
    .doc(`hotels/${A}`)
    .set({
      displayName: 'Hotel Sakura',
      contactEmail: 'desk@sakura.example',
      settings: { emailNotifications: false, updatedAt: null, ...settings },
    });
}

/**
 * James's phone report matched with a found item whose owner staff wrote down, with a photo in
 * Storage, a status link, a mail and a postal address on the match.
 */
async function seedReport(match: Record<string, unknown>, lost: Record<string, unknown> = {}) {
  const ids = await seedMatch(
    A,
    {
      shippingAddress: '1 High Street, London',
      trackingNumber: 'EJ123456789JP',
      carrier: 'other',
      carrierUrl: 'https://track.example-courier.jp/?id=EJ123456789JP',
      ...match,
    },
    {
      lost: {
        reference: REFERENCE,
        createdAt: daysAgo(400),
        description: 'Lost near room 1204, my name is on the case',
        imageUrls: ['http://127.0.0.1/lost.jpg'],
        userId: 'guest-uid',
        ...lost,
      },
      found: { firstName: 'James', surname: 'Carter', email: 'james@example.com' },
    },
  );
  await adminDb()
    .doc('matches/m1')
    .set(
      {
        lost: {
          itemType: 'Phone',
          itemName: 'iPhone 15',
          firstName: 'James',
          surname: 'Carter',
          email: 'james@example.com',
          country: 'United Kingdom',
          language: 'en',
          imageUrl: 'http://127.0.0.1/lost.jpg',
        },
      },
      { merge: true },
    );
  await adminDb().doc(`references/${REFERENCE}`).set({ hotelId: A, itemId: ids.lostId });
  await adminDb()
    .doc(`status-tokens/${createHash('sha256').update(TOKEN).digest('hex')}`)
    .set({ itemId: ids.lostId, hotelId: A, purpose: 'report-received' });
  await adminDb()
    .doc(`mail/shipped-m1`)
    .set({ to: 'james@example.com', hotelId: A, lostItemId: ids.lostId, message: { text: 'Hi' } });
  await getStorage(adminApp())
    .bucket(BUCKET)
    .file(`lost-items/${A}/${ids.lostId}/photo-1.jpg`)
    .save(Buffer.from('jpeg'), { contentType: 'image/jpeg' });
  return ids;
}

const photoCount = async (lostId: string) =>
  (
    await getStorage(adminApp())
      .bucket(BUCKET)
      .getFiles({ prefix: `lost-items/${A}/${lostId}/` })
  )[0].length;

async function expectErased(lostId: string, foundId: string, reason: string) {
  const lost = await readDoc(`lost-items/${lostId}`);
  expect(lost).toMatchObject({
    // Personal data gone.
    firstName: '',
    surname: '',
    email: '',
    phone: '',
    itemName: '',
    description: '',
    locationLost: '',
    stayDateFrom: '',
    stayDateUntil: '',
    imageUrls: [],
    userId: null,
    erasedReason: reason,
    // What figures and exports count stays.
    hotelId: A,
    reference: REFERENCE,
    itemType: 'Phone',
    dateLost: '2026-05-02',
    country: 'United Kingdom',
    status: 'matched',
    matchId: 'm1',
    deleted: false,
  });
  expect(lost?.erasedAt).toBeInstanceOf(Timestamp);
  expect(lost?.erasurePending).toBeUndefined();
  expect(JSON.stringify(lost?.searchIndex)).not.toMatch(/james|carter|iphone/i);
  const entry = await readDoc(`activity/${String(lost?.lastActivityId)}`);
  expect(entry).toMatchObject({ action: 'erased', targetId: lostId, to: reason, hotelId: A });

  const match = await readDoc('matches/m1');
  expect(match).toMatchObject({
    shippingAddress: '',
    trackingNumber: '',
    carrierUrl: '',
    lost: { firstName: '', surname: '', email: '', itemName: '', imageUrl: null },
  });
  expect(match?.lost).toMatchObject({ itemType: 'Phone', country: 'United Kingdom' });
  const found = await readDoc(`found-items/${foundId}`);
  expect(found).toMatchObject({ firstName: '', surname: '', email: '', itemType: 'Phone' });
  expect(found?.finderName).toBe('Front Desk');

  expect((await adminDb().collection('status-tokens').get()).size).toBe(0);
  expect((await adminDb().collection('mail').get()).size).toBe(0);
  expect(await photoCount(lostId)).toBe(0);
}

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  ({ eraseDueGuestData } = await import('../../functions/src/lib/guest-erasure'));
  const [{ requestGuestDataErasure }, { getReportStatus }, { confirmShippingDetails }] =
    await Promise.all([
      import('../../functions/src/guest/request-guest-data-erasure'),
      import('../../functions/src/guest/get-report-status'),
      import('../../functions/src/guest/confirm-shipping-details'),
    ]);
  erasureCallable = requestGuestDataErasure as unknown as Callable;
  statusCallable = getReportStatus as unknown as Callable;
  shippingCallable = confirmShippingDetails as unknown as Callable;
  // The export with the functions' own Firestore (its FieldPath is from that package).
  const [{ buildExportCsv }, { db }] = await Promise.all([
    import('../../functions/src/lib/export-csv'),
    import('../../functions/src/lib/admin'),
  ]);
  exportAllCsv = () => buildExportCsv(db, { hotelId: A, type: 'all', language: 'en' });
  ({ admin } = await signedInUsers({
    admin: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [A] }, 'Ada'],
  }));
});

beforeEach(async () => {
  await clearFirestore();
});

afterAll(closeClients);

describe('the daily erasure (eraseDueGuestData)', () => {
  it('erases a report 180 days (the default) after it shipped, keeping what figures need; never twice', async () => {
    await seedHotel();
    const { lostId, foundId } = await seedReport({ status: 'shipped', shippedAt: daysAgo(181) });
    expect(await eraseDueGuestData(NOW)).toBe(1);
    await expectErased(lostId, foundId, 'retention');
    expect(await eraseDueGuestData(NOW)).toBe(0);
  });

  it('keeps a report shipped 170 days ago, unless the hotel keeps guest data 90 days', async () => {
    await seedHotel();
    const { lostId } = await seedReport({ status: 'shipped', shippedAt: daysAgo(170) });
    expect(await eraseDueGuestData(NOW)).toBe(0);
    expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({ firstName: 'James' });
    expect(await photoCount(lostId)).toBe(1);
    await seedHotel({ guestDataDays: 90 });
    expect(await eraseDueGuestData(NOW)).toBe(1);
    expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({ firstName: '' });
  });

  it('never erases while the match is under way, however old the report', async () => {
    await seedHotel({ guestDataDays: 30 });
    for (const status of ['matched', 'confirmed', 'on-hold']) {
      await adminDb().doc('matches/m1').delete();
      const { lostId } = await seedReport({ status, confirmedAt: daysAgo(300) });
      expect(await eraseDueGuestData(NOW)).toBe(0);
      expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({ firstName: 'James' });
    }
  });

  it('erases a report picked up, deleted, or never matched once retention passed after it ended', async () => {
    await seedHotel();
    const pickedUp = await seedReport({ status: 'picked-up', pickup: { at: daysAgo(200) } });
    expect(await eraseDueGuestData(NOW)).toBe(1);
    expect(await readDoc(`lost-items/${pickedUp.lostId}`)).toMatchObject({ email: '' });

    await clearFirestore();
    await seedHotel();
    // Never matched: ended when the longest found-item retention (30 days) passed after it.
    const old = await seedReport({}, { status: 'pending', matchId: null, createdAt: daysAgo(211) });
    await adminDb().doc('matches/m1').delete();
    const recent = adminDb().collection('lost-items').doc();
    await recent.set({ ...(await readDoc(`lost-items/${old.lostId}`)), createdAt: daysAgo(209) });
    const deleted = adminDb().collection('lost-items').doc();
    await deleted.set({
      ...(await readDoc(`lost-items/${old.lostId}`)),
      createdAt: daysAgo(300),
      deleted: true,
      deletedAt: daysAgo(181),
    });
    expect(await eraseDueGuestData(NOW)).toBe(2);
    expect(await readDoc(`lost-items/${old.lostId}`)).toMatchObject({ firstName: '' });
    expect(await readDoc(`lost-items/${deleted.id}`)).toMatchObject({ firstName: '' });
    expect(await readDoc(`lost-items/${recent.id}`)).toMatchObject({ firstName: 'James' });
  });

  it('an erased report still exports (personal columns empty) and counts in the figures', async () => {
    await seedHotel();
    await seedReport({ status: 'picked-up', pickup: { at: daysAgo(200) } });
    expect(await eraseDueGuestData(NOW)).toBe(1);
    const csv = await exportAllCsv();
    // The header, the found item, the erased report.
    const [header, , row, ...rest] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rest).toEqual([]);
    const columns = header.split(',');
    const cells = row.split(',');
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell('Reference')).toBe(REFERENCE);
    expect(cell('Item type')).toBe('Phone');
    // The personal columns are there, and empty.
    expect([cell('Item name'), cell('Owner'), cell('Contact')]).toEqual(['', '', '']);
    expect(csv).not.toMatch(/James|Carter|james@example\.com|iPhone/);
    const figures = await fetchFigureCounts(admin.db, A, NOW);
    expect(figures.lostReports).toBe(1);
    expect(figures.matchedReports).toBe(1);
  });
});

describe('requestGuestDataErasure (the guest asks on /status)', () => {
  it('refuses a wrong email and another guest’s reference, like the status lookup; nothing erased', async () => {
    await seedHotel();
    const { lostId } = await seedReport({ status: 'shipped', shippedAt: daysAgo(60) });
    expect(
      await codeOf(call({ reference: REFERENCE, email: 'someone@example.com', confirm: true })),
    ).toBe('functions/not-found');
    expect(
      await codeOf(call({ reference: 'SAK-2222-22', email: 'james@example.com', confirm: true })),
    ).toBe('functions/not-found');
    // Without the explicit confirmation: refused as invalid.
    expect(await codeOf(call({ reference: REFERENCE, email: 'james@example.com' }))).toBe(
      'functions/invalid-argument',
    );
    expect(await readDoc(`lost-items/${lostId}`)).toMatchObject({ firstName: 'James' });
    expect(await photoCount(lostId)).toBe(1);
  });

  it('erases at once when no match is under way; the reference then shows only that it was erased', async () => {
    await seedHotel();
    const { lostId, foundId } = await seedReport({ status: 'shipped', shippedAt: daysAgo(60) });
    const answer = await call({ reference: REFERENCE, email: 'JAMES@example.com ', confirm: true });
    expect(answer.erasure).toMatchObject({
      state: 'erased',
      // vitest types its asymmetric matchers as any
      erasedAt: expect.any(String) as unknown,
    });
    expect(answer).toMatchObject({ itemName: '', timeline: [], offer: null, shipping: null });
    await expectErased(lostId, foundId, 'guest-request');
    // The mail link is gone; the reference answers the erased state and nothing personal.
    expect(await codeOf(status({ token: TOKEN }))).toBe('functions/not-found');
    const later = await status({ reference: REFERENCE, email: 'james@example.com' });
    expect(later.erasure?.state).toBe('erased');
    expect(JSON.stringify(later)).not.toMatch(/James|iPhone|High Street/);
    // Knowing the reference is not enough to give the erased report an address again.
    expect(
      await codeOf(
        confirmShipping({
          reference: REFERENCE,
          email: 'anyone@example.com',
          address: '2 Other Road, Leeds',
          acceptQuote: true,
        }),
      ),
    ).toBe('functions/failed-precondition');
    expect(await readDoc('matches/m1')).toMatchObject({ shippingAddress: '' });
  });

  it('with a match under way, records the request, and erases once the match has closed', async () => {
    await seedHotel();
    const { lostId, foundId } = await seedReport({ status: 'confirmed', confirmedAt: daysAgo(2) });
    const answer = await call({ token: TOKEN, confirm: true });
    expect(answer.erasure).toMatchObject({ state: 'requested', erasedAt: null });
    expect(answer.itemName).toBe('iPhone 15');
    const pending = await readDoc(`lost-items/${lostId}`);
    expect(pending).toMatchObject({ firstName: 'James', erasurePending: true });
    expect(await readDoc(`activity/${String(pending?.lastActivityId)}`)).toMatchObject({
      action: 'erasure-requested',
      targetId: lostId,
    });
    // The status shows the pending request too.
    expect((await status({ token: TOKEN })).erasure?.state).toBe('requested');
    expect(await eraseDueGuestData(NOW)).toBe(0);
    // Shipped yesterday: the parcel may still come back, so the address stays a while.
    await adminDb()
      .doc('matches/m1')
      .update({ status: 'shipped', shippedAt: daysAgo(1) });
    expect(await eraseDueGuestData(NOW)).toBe(0);
    await adminDb()
      .doc('matches/m1')
      .update({ shippedAt: daysAgo(31) });
    expect(await eraseDueGuestData(NOW)).toBe(1);
    await expectErased(lostId, foundId, 'guest-request');
    expect((await readDoc(`lost-items/${lostId}`))?.erasureRequestedAt).toBeInstanceOf(Timestamp);
  });
});
