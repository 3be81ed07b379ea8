import { describe, expect, test } from 'vitest';
import {
  AGE_BUCKETS,
  ageBucket,
  ageBucketRanges,
  lastMonths,
  matchedShare,
  median,
  medianDaysToReturn,
  monthTotals,
  openByAge,
  returnSpans,
} from './figures';

describe('figures', () => {
  test('age buckets: 0–7, 8–30, 31–90, over 90 days, edges included below', () => {
    expect([0, 7, 8, 30, 31, 90, 91, 400].map(ageBucket)).toEqual([
      '0-7',
      '0-7',
      '8-30',
      '8-30',
      '31-90',
      '31-90',
      '90+',
      '90+',
    ]);
  });

  test('the date-found ranges of the age buckets agree with openByAge, day by day', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const ranges = ageBucketRanges(now, 'UTC');
    expect(ranges).toEqual({
      '0-7': { from: '2026-06-23' },
      '8-30': { from: '2026-05-31', before: '2026-06-23' },
      '31-90': { from: '2026-04-01', before: '2026-05-31' },
      '90+': { from: '0000-01-01', before: '2026-04-01' },
    });
    const inRange = (day: string) =>
      AGE_BUCKETS.filter((bucket) => {
        const { from, before } = ranges[bucket];
        return day >= from && (before === undefined || day < before);
      });
    for (let back = -3; back <= 400; back += 1) {
      const day = new Date(Date.UTC(2026, 5, 30 - back)).toISOString().slice(0, 10);
      const counts = openByAge([{ dateFound: day, status: 'pending' }], now, 'UTC');
      const expected = AGE_BUCKETS.filter((bucket) => counts[bucket] === 1);
      expect(inRange(day), day).toEqual(expected);
    }
    expect(inRange('')).toEqual([]);
  });

  test('12-month totals add up found and returned', () => {
    expect(monthTotals([])).toEqual({ found: 0, returned: 0 });
    expect(
      monthTotals([
        { found: 3, returned: 1 },
        { found: 2, returned: 2 },
      ]),
    ).toEqual({ found: 5, returned: 3 });
  });

  test('open items by age count pending, non-deleted items with a date found', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    const item = (dateFound: string, status = 'pending', deleted = false) => ({
      dateFound,
      status,
      deleted,
    });
    expect(
      openByAge(
        [
          item('2026-06-30'),
          item('2026-06-23'), // 7 days
          item('2026-06-22'), // 8 days
          item('2026-04-01'), // 90 days
          item('2026-03-01'),
          item('2026-06-29', 'matched'),
          item('2026-06-29', 'pending', true),
          item(''),
        ],
        now,
        'UTC',
      ),
    ).toEqual({ '0-7': 2, '8-30': 1, '31-90': 1, '90+': 1 });
  });

  test('the last 12 months end with the current one and span whole months', () => {
    const months = lastMonths(new Date(2026, 1, 15, 10), 12);
    expect(months).toHaveLength(12);
    expect(months[0].key).toBe('2025-03');
    expect(months[11].key).toBe('2026-02');
    expect(months[11].start).toEqual(new Date(2026, 1, 1));
    expect(months[11].end).toEqual(new Date(2026, 2, 1));
    for (let index = 1; index < months.length; index += 1)
      expect(months[index].start).toEqual(months[index - 1].end);
  });

  test('median of odd and even counts; none for no values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });

  test('median days from found to shipped, in calendar days of the zone', () => {
    const shipped = (dateFound: string, at: string | null) => ({
      dateFound,
      returnedAt: at ? new Date(at) : null,
    });
    const matches = [
      shipped('2026-06-01', '2026-06-03T10:00:00Z'), // 2
      shipped('2026-06-01', '2026-06-11T23:30:00Z'), // 10 in UTC, 11 in Tokyo
      shipped('2026-06-01', '2026-06-06T01:00:00Z'), // 5
      shipped('', '2026-06-06T01:00:00Z'),
      shipped('2026-06-01', null),
    ];
    expect(medianDaysToReturn(matches, 'UTC')).toBe(5);
    expect(medianDaysToReturn(matches.slice(1, 2), 'UTC')).toBe(10);
    expect(medianDaysToReturn(matches.slice(1, 2), 'Asia/Tokyo')).toBe(11);
    expect(medianDaysToReturn([], 'UTC')).toBeNull();
  });

  test('returned counts shipped matches and items returned in person, not other ends', () => {
    const at = new Date('2026-06-09T03:00:00Z');
    const spans = returnSpans(
      [{ found: { dateFound: '2026-06-01' }, shippedAt: at }],
      [
        { dateFound: '2026-06-05', status: 'returned', disposition: { at } },
        { dateFound: '2026-06-02', status: 'police', disposition: { at } },
        { dateFound: '2026-06-03', status: 'donated', disposition: { at } },
      ],
    );
    expect(spans.map((span) => span.dateFound)).toEqual(['2026-06-01', '2026-06-05']);
    // 8 days (shipped) and 4 days (in person): the median is 6.
    expect(medianDaysToReturn(spans, 'UTC')).toBe(6);
  });

  test('share of reports matched as a whole percentage', () => {
    expect(matchedShare(1, 3)).toBe(33);
    expect(matchedShare(2, 3)).toBe(67);
    expect(matchedShare(0, 0)).toBeNull();
  });
});
