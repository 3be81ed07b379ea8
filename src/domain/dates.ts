/**
 * One normaliser for every date the product stores (spec §3: server timestamps or date strings).
 * A stored moment becomes a Date; a missing one null (shown "N/A"); a value that cannot be read an
 * Invalid Date (shown "Invalid Date"), never a crash.
 */
export type DateValue = Date | null;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function hasToDate(value: object): value is { toDate: () => unknown } {
  return typeof (value as { toDate?: unknown }).toDate === 'function';
}

function isSecondsObject(value: object): value is { seconds: number; nanoseconds?: number } {
  return typeof (value as { seconds?: unknown }).seconds === 'number';
}

/** Parses `YYYY-MM-DD` as local midnight (a date a person typed has no time zone). */
export function parseDateOnly(text: string): Date {
  const match = DATE_ONLY.exec(text);
  if (!match) return new Date(Number.NaN);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const valid =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return valid ? date : new Date(Number.NaN);
}

export function toDateValue(raw: unknown): DateValue {
  if (raw === null || raw === undefined || raw === '') return null;
  if (raw instanceof Date) return new Date(raw.getTime());
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return null;
    return DATE_ONLY.test(text) ? parseDateOnly(text) : new Date(text);
  }
  if (typeof raw === 'number') return new Date(raw);
  if (typeof raw === 'object') {
    if (hasToDate(raw)) {
      const converted = raw.toDate();
      return converted instanceof Date ? converted : new Date(Number.NaN);
    }
    if (isSecondsObject(raw))
      return new Date(raw.seconds * 1000 + Math.floor((raw.nanoseconds ?? 0) / 1e6));
  }
  return new Date(Number.NaN);
}

export function isValidDate(value: DateValue): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** What a table cell shows for a date: the formatted date, or the key of N/A / Invalid Date. */
export type DateDisplay =
  { kind: 'date'; text: string } | { kind: 'missing' } | { kind: 'invalid' };

export function describeDate(raw: unknown, locale: string, withTime = false): DateDisplay {
  const value = toDateValue(raw);
  if (value === null) return { kind: 'missing' };
  if (!isValidDate(value)) return { kind: 'invalid' };
  return { kind: 'date', text: formatter(locale, withTime).format(value) };
}

// Building an Intl.DateTimeFormat is costly; tables format thousands of dates.
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let cached = FORMATTERS.get(key);
  if (!cached) {
    const options: Intl.DateTimeFormatOptions = withTime
      ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
      : { year: 'numeric', month: 'short', day: 'numeric' };
    cached = new Intl.DateTimeFormat(locale, options);
    FORMATTERS.set(key, cached);
  }
  return cached;
}

/**
 * Formats a date for display; `labels` carries the translated "N/A" and "Invalid Date" so that
 * this module stays free of i18n.
 */
export function formatDate(
  raw: unknown,
  locale: string,
  labels: { missing: string; invalid: string },
  withTime = false,
): string {
  const display = describeDate(raw, locale, withTime);
  if (display.kind === 'missing') return labels.missing;
  if (display.kind === 'invalid') return labels.invalid;
  return display.text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today (or `now`) as local `YYYY-MM-DD`: the default dateFound (spec §9). */
export function todayIso(now: Date = new Date()): string {
  return toIsoDay(now);
}

export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, 0, 0, 0);
}

/** The to-date filter includes the whole day, until 23:59:59.999 (spec §5). */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  next.setDate(next.getDate() + days);
  return next;
}

/** Milliseconds for sorting: missing and invalid dates are null (they sort last). */
export function dateSortValue(raw: unknown): number | null {
  const value = toDateValue(raw);
  return isValidDate(value) ? value.getTime() : null;
}

/**
 * The one bridge between a date picker and a stored day (spec §3: dateLost, dateFound, stay dates
 * and the dashboard filters are calendar days, never instants). Mantine's pickers (v8+) give and
 * take `YYYY-MM-DD` strings; a Date (older pickers, tests) is read in local time. Never
 * `new Date('YYYY-MM-DD')`: that is UTC midnight, which is the day before west of UTC.
 */
export function dayFromPicker(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : toIsoDay(value);
  const day = value.trim().slice(0, 10);
  return isValidDate(parseDateOnly(day)) ? day : '';
}

/** A stored day as the picker's value: the same `YYYY-MM-DD`, or null when empty or unreadable. */
export function dayToPicker(day: string | null | undefined): string | null {
  const value = dayFromPicker(day);
  return value === '' ? null : value;
}
