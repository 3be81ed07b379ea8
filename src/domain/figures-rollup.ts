import {
  monthKept,
  nearMonthEdge,
  quarterKey,
  utcDayKey,
  utcMonthKey,
} from './figures-rollup-time';

/**
 * The figures card's counts kept in one document per hotel (hotels/{hotelId}/rollups/figures),
 * updated by the functions as items and matches change (functions/src/lib/figures-rollup.ts), so
 * that the card reads one document instead of about 40 aggregation queries. Pure: what each
 * document contributes and how a write changes the counters; the card's figures from the stored
 * counts are in figures-rollup-read.ts. docs/data-model.md describes the document.
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
 * How times are keyed (per UTC day, and per quarter hour near a UTC month's start, so that a
 * month in any time zone is counted exactly) is in figures-rollup-time.ts.
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

/** The counters a time adds to under `field` ('found' or 'returned'). */
export function timePaths(field: 'found' | 'returned', ms: number): RollupPath[] {
  const month = utcMonthKey(ms);
  const paths: RollupPath[] = [[field, month, utcDayKey(ms)]];
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
