import {
  dateSortValue,
  dayFromPicker,
  endOfDay,
  isValidDate,
  parseDateOnly,
  startOfDay,
  toDateValue,
} from './dates';
import type { FoundItem } from './entities';
import { personName, type PersonName } from './person-name';
import { displayPhone } from './phone';

/** 'closed': found items returned, handed to the police, donated or destroyed. */
export const DASHBOARD_TABS = [
  'found',
  'lost',
  'matched',
  'shipped',
  'discarded',
  'closed',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return (DASHBOARD_TABS as readonly unknown[]).includes(value);
}

/** What can be exported (spec §7): every tab, or all items at once. */
export const EXPORT_TYPES = ['all', ...DASHBOARD_TABS] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: string;
  direction: SortDirection;
}

/** Spec §5: each tab's default sort, descending. */
export const DEFAULT_SORT: Record<DashboardTab, SortState> = {
  found: { column: 'date', direction: 'desc' },
  lost: { column: 'date', direction: 'desc' },
  matched: { column: 'matchedAt', direction: 'desc' },
  shipped: { column: 'shippedAt', direction: 'desc' },
  discarded: { column: 'discardedAt', direction: 'desc' },
  closed: { column: 'closedAt', direction: 'desc' },
};

/** First click on a column sorts ascending; clicking the sorted column again toggles. */
export function nextSort(current: SortState, column: string): SortState {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export type SortValue = string | number | null | undefined;

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/**
 * Stable sort by an accessor. Missing values (null, undefined, '') go last in both directions,
 * so that the rows with data stay on top.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortState,
  accessor: (row: T) => SortValue,
): T[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: accessor(row) }))
    .sort((a, b) => {
      const aMissing = a.value === null || a.value === undefined || a.value === '';
      const bMissing = b.value === null || b.value === undefined || b.value === '';
      if (aMissing || bMissing)
        return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1;
      return compareValues(a.value, b.value) * factor || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** Date values for sorting: missing or invalid dates are null and sort last. */
export const dateKey = (raw: unknown): number | null => dateSortValue(raw);

/**
 * Date-from/date-to filter (spec §5): the to-date includes the whole day until 23:59:59. Rows
 * without a readable date are kept only when no filter is set.
 */
export function filterByDateRange<T>(
  rows: readonly T[],
  getDate: (row: T) => unknown,
  from: Date | string | null,
  to: Date | string | null,
): T[] {
  // A picked day (`YYYY-MM-DD`) is a local calendar day, from its midnight to 23:59:59.999.
  const asDay = (value: Date | string) =>
    typeof value === 'string' ? parseDateOnly(dayFromPicker(value)) : value;
  const lowerDay = from ? asDay(from) : null;
  const upperDay = to ? asDay(to) : null;
  if (!isValidDate(lowerDay) && !isValidDate(upperDay)) return [...rows];
  const lower = isValidDate(lowerDay) ? startOfDay(lowerDay).getTime() : -Infinity;
  const upper = isValidDate(upperDay) ? endOfDay(upperDay).getTime() : Infinity;
  return rows.filter((row) => {
    const value = toDateValue(getDate(row));
    if (!isValidDate(value)) return false;
    const time = value.getTime();
    return time >= lower && time <= upper;
  });
}

/** Contact column: phone, then email. */
export function contactOf(item: { phone?: string; email?: string }): string {
  return displayPhone(item.phone) || item.email?.trim() || '';
}

/** Location column of a found item: the first location the staff filled in. */
export function foundLocationOf(
  item: Pick<FoundItem, 'roomNumber' | 'hotelComplex' | 'otherLocation'>,
): string {
  return [item.roomNumber, item.hotelComplex, item.otherLocation]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' / ');
}

/** The owner column: a person's name as the reader's language writes it (person-name.ts). */
export function ownerOf(item: PersonName, language: string = 'en'): string {
  return personName(item, language);
}
