import type { ExportType } from './callables';
import { contactOf, foundLocationOf, ownerOf } from './dashboard';
import { isValidDate, toDateValue } from './dates';
import type { FoundItem, LostItem, Match } from './entities';
import { itemTypeLabel } from './item-types';
import { formatYen } from './postage';
import { dispositionSummary, isFinalFoundStatus } from './disposition';
import { daysInStorage } from './retention';

/**
 * CSV columns of each export type, following the dashboard tab of that type (spec §2). Headers
 * are translation keys under export.columns; cells are plain text in the caller's language.
 */
type Translate = (key: string) => string;

export interface ExportColumn<T> {
  header: string;
  value: (row: T, t: Translate) => string;
}

/** Stored dates as YYYY-MM-DD, moments as ISO 8601 UTC; missing ''. */
export function csvDate(raw: unknown, withTime = false): string {
  const value = toDateValue(raw);
  if (value === null) return '';
  if (!isValidDate(value)) return 'Invalid Date';
  if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) return raw.trim();
  return withTime ? value.toISOString() : value.toISOString().slice(0, 10);
}

const itemLabel = (type: string, name: string, t: Translate) =>
  [itemTypeLabel(type, t), name].filter((part) => part.trim() !== '').join(' - ');

/**
 * Whole calendar days since the date found, for an item still in storage (pending);
 * '' otherwise. Counted at export time in the runtime's time zone.
 */
export function storageDays(item: Pick<FoundItem, 'status' | 'dateFound'>, now = new Date()) {
  if (item.status !== 'pending') return '';
  const days = daysInStorage(item.dateFound, now);
  return days === null ? '' : String(days);
}

const FOUND_COLUMNS: ExportColumn<FoundItem>[] = [
  { header: 'export.columns.itemType', value: (r, t) => itemTypeLabel(r.itemType, t) },
  { header: 'export.columns.itemName', value: (r) => r.itemName },
  { header: 'export.columns.dateFound', value: (r) => csvDate(r.dateFound) },
  { header: 'export.columns.location', value: (r) => foundLocationOf(r) },
  { header: 'export.columns.storageLocation', value: (r) => r.storageLocation },
  { header: 'export.columns.daysInStorage', value: (r) => storageDays(r) },
  { header: 'export.columns.owner', value: (r) => ownerOf(r) },
  { header: 'export.columns.contact', value: (r) => contactOf(r) },
  { header: 'export.columns.status', value: (r, t) => t(`itemStatus.${r.status}`) },
  { header: 'export.columns.description', value: (r) => r.description },
  { header: 'export.columns.finderName', value: (r) => r.finderName },
];

const DISCARDED_COLUMNS: ExportColumn<FoundItem>[] = [
  ...FOUND_COLUMNS,
  { header: 'export.columns.discardedAt', value: (r) => csvDate(r.discardedAt, true) },
  { header: 'export.columns.disposer', value: (r) => r.disposer },
];

/** How a found item left the shelf (returned, police, donated, destroyed), if it did. */
const dispositionColumn: ExportColumn<FoundItem> = {
  header: 'export.columns.disposition',
  value: (r, t) => dispositionSummary(r.disposition, (kind) => t(`itemStatus.${kind}`)),
};

const CLOSED_COLUMNS: ExportColumn<FoundItem>[] = [
  ...FOUND_COLUMNS,
  { header: 'export.columns.closedAt', value: (r) => csvDate(r.disposition?.at ?? null, true) },
  dispositionColumn,
];

const LOST_COLUMNS: ExportColumn<LostItem>[] = [
  { header: 'export.columns.reference', value: (r) => r.reference },
  { header: 'export.columns.itemType', value: (r, t) => itemTypeLabel(r.itemType, t) },
  { header: 'export.columns.itemName', value: (r) => r.itemName },
  { header: 'export.columns.dateLost', value: (r) => csvDate(r.dateLost) },
  { header: 'export.columns.location', value: (r) => r.locationLost },
  { header: 'export.columns.owner', value: (r) => ownerOf(r) },
  { header: 'export.columns.contact', value: (r) => contactOf(r) },
  { header: 'export.columns.status', value: (r, t) => t(`itemStatus.${r.status}`) },
  { header: 'export.columns.country', value: (r) => r.country },
  { header: 'export.columns.description', value: (r) => r.description },
];

const MATCHED_COLUMNS: ExportColumn<Match>[] = [
  {
    header: 'export.columns.foundItem',
    value: (r, t) => itemLabel(r.found.itemType, r.found.itemName, t),
  },
  {
    header: 'export.columns.lostItem',
    value: (r, t) => itemLabel(r.lost.itemType, r.lost.itemName, t),
  },
  { header: 'export.columns.owner', value: (r) => ownerOf(r.lost) },
  { header: 'export.columns.matchedAt', value: (r) => csvDate(r.matchedAt, true) },
  {
    header: 'export.columns.status',
    value: (r, t) => t(r.status === 'on-hold' ? 'matchStatus.onHold' : `matchStatus.${r.status}`),
  },
];

