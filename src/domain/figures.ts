import { dateSortValue } from './dates';
import { calendarDay, dayNumber, daysInStorage } from './retention';

/**
 * Figures for admins: open found items by age, found and returned per month, median
 * days from found to returned, share of reports matched. Pure: the clock and zone come in.
 */
export const AGE_BUCKETS = ['0-7', '8-30', '31-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export function ageBucket(days: number): AgeBucket {
  if (days <= 7) return '0-7';
  if (days <= 30) return '8-30';
  if (days <= 90) return '31-90';
  return '90+';
}

/** Open (pending, not deleted) found items counted by days in storage; no date found: left out. */
export function openByAge(
  items: readonly { dateFound: string; status: string; deleted?: boolean }[],
  now: Date,
  timeZone?: string,
): Record<AgeBucket, number> {
  const counts: Record<AgeBucket, number> = { '0-7': 0, '8-30': 0, '31-90': 0, '90+': 0 };
  for (const item of items) {
    if (item.status !== 'pending' || item.deleted) continue;
    const days = daysInStorage(item.dateFound, now, timeZone);
    if (days !== null) counts[ageBucket(days)] += 1;
  }
  return counts;
}

/** A range of `YYYY-MM-DD` day strings: `from` inclusive, `before` exclusive (absent: open). */
export interface DayRange {
  from: string;
  before?: string;
}

/** Lower bound of the oldest bucket: every day string sorts after it, the empty one ('') before. */
const FIRST_DAY = '0000-01-01';

function dayStringOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The date-found range of each age bucket, as day strings for range queries on `dateFound`
 * (a `YYYY-MM-DD` string, so day strings compare as dates). Matches `openByAge`: a date found in
 * the future counts as 0 days, no date found (or not a date) in no bucket.
 */
export function ageBucketRanges(now: Date, timeZone?: string): Record<AgeBucket, DayRange> {
  const today = dayNumber(calendarDay(now, timeZone)) ?? 0;
  const daysAgo = (days: number) => dayStringOf(today - days);
  return {
    '0-7': { from: daysAgo(7) },
    '8-30': { from: daysAgo(30), before: daysAgo(7) },
    '31-90': { from: daysAgo(90), before: daysAgo(30) },
    '90+': { from: FIRST_DAY, before: daysAgo(90) },
  };
}

/** Found and returned over the months given (the 12-month totals beside the monthly figures). */
export function monthTotals(months: readonly { found: number; returned: number }[]): {
  found: number;
  returned: number;
} {
  return months.reduce(
    (sum, month) => ({ found: sum.found + month.found, returned: sum.returned + month.returned }),
    { found: 0, returned: 0 },
  );
}

export interface MonthRange {
  /** `YYYY-MM` */
  key: string;
  /** Local midnight of the first day of the month, inclusive. */
  start: Date;
  /** Local midnight of the first day of the next month, exclusive. */
  end: Date;
}

/** The last `count` calendar months up to and including the month of `now`, oldest first. */
export function lastMonths(now: Date, count = 12): MonthRange[] {
  const months: MonthRange[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const end = new Date(start.getFullYear(), start.getMonth() + 1, 1);
    const key = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}`;
    months.push({ key, start, end });
  }
  return months;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One item's way back to its owner: the day it was found and when it left the shelf. */
export interface ReturnSpan {
  dateFound: string;
  returnedAt: unknown;
}

/**
 * How found items went back to their owners: shipped matches (the day shipped) and items
 * returned in person, alone or through a picked-up match (the disposition's time).
 */
export function returnSpans(
  shipped: readonly { found: { dateFound: string }; shippedAt: unknown }[],
  closed: readonly { dateFound: string; status: string; disposition?: { at: unknown } | null }[],
): ReturnSpan[] {
  return [
    ...shipped.map((match) => ({ dateFound: match.found.dateFound, returnedAt: match.shippedAt })),
    ...closed
      .filter((item) => item.status === 'returned')
      .map((item) => ({ dateFound: item.dateFound, returnedAt: item.disposition?.at ?? null })),
  ];
}

/**
 * Median whole calendar days from the date found to the day the item went back (shipped or
 * returned in person), over spans with both dates; null when there is none.
 */
export function medianDaysToReturn(spans: readonly ReturnSpan[], timeZone?: string): number | null {
  const days: number[] = [];
  for (const span of spans) {
    const found = dayNumber(span.dateFound);
    const returnedMs = dateSortValue(span.returnedAt);
    if (found === null || returnedMs === null) continue;
    const returned = dayNumber(calendarDay(new Date(returnedMs), timeZone));
    if (returned !== null) days.push(Math.max(0, returned - found));
  }
  return median(days);
}

/** Matched reports as a whole percentage of all reports; null when there are none. */
export function matchedShare(matched: number, total: number): number | null {
  return total > 0 ? Math.round((matched / total) * 100) : null;
}
