import { describe, expect, it } from 'vitest';
import {
  countBetween,
  figuresFromRollup,
  prunedMonths,
  rollupChanges,
  rollupOf,
  foundContribution,
  lostContribution,
  matchContribution,
  monthKept,
} from './figures-rollup';

const HOUR = 3_600_000;
const stamp = (ms: number) => ({ toMillis: () => ms });
const NOW = new Date(Date.UTC(2026, 5, 15, 12));

/** Times around every UTC month start of the kept year, every 7 minutes, and a few in between. */
function sampleTimes(): number[] {
  const times: number[] = [];
  for (let month = 0; month < 13; month += 1) {
    const start = Date.UTC(2025, 5 + month, 1);
    for (let t = start - 30 * HOUR; t < start + 30 * HOUR; t += 7 * 60_000) times.push(t);
    times.push(start + 10 * 24 * HOUR + 5 * 60_000);
  }
  return times;
}

describe('countBetween (months in any time zone from UTC days and quarter hours)', () => {
  const times = sampleTimes();
  const rollup = rollupOf(
    times.map((t) => ({ hotelId: 'h', deleted: false, status: 'matched', createdAt: stamp(t) })),
    [],
    [],
    NOW,
  );
  // Offsets of real zones: −12, −9:30, −3, 0, +5:30, +5:45, +9, +12:45, +14.
  const offsets = [-12, -9.5, -3, 0, 5.5, 5.75, 9, 12.75, 14].map((hours) => hours * HOUR);

  it('counts exactly the times of each month starting at a zone’s midnight', () => {
    for (const offset of offsets) {
      for (let month = 1; month < 12; month += 1) {
        const start = Date.UTC(2025, 5 + month, 1) - offset;
        const end = Date.UTC(2025, 6 + month, 1) - offset;
        const expected = times.filter((t) => t >= start && t < end).length;
        expect(countBetween(rollup.found, start, end), `offset ${offset / HOUR} h`).toBe(expected);
      }
    }
  });

  it('refuses a bound that is not on a quarter hour', () => {
    expect(() =>
      countBetween(rollup.found, Date.UTC(2026, 0, 1) + 60_000, Date.UTC(2026, 1, 1)),
    ).toThrow();
  });
});

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

describe('figuresFromRollup', () => {
  it('gives the card’s months, totals, ages and report counts', () => {
    const now = new Date(2026, 5, 15, 12);
    const local = (month: number, day: number) =>
      stamp(new Date(2026, month - 1, day, 10).getTime());
    const rollup = rollupOf(
      [
        {
          hotelId: 'h',
          deleted: false,
          status: 'pending',
          dateFound: '2026-06-15',
          createdAt: local(6, 1),
        },
        {
          hotelId: 'h',
          deleted: false,
          status: 'pending',
          dateFound: '2026-05-20',
          createdAt: local(6, 1),
        },
        {
          hotelId: 'h',
          deleted: false,
          status: 'pending',
          dateFound: '2020-01-01',
          createdAt: local(5, 1),
        },
      ],
      [
        { hotelId: 'h', deleted: false, status: 'matched' },
        { hotelId: 'h', deleted: false, status: 'pending' },
      ],
      [{ hotelId: 'h', status: 'shipped', shippedAt: local(6, 3) }],
      now,
    );
    const figures = figuresFromRollup(rollup, now);
    expect(figures.months).toHaveLength(12);
    expect(figures.months.at(-1)).toEqual({ key: '2026-06', found: 2, returned: 1 });
    expect(figures.months.at(-2)).toEqual({ key: '2026-05', found: 1, returned: 0 });
    expect(figures.last12).toEqual({ found: 3, returned: 1 });
    expect(figures.openByAge).toEqual({ '0-7': 1, '8-30': 1, '31-90': 0, '90+': 1 });
    expect([figures.lostReports, figures.matchedReports]).toEqual([2, 1]);
  });
});