const SHIPPED_COLUMNS: ExportColumn<Match>[] = [
  {
    header: 'export.columns.foundItem',
    value: (r, t) => itemLabel(r.found.itemType, r.found.itemName, t),
  },
  {
    header: 'export.columns.lostItem',
    value: (r, t) => itemLabel(r.lost.itemType, r.lost.itemName, t),
  },
  { header: 'export.columns.owner', value: (r) => ownerOf(r.lost) },
  { header: 'export.columns.shippedAt', value: (r) => csvDate(r.shippedAt, true) },
  {
    header: 'export.columns.packageSize',
    value: (r, t) => (r.packageSize ? t(`package.sizes.${r.packageSize}`) : ''),
  },
  {
    header: 'export.columns.packageWeight',
    value: (r) => (r.packageWeight === null ? '' : String(r.packageWeight)),
  },
  { header: 'export.columns.destination', value: (r) => r.destinationCountry ?? '' },
  {
    header: 'export.columns.postage',
    value: (r) => (r.postageCost === null ? '' : formatYen(r.postageCost)),
  },
];

export type AllRow = { kind: 'found'; item: FoundItem } | { kind: 'lost'; item: LostItem };

const ALL_COLUMNS: ExportColumn<AllRow>[] = [
  {
    header: 'export.columns.recordType',
    value: (r, t) => t(r.kind === 'found' ? 'export.recordFound' : 'export.recordLost'),
  },
  /** The guest's reference number, on lost item rows ('' on found items). */
  { header: 'export.columns.reference', value: (r) => (r.kind === 'lost' ? r.item.reference : '') },
  { header: 'export.columns.itemType', value: (r, t) => itemTypeLabel(r.item.itemType, t) },
  { header: 'export.columns.itemName', value: (r) => r.item.itemName },
  {
    header: 'export.columns.date',
    value: (r) => csvDate(r.kind === 'found' ? r.item.dateFound : r.item.dateLost),
  },
  {
    header: 'export.columns.location',
    value: (r) => (r.kind === 'found' ? foundLocationOf(r.item) : r.item.locationLost),
  },
  {
    header: 'export.columns.storageLocation',
    value: (r) => (r.kind === 'found' ? r.item.storageLocation : ''),
  },
  {
    header: 'export.columns.daysInStorage',
    value: (r) => (r.kind === 'found' ? storageDays(r.item) : ''),
  },
  { header: 'export.columns.owner', value: (r) => ownerOf(r.item) },
  { header: 'export.columns.contact', value: (r) => contactOf(r.item) },
  { header: 'export.columns.status', value: (r, t) => t(`itemStatus.${r.item.status}`) },
  {
    header: 'export.columns.disposition',
    value: (r, t) => (r.kind === 'found' ? dispositionColumn.value(r.item, t) : ''),
  },
];

export interface ExportData {
  found: FoundItem[];
  lost: LostItem[];
  matches: Match[];
}

/** Header and rows of an export, as text cells; deleted items never appear. */
export function exportTable(
  type: ExportType,
  data: ExportData,
  t: Translate,
): { header: string[]; rows: string[][] } {
  const found = data.found.filter((item) => !item.deleted);
  const lost = data.lost.filter((item) => !item.deleted);
  const build = <T>(columns: ExportColumn<T>[], rows: T[]) => ({
    header: columns.map((column) => t(column.header)),
    rows: rows.map((row) => columns.map((column) => column.value(row, t))),
  });
  switch (type) {
    case 'found':
      return build(
        FOUND_COLUMNS,
        found.filter((item) => item.status === 'pending'),
      );
    case 'lost':
      return build(
        LOST_COLUMNS,
        lost.filter((item) => item.status === 'pending'),
      );
    case 'discarded':
      return build(
        DISCARDED_COLUMNS,
        found.filter((item) => item.status === 'discarded'),
      );
    case 'closed':
      return build(
        CLOSED_COLUMNS,
        found.filter((item) => isFinalFoundStatus(item.status)),
      );
    case 'matched':
      return build(
        MATCHED_COLUMNS,
        data.matches.filter((match) => match.status !== 'shipped'),
      );
    case 'shipped':
      return build(
        SHIPPED_COLUMNS,
        data.matches.filter((match) => match.status === 'shipped'),
      );
    case 'all':
      return build(ALL_COLUMNS, [
        ...found.map((item): AllRow => ({ kind: 'found', item })),
        ...lost.map((item): AllRow => ({ kind: 'lost', item })),
      ]);
  }
}

/** The downloaded file name (spec §7): {type}-items-{hotelId}-{yyyy-mm-dd}.csv, all-items for all. */
export function exportFileName(type: ExportType, hotelId: string, today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `${type}-items-${hotelId}-${day}.csv`;
}
