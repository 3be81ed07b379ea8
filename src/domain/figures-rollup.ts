import { ageBucketRanges, AGE_BUCKETS, lastMonths, monthTotals, type AgeBucket } from './figures';

/**
 * The figures card's counts kept in one document per hotel (hotels/{hotelId}/rollups/figures),
 * updated by the functions as items and matches change (functions/src/figures-rollup.ts), so
 * that the card reads one document instead of about 40 aggregation queries. Pure: what each
 * document contributes, and the card's figures from the stored counts. docs/data-model.md
 * describes the document.
 *
 * The counts are exactly what the aggregation queries of src/firebase/figures.ts count:
 * - `open`: pending found items with `deleted == false`, per date found (the `dateFound` string
 *   itself, so that the age buckets compare day strings as the range queries do);
 * - `found`: found items with `deleted == false` by `createdAt`;
 * - `returned`: shipped matches by `shippedAt`, and found items with status returned by
 *   `disposition.at` (deleted or not, as the query counts them);
 * - `lostReports` / `matchedReports`: lost reports with `deleted == false`, all and those matched
 *   or returned.
 *
 * Times are counted per UTC day, under their UTC month (`found['2026-06']['15']`), and in the 14
 * hours either side of a UTC month's start also per quarter hour (`['2026-06']['01T03:45']`).
 * Every time zone's midnight is a quarter hour within 14 hours of UTC midnight, so a month that
 * starts at any zone's midnight is counted exactly: whole UTC days, plus the part of the day at
 * each end from its quarter hours (or the day less the quarter hours on the other side).
 */
export interface FiguresRollup {
  open: Record<string, number>;
  found: Record<string, Record<string, number>>;
  returned: Record<string, Record<string, number>>;
  lostReports: number;
  matchedReports: number;
}

export const EMPTY_ROLLUP: FiguresRollup = {
  open: {},
  found: {},
  returned: {},
  lostReports: 0,
  matchedReports: 0,
};

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
/** The lower bound of the date-found ranges (figures.ts): '' and non-dates below it are in none. */
const FIRST_DAY = '0000-01-01';

/** One counter of the document: a top-level number, or a key of `open`, or a time key. */
export type RollupPath =
  readonly [string] | readonly [string, string] | readonly [string, string, string];

/** What a document adds to its hotel's counters: one per path (a path may appear twice). */
export interface Contribution {
  hotelId: string;
  paths: RollupPath[];
}

type Data = Record<string, unknown> | undefined;

