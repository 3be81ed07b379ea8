import { describe, expect, it } from 'vitest';
import {
  rollupChanges,
  foundContribution,
  lostContribution,
  matchContribution,
} from './figures-rollup';
import { monthKept, prunedMonths } from './figures-rollup-time';

const stamp = (ms: number) => ({ toMillis: () => ms });
const NOW = new Date(Date.UTC(2026, 5, 15, 12));

describe('contributions', () => {
  it('count what the aggregation queries count', () => {
    const created = stamp(Date.UTC(2026, 5, 1, 3, 50));
    expect(
      foundContribution({
        hotelId: 'h',
        deleted: false,
        status: 'pending',
        dateFound: '2026-06-01',
        createdAt: created,
      })?.paths,
    ).toEqual([
      ['open', '2026-06-01'],
      ['found', '2026-06', '01'],
      ['found', '2026-06', '01T03:45'],
    ]);
    // Deleted: still returned in person (that query has no deleted filter), nothing else.
    expect(
      foundContribution({
        hotelId: 'h',
        deleted: true,
        status: 'returned',
        dateFound: '2026-06-01',
        createdAt: created,
        disposition: { at: stamp(Date.UTC(2026, 5, 10, 9)) },
      })?.paths,
    ).toEqual([['returned', '2026-06', '10']]);
    // No date found, or not a date below the first day: in no age bucket; a missing deleted flag
    // is not `deleted == false`.
    expect(
      foundContribution({ hotelId: 'h', deleted: false, status: 'pending', dateFound: '' })?.paths,
    ).toEqual([]);
    expect(
      foundContribution({ hotelId: 'h', status: 'pending', dateFound: '2026-01-01' })?.paths,
    ).toEqual([]);
    expect(lostContribution({ hotelId: 'h', deleted: false, status: 'returned' })?.paths).toEqual([
      ['lostReports'],
      ['matchedReports'],
    ]);
    expect(lostContribution({ hotelId: 'h', deleted: true, status: 'matched' })?.paths).toEqual([]);
    expect(
      matchContribution({ hotelId: 'h', status: 'picked-up', shippedAt: created })?.paths,
    ).toEqual([]);
    expect(foundContribution(undefined)).toBeNull();
  });

  it('a write changes only the counters that differ, and none of months no longer kept', () => {
    const before = {
      hotelId: 'h',
      deleted: false,
      status: 'pending',
      dateFound: '2026-06-01',
      createdAt: stamp(Date.UTC(2026, 5, 10)),
    };
    expect(
      rollupChanges(foundContribution(before), foundContribution({ ...before, viewed: true }), NOW)
        .size,
    ).toBe(0);
    const changes = rollupChanges(
      foundContribution(before),
      foundContribution({ ...before, status: 'matched' }),
      NOW,
    );
    expect([...(changes.get('h')?.values() ?? [])]).toEqual([
      { path: ['open', '2026-06-01'], by: -1 },
    ]);
    const old = { ...before, createdAt: stamp(Date.UTC(2024, 0, 10)) };
    expect(
      rollupChanges(foundContribution(old), foundContribution({ ...old, deleted: true }), NOW).get(
        'h',
      )?.size,
    ).toBe(1);
    expect(monthKept('2025-05', NOW)).toBe(true);
    expect(monthKept('2025-04', NOW)).toBe(false);
    expect(prunedMonths(NOW)[0]).toBe('2025-04');
  });
});
