import { findItemType, type ItemTypeName } from './item-types';

/**
 * Retention per hotel: how many days a found item is kept, counted in calendar days
 * from the date found, by item type group; after that it is due (dispose, donate, or hand to the
 * police or an embassy). Stored at hotels/{hotelId}.settings.retention; missing groups use the
 * defaults. Pure: no clock, no time zone but the one passed in.
 */
export const RETENTION_GROUPS = ['perishables', 'general', 'valuables', 'documents'] as const;
export type RetentionGroup = (typeof RETENTION_GROUPS)[number];
export type Retention = Record<RetentionGroup, number>;

export const DEFAULT_RETENTION: Retention = {
  perishables: 2,
  general: 30,
  valuables: 7,
  documents: 7,
};

/** The bounds firestore.rules enforces on each stored value. */
export const MAX_RETENTION_DAYS = 3650;
/** The Due view lists items past their due date or due within this many days. */
export const DUE_SOON_DAYS = 3;

/** Every catalogue type in one group; free-text types are general. */
export const ITEM_TYPE_GROUPS: Record<ItemTypeName, RetentionGroup> = {
  Phone: 'valuables',
  Smartphone: 'valuables',
  Wallet: 'valuables',
  Keys: 'general',
  Jewelry: 'valuables',
  Watch: 'valuables',
  Sunglasses: 'general',
  Headphones: 'general',
  Charger: 'general',
  Laptop: 'valuables',
  Tablet: 'valuables',
  Camera: 'valuables',
  Bag: 'general',
  Backpack: 'general',
  Jacket: 'general',
  Shoes: 'general',
  Hat: 'general',
  Scarf: 'general',
  Umbrella: 'general',
  Book: 'general',
  Documents: 'documents',
  Passport: 'documents',
  'Credit Card': 'valuables',
  Medication: 'perishables',
  Toiletries: 'perishables',
};

export function retentionGroupOf(itemType: string | null | undefined): RetentionGroup {
  const known = findItemType(itemType);
  return known ? ITEM_TYPE_GROUPS[known.name] : 'general';
}

export function isRetentionDays(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_RETENTION_DAYS
  );
}

/** A stored retention map read leniently: each valid group value, the default otherwise. */
export function toRetention(raw: unknown): Retention {
  const stored = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const result = { ...DEFAULT_RETENTION };
  for (const group of RETENTION_GROUPS) {
    const value = stored[group];
    if (isRetentionDays(value)) result[group] = value;
  }
  return result;
}

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` as a day number (days since 1970-01-01), or null when it is not a real date. */
export function dayNumber(iso: string): number | null {
  const match = DATE_ONLY.exec(iso.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  )
    return null;
  return Math.round(ms / DAY_MS);
}

/** A day number as `YYYY-MM-DD`. */
export function isoOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * One formatter per zone: creating an Intl.DateTimeFormat costs about a millisecond, and lists
 * ask for a row's day in storage on every render.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/**
 * The calendar date of `now` in `timeZone` (an IANA name; the runtime's zone when omitted), as
 * `YYYY-MM-DD`: 23:30 UTC is already tomorrow in Tokyo.
 */
export function calendarDay(now: Date, timeZone?: string): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole calendar days from the date found to today (0 on the day found); null for no date. */
export function daysInStorage(dateFound: string, now: Date, timeZone?: string): number | null {
  const found = dayNumber(dateFound);
  const today = dayNumber(calendarDay(now, timeZone));
  if (found === null || today === null) return null;
  return Math.max(0, today - found);
}

export interface DueInfo {
  group: RetentionGroup;
  /** Days kept so far (0 on the day found). */
  daysInStorage: number;
  /** `YYYY-MM-DD`: the date found plus the group's days. */
  dueDate: string;
  /** Negative when overdue, 0 on the due date. */
  daysLeft: number;
  state: 'overdue' | 'today' | 'soon' | 'later';
}

/** Retention status of a found item, or null when its date found is missing or not a date. */
export function dueInfo(
  item: { itemType: string; dateFound: string },
  retention: Retention,
  now: Date,
  timeZone?: string,
): DueInfo | null {
  const found = dayNumber(item.dateFound);
  const today = dayNumber(calendarDay(now, timeZone));
  if (found === null || today === null) return null;
  const group = retentionGroupOf(item.itemType);
  const due = found + retention[group];
  const daysLeft = due - today;
  return {
    group,
    daysInStorage: Math.max(0, today - found),
    dueDate: isoOfDayNumber(due),
    daysLeft,
    state:
      daysLeft < 0
        ? 'overdue'
        : daysLeft === 0
          ? 'today'
          : daysLeft <= DUE_SOON_DAYS
            ? 'soon'
            : 'later',
  };
}

/**
 * The Due view: pending, non-deleted items past their due date or due within DUE_SOON_DAYS,
 * earliest due date first (ties: longest in storage, then id).
 */
export function dueItems<
  T extends { id: string; itemType: string; dateFound: string; status: string; deleted?: boolean },
>(
  items: readonly T[],
  retention: Retention,
  now: Date,
  timeZone?: string,
): { item: T; due: DueInfo }[] {
  return items
    .filter((item) => item.status === 'pending' && !item.deleted)
    .map((item) => ({ item, due: dueInfo(item, retention, now, timeZone) }))
    .filter(
      (row): row is { item: T; due: DueInfo } =>
        row.due !== null && row.due.daysLeft <= DUE_SOON_DAYS,
    )
    .sort(
      (a, b) =>
        a.due.daysLeft - b.due.daysLeft ||
        b.due.daysInStorage - a.due.daysInStorage ||
        // Ids in code-point order, as Firestore orders them: the Due view reads each group's
        // first items in the query's order, and a page must end where the query's did.
        (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0),
    );
}

/**
 * The latest date found an item of `group` can have and still be in the Due view: found on or
 * before it, it is due within DUE_SOON_DAYS. The Due view reads each group's items found up to its
 * day (oldest first), so it covers every due item however many newer ones a hotel keeps.
 */
export function latestDueFoundDay(
  retention: Retention,
  group: RetentionGroup,
  now: Date,
  timeZone?: string,
): string {
  const today = dayNumber(calendarDay(now, timeZone)) ?? 0;
  return isoOfDayNumber(today + DUE_SOON_DAYS - retention[group]);
}