/** Milliseconds of a Firestore Timestamp (the only type the range filters on times match). */
function millisOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const toMillis = (value as { toMillis?: unknown }).toMillis;
  return typeof toMillis === 'function' ? (toMillis.call(value) as number) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function utcMonthKey(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

function utcMonthStart(ms: number, offset = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
}

/** Whether the quarter hour starting at `ms` is also counted on its own. */
function nearMonthEdge(ms: number): boolean {
  return ms - utcMonthStart(ms) < MONTH_EDGE_MS || utcMonthStart(ms, 1) - ms <= MONTH_EDGE_MS;
}

function quarterKey(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(Math.floor(d.getUTCMinutes() / 15) * 15)}`;
}

/** The counters a time adds to under `field` ('found' or 'returned'). */
export function timePaths(field: 'found' | 'returned', ms: number): RollupPath[] {
  const month = utcMonthKey(ms);
  const paths: RollupPath[] = [[field, month, pad(new Date(ms).getUTCDate())]];
  if (nearMonthEdge(ms)) paths.push([field, month, quarterKey(ms)]);
  return paths;
}

/** What a found item counts for (nothing when it does not exist). */
export function foundContribution(data: Data): Contribution | null {
  if (!data || typeof data.hotelId !== 'string') return null;
  const paths: RollupPath[] = [];
  const notDeleted = data.deleted === false;
  const { dateFound } = data;
  if (
    notDeleted &&
    data.status === 'pending' &&
    typeof dateFound === 'string' &&
    dateFound >= FIRST_DAY
  )
    paths.push(['open', dateFound]);
  const created = millisOf(data.createdAt);
  if (notDeleted && created !== null) paths.push(...timePaths('found', created));
  const disposition = data.disposition as Record<string, unknown> | null | undefined;
  const returned = data.status === 'returned' ? millisOf(disposition?.at) : null;
  if (returned !== null) paths.push(...timePaths('returned', returned));
  return { hotelId: data.hotelId, paths };
}

/** What a lost report counts for. */
export function lostContribution(data: Data): Contribution | null {
  if (!data || typeof data.hotelId !== 'string') return null;
  const paths: RollupPath[] = [];
  if (data.deleted === false) paths.push(['lostReports']);
  if (data.deleted === false && (data.status === 'matched' || data.status === 'returned'))
    paths.push(['matchedReports']);
  return { hotelId: data.hotelId, paths };
}

/** What a match counts for: a shipped match, in the month it was shipped. */
export function matchContribution(data: Data): Contribution | null {
  if (!data || typeof data.hotelId !== 'string') return null;
  const shipped = data.status === 'shipped' ? millisOf(data.shippedAt) : null;
  return { hotelId: data.hotelId, paths: shipped === null ? [] : timePaths('returned', shipped) };
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

/** A counter and how much a write changes it. */
export interface CounterChange {
  path: RollupPath;
  by: number;
}

/**
 * The change a write makes to each hotel's counters: what the document counts for after, less
 * what it counted for before. Counters that do not change are left out (most edits change none);
 * time counters of months no longer kept too.
 */
export function rollupChanges(
  before: Contribution | null,
  after: Contribution | null,
  now: Date,
): Map<string, Map<string, CounterChange>> {
  const changes = new Map<string, Map<string, CounterChange>>();
  const add = (contribution: Contribution | null, sign: number) => {
    if (!contribution) return;
    const hotel = changes.get(contribution.hotelId) ?? new Map<string, CounterChange>();
    changes.set(contribution.hotelId, hotel);
    for (const path of contribution.paths) {
      if (path.length === 3 && !monthKept(path[1], now)) continue;
      const key = path.join('\u0000');
      const entry = hotel.get(key) ?? { path, by: 0 };
      entry.by += sign;
      hotel.set(key, entry);
    }
  };
  add(after, 1);
  add(before, -1);
  for (const [hotelId, hotel] of changes) {
    for (const [key, entry] of hotel) if (entry.by === 0) hotel.delete(key);
    if (hotel.size === 0) changes.delete(hotelId);
  }
  return changes;
}

/** The whole document computed from every document of a hotel (seeding, backfill, tests). */
export function rollupOf(
  found: readonly Data[],
  lost: readonly Data[],
  matches: readonly Data[],
  now: Date,
): FiguresRollup {
  const rollup: FiguresRollup = {
    open: {},
    found: {},
    returned: {},
    lostReports: 0,
    matchedReports: 0,
  };
  const contributions = [
    ...found.map(foundContribution),
    ...lost.map(lostContribution),
    ...matches.map(matchContribution),
  ];
  for (const contribution of contributions) {
    for (const path of contribution?.paths ?? []) {
      if (path.length === 1) {
        const field = path[0] as 'lostReports' | 'matchedReports';
        rollup[field] += 1;
      } else if (path.length === 2) {
        rollup.open[path[1]] = (rollup.open[path[1]] ?? 0) + 1;
      } else if (monthKept(path[1], now)) {
        const months = rollup[path[0] as 'found' | 'returned'];
        const month = (months[path[1]] ??= {});
        month[path[2]] = (month[path[2]] ?? 0) + 1;
      }
    }
  }
  return rollup;
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
    const day = month?.[pad(new Date(dayStart).getUTCDate())] ?? 0;
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
