import { describe, expect, it } from 'vitest';
import { rollupOf } from './figures-rollup';
import { figuresFromRollup } from './figures-rollup-read';

const stamp = (ms: number) => ({ toMillis: () => ms });

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
