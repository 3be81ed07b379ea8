import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFigureCounts } from '@/firebase/figures';
import { countHotelQuery } from '@/firebase/hotel-queries';
import type { HotelQueryName } from '@/firebase/hotel-query-specs';
import {
  adminDb,
  clearFirestore,
  closeClients,
  signedInUsers,
  type TestClient,
} from '../support/emulator';
import { seedFound, seedHotel, seedLost } from '../support/fixtures';

/**
 * The dashboard figures come from aggregation count queries against the emulator, with
 * the rules of an admin: open items by age (date-found ranges), found and returned per month and
 * over 12 months, and the share of reports matched.
 */
const A = 'hotel-a';
const B = 'hotel-b';
// Local time, as the dashboard counts months and days in the browser's zone.
const NOW = new Date(2026, 5, 15, 12, 0, 0);
const at = (year: number, month: number, day: number) =>
  Timestamp.fromDate(new Date(year, month - 1, day, 10, 0, 0));
let admin: TestClient;

beforeAll(async () => {
  await clearFirestore();
  ({ admin } = await signedInUsers({
    admin: ['admin@a.test', { admin: true, staff: true, accessibleHotels: [A] }, 'Ada'],
  }));
  await seedHotel(A, 'Hotel A');
  await seedHotel(B, 'Hotel B');
  const june = at(2026, 6, 2);
  // Open items: today and 7 days ago (0–7), 8 days (8–30), 90 days (31–90), long ago (over 90).
  for (const dateFound of ['2026-06-15', '2026-06-08', '2026-06-07', '2026-03-17', '2025-01-01'])
    await seedFound(A, { dateFound, createdAt: june });
  // In no age bucket: no date found, matched, deleted, another hotel's.
  await seedFound(A, { dateFound: '', createdAt: at(2025, 8, 10) });
  await seedFound(A, { dateFound: '2026-06-10', status: 'matched', createdAt: at(2025, 6, 20) });
  await seedFound(A, { dateFound: '2026-06-10', deleted: true, createdAt: june });
  await seedFound(B, { dateFound: '2026-06-10', createdAt: june });
  // Returned in person in December; shipped matches this month and before the 12 months.
  await seedFound(A, {
    dateFound: '2025-11-20',
    status: 'returned',
    createdAt: at(2025, 11, 20),
    disposition: { kind: 'returned', at: at(2025, 12, 1) },
  });
  await adminDb()
    .collection('matches')
    .add({ hotelId: A, status: 'shipped', shippedAt: at(2026, 6, 5) });
  await adminDb()
    .collection('matches')
    .add({ hotelId: A, status: 'shipped', shippedAt: at(2025, 5, 1) });
  await adminDb()
    .collection('matches')
    .add({ hotelId: B, status: 'shipped', shippedAt: at(2026, 6, 5) });
  await seedLost(A, { status: 'pending' });
  await seedLost(A, { status: 'matched' });
  await seedLost(A, { status: 'returned' });
  await seedLost(A, { status: 'matched', deleted: true });
  await seedLost(B, { status: 'matched' });
});

afterAll(closeClients);

describe('fetchFigureCounts', () => {
  it('counts open items by age from date-found ranges', async () => {
    const figures = await fetchFigureCounts(admin.db, A, NOW);
    expect(figures.openByAge).toEqual({ '0-7': 2, '8-30': 1, '31-90': 1, '90+': 1 });
  });

  it('counts found and returned this month, per month and over 12 months', async () => {
    const figures = await fetchFigureCounts(admin.db, A, NOW);
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0].key).toBe('2025-07');
    // June: the 5 open items (the deleted one and hotel B's left out), one match shipped.
    expect(figures.months.at(-1)).toEqual({ key: '2026-06', found: 5, returned: 1 });
    expect(figures.months.find((month) => month.key === '2025-08')).toEqual({
      key: '2025-08',
      found: 1,
      returned: 0,
    });
    expect(figures.months.find((month) => month.key === '2025-12')?.returned).toBe(1);
    // The item created in June 2025 and the match shipped in May 2025 are outside the 12 months.
    expect(figures.last12).toEqual({ found: 7, returned: 2 });
  });

  it('counts the lost reports, all and matched (matched or picked up)', async () => {
    const figures = await fetchFigureCounts(admin.db, A, NOW);
    expect(figures.lostReports).toBe(3);
    expect(figures.matchedReports).toBe(2);
  });
});

describe('countHotelQuery (the exact tab sizes the dashboard shows past its live-list cap)', () => {
  it('counts each tab of hotel A with the filters of its list', async () => {
    const count = (name: HotelQueryName) => countHotelQuery(admin.db, name, A);
    // Pending, not deleted: the 5 dated open items and the one with no date found.
    expect(await count('pendingFound')).toBe(6);
    expect(await count('closedFound')).toBe(1);
    expect(await count('discardedFound')).toBe(0);
    expect(await count('shippedMatches')).toBe(2);
    expect(await count('pendingLost')).toBe(1);
  });
});
