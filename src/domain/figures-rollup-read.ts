import { ageBucketRanges, AGE_BUCKETS, lastMonths, monthTotals, type AgeBucket } from './figures';
import type { FiguresRollup } from './figures-rollup';
import { countBetween } from './figures-rollup-time';

/**
 * The figures card reads its hotel's rollup document (figures-rollup.ts): the stored counters as
 * a FiguresRollup, and the card's figures from them.
 */

export interface RollupFigures {
  months: { key: string; found: number; returned: number }[];
  last12: { found: number; returned: number };
  openByAge: Record<AgeBucket, number>;
  lostReports: number;
  matchedReports: number;
}

/**
 * The card's figures from the document at `now`: the last 12 months in the runtime's zone (as
 * lastMonths gives them), open items by age (the day-string ranges of ageBucketRanges).
 */
export function figuresFromRollup(
  rollup: FiguresRollup,
  now: Date,
  timeZone?: string,
): RollupFigures {
  const months = lastMonths(now, 12).map((month) => {
    const [start, end] = [month.start.getTime(), month.end.getTime()];
    return {
      key: month.key,
      found: countBetween(rollup.found, start, end),
      returned: countBetween(rollup.returned, start, end),
    };
  });
  const ranges = ageBucketRanges(now, timeZone);
  const openByAge = Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    AgeBucket,
    number
  >;
  for (const [day, count] of Object.entries(rollup.open)) {
    const bucket = AGE_BUCKETS.find((name) => {
      const { from, before } = ranges[name];
      return day >= from && (before === undefined || day < before);
    });
    if (bucket) openByAge[bucket] += count;
  }
  return {
    months,
    last12: monthTotals(months),
    openByAge,
    lostReports: rollup.lostReports,
    matchedReports: rollup.matchedReports,
  };
}

function countsOf(raw: unknown): Record<string, number> {
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

function monthsOf(raw: unknown): Record<string, Record<string, number>> {
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw).map(([month, days]) => [month, countsOf(days)]));
}

/** The stored document as the card reads it (missing counters are 0). */
export function toFiguresRollup(raw: Record<string, unknown>): FiguresRollup {
  return {
    open: countsOf(raw.open),
    found: monthsOf(raw.found),
    returned: monthsOf(raw.returned),
    lostReports: typeof raw.lostReports === 'number' ? raw.lostReports : 0,
    matchedReports: typeof raw.matchedReports === 'number' ? raw.matchedReports : 0,
  };
}
