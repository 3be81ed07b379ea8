/**
 * How the figures rollup (figures-rollup.ts) keys times, and how it counts them back for a
 * month in any time zone.
 *
 * Times are counted per UTC day, under their UTC month (`found['2026-06']['15']`), and in the 14
 * hours either side of a UTC month's start also per quarter hour (`['2026-06']['01T03:45']`).
 * Every time zone's midnight is a quarter hour within 14 hours of UTC midnight, so a month that
 * starts at any zone's midnight is counted exactly: whole UTC days, plus the part of the day at
 * each end from its quarter hours (or the day less the quarter hours on the other side).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const QUARTER_MS = HOUR_MS / 4;
/** Around each UTC month's start, times are also counted per quarter hour (zones: −12 to +14). */
export const MONTH_EDGE_MS = 14 * HOUR_MS;
/**
 * UTC months kept: the current one and the 13 before it (the card shows 12 months in the
 * browser's zone, whose first starts up to 14 hours before its UTC month). Older months are
 * removed from the document as it is updated, so it does not grow with the years.
 */
export const KEPT_MONTHS = 14;
/** Older months removed on each update (a hotel may have had no update for a while). */
export const PRUNED_MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, '0');

export function utcMonthKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** The key of a time's UTC day within its month (`'15'`). */
export function utcDayKey(ms: number): string {
  return pad(new Date(ms).getUTCDate());
}

function utcMonthStart(ms: number, offset = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
}

/** Whether the quarter hour starting at `ms` is also counted on its own. */
export function nearMonthEdge(ms: number): boolean {
  return ms - utcMonthStart(ms) < MONTH_EDGE_MS || utcMonthStart(ms, 1) - ms <= MONTH_EDGE_MS;
}

export function quarterKey(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(Math.floor(d.getUTCMinutes() / 15) * 15)}`;
}

/** Whether a time key's UTC month is still kept at `now`. */
export function monthKept(month: string, now: Date): boolean {
  return month >= utcMonthKey(utcMonthStart(now.getTime(), -(KEPT_MONTHS - 1)));
}

/** The months removed as the document is updated at `now`. */
export function prunedMonths(now: Date): string[] {
  return Array.from({ length: PRUNED_MONTHS }, (_, i) =>
    utcMonthKey(utcMonthStart(now.getTime(), -(KEPT_MONTHS + i))),
  );
}

function quarterSum(month: Record<string, number> | undefined, from: number, to: number): number {
  let sum = 0;
  for (let q = from; q < to; q += QUARTER_MS) sum += month?.[quarterKey(q)] ?? 0;
  return sum;
}

function allNearEdge(from: number, to: number): boolean {
  for (let q = from; q < to; q += QUARTER_MS) if (!nearMonthEdge(q)) return false;
  return true;
}

/** How many times in [start, end) the counters hold (start and end on quarter hours). */
export function countBetween(
  counts: Record<string, Record<string, number>>,
  start: number,
  end: number,
): number {
  if (start % QUARTER_MS !== 0 || end % QUARTER_MS !== 0)
    throw new Error('Figures are counted from quarter hours');
  let total = 0;
  for (let dayStart = Math.floor(start / DAY_MS) * DAY_MS; dayStart < end; dayStart += DAY_MS) {
    const dayEnd = dayStart + DAY_MS;
    const month = counts[utcMonthKey(dayStart)];
    const day = month?.[utcDayKey(dayStart)] ?? 0;
    const from = Math.max(start, dayStart);
    const to = Math.min(end, dayEnd);
    if (from === dayStart && to === dayEnd) total += day;
    else if (allNearEdge(from, to)) total += quarterSum(month, from, to);
    else if (allNearEdge(dayStart, from) && allNearEdge(to, dayEnd))
      total += day - quarterSum(month, dayStart, from) - quarterSum(month, to, dayEnd);
    else throw new Error('A month boundary more than 14 hours from UTC midnight');
  }
  return total;
}
