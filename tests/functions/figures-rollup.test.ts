import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresFromRollup, toFiguresRollup } from '@/domain/figures-rollup-read';
import { fetchFigureCounts, subscribeFigureCounts, type FigureCounts } from '@/firebase/figures';
import { adminDb, closeClients, signedInUsers, type TestClient } from '../support/emulator';
import { readDoc, seedFound, seedHotel, seedLost } from '../support/fixtures';

/**
 * The figures document the functions keep per hotel (functions/src/lib/figures-rollup.ts) holds
 * exactly what the aggregation queries count (src/firebase/figures.ts), after creates, edits,
 * status changes, soft and hard deletes of found items, lost reports and matches. Its own hotel,
 * so that no other file's writes are counted in it.
 */
const H = 'rollup-hotel';
const OTHER = 'rollup-other';
const DAY = 86_400_000;
let admin: TestClient;

const ago = (days: number, hours = 10) =>
  Timestamp.fromMillis(Date.now() - days * DAY + (hours - 10) * 3_600_000);
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

async function rollupFigures(now: Date): Promise<FigureCounts | null> {
  const data = await readDoc(`hotels/${H}/rollups/figures`);
  return data ? figuresFromRollup(toFiguresRollup(data), now) : null;
}

/**
 * Waits until the document's figures equal the aggregation's (the triggers run after the writes;
 * the items no longer change, so the aggregation is read once).
 */
async function expectRollupMatchesAggregation(): Promise<FigureCounts> {
  const now = new Date();
  const expected = await fetchFigureCounts(admin.db, H, now);
  const deadline = Date.now() + 100_000;
  let actual = await rollupFigures(now);
  while (JSON.stringify(actual) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    actual = await rollupFigures(now);
  }
  expect(actual).toEqual(expected);
  return expected;
}

beforeAll(async () => {
  ({ admin } = await signedInUsers({
    admin: ['rollup-admin@a.test', { admin: true, staff: true, accessibleHotels: [H] }, 'Ada'],
  }));
  await seedHotel(H, 'Rollup Hotel');
  await seedHotel(OTHER, 'Other Hotel');
});

afterAll(closeClients);

describe('the figures document', () => {
  it('equals the aggregation queries after creates, edits, status changes and deletes', async () => {
    const found = await Promise.all([
      seedFound(H, { dateFound: dayAgo(0), createdAt: ago(0) }),
      seedFound(H, { dateFound: dayAgo(10), createdAt: ago(10) }),
      seedFound(H, { dateFound: dayAgo(45), createdAt: ago(45, 1) }),
      seedFound(H, { dateFound: dayAgo(200), createdAt: ago(200, 23) }),
      seedFound(H, { dateFound: '', createdAt: ago(20) }),
      seedFound(H, { dateFound: dayAgo(3), createdAt: ago(3), deleted: true }),
      seedFound(H, {
        dateFound: dayAgo(60),
        createdAt: ago(60),
        status: 'returned',
        disposition: { kind: 'returned', at: ago(30, 2) },
      }),
      seedFound(OTHER, { dateFound: dayAgo(1), createdAt: ago(1) }),
    ]);
    const lost = await Promise.all([
      seedLost(H, { status: 'pending' }),
      seedLost(H, { status: 'matched' }),
      seedLost(H, { status: 'returned' }),
      seedLost(H, { status: 'matched', deleted: true }),
      seedLost(OTHER, { status: 'matched' }),
    ]);
    const matches = adminDb().collection('matches');
    const shipped = await matches.add({ hotelId: H, status: 'shipped', shippedAt: ago(5) });
    const open = await matches.add({ hotelId: H, status: 'matched', shippedAt: null });
    await matches.add({ hotelId: OTHER, status: 'shipped', shippedAt: ago(5) });
    const first = await expectRollupMatchesAggregation();
    expect(first.lostReports).toBe(3);
    expect(first.openByAge['0-7']).toBe(1);

    const foundRef = (i: number) => adminDb().doc(`found-items/${found[i]}`);
    const lostRef = (i: number) => adminDb().doc(`lost-items/${lost[i]}`);
    // An edit that changes no figure, a match, a return in person, a soft and a hard delete.
    await foundRef(0).update({ description: 'Edited', viewed: true });
    await foundRef(1).update({ status: 'matched' });
    await foundRef(2).update({ status: 'returned', disposition: { kind: 'returned', at: ago(0) } });
    await foundRef(3).update({ deleted: true });
    await foundRef(6).delete();
    await foundRef(5).update({ deleted: false });
    await lostRef(0).update({ status: 'matched' });
    await lostRef(1).update({ deleted: true });
    await lostRef(3).delete();
    await open.update({ status: 'shipped', shippedAt: ago(1) });
    await shipped.update({ shippedAt: ago(40) });
    await seedFound(H, { dateFound: dayAgo(2), createdAt: FieldValue.serverTimestamp() });
    const after = await expectRollupMatchesAggregation();
    expect(after).not.toEqual(first);
    expect(after.lostReports).toBe(2);
  }, 240_000);

  it('is what the card reads, in one document the hotel’s admin may read', async () => {
    const expected = await expectRollupMatchesAggregation();
    const read = await new Promise<FigureCounts>((resolve, reject) => {
      const stop = subscribeFigureCounts(
        admin.db,
        H,
        () => new Date(),
        (counts) => {
          stop();
          resolve(counts);
        },
        reject,
      );
    });
    expect(read).toEqual(expected);
  }, 120_000);
});
