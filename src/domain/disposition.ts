import { z } from 'zod';
import { toDateValue, type DateValue } from './dates';
import type { FoundItemStatus, UserClaims } from './entities';
import { paletteLabel } from './matching/palette';
import {
  handedInByGuest,
  toFinderRights,
  toPoliceSettings,
  type FacilityClaims,
  type FinderRights,
} from './police-paperwork';

/**
 * Final dispositions of a found item, besides the spec's discard and shipping:
 * returned in person, handed to the police (in a batch, by the createPoliceHandover function),
 * donated, destroyed. Each is a found-item status; an admin may revert any of them (except a
 * return that closed a match, which is final like shipping) back to pending with a reason.
 *
 * Who may do what (spec §6 roles): staff hand an item back to its owner at the desk (returned,
 * also as "picked up" for a confirmed match); disposing of someone's property (police, donated,
 * destroyed) is an admin's decision, like discard; reverting is for admins only.
 */
export const FINAL_FOUND_STATUSES = ['returned', 'police', 'donated', 'destroyed'] as const;
export type DispositionKind = (typeof FINAL_FOUND_STATUSES)[number];
/** The dispositions a client writes for one item (firestore.rules foundDisposition). */
export const CLIENT_DISPOSITIONS = ['returned', 'donated', 'destroyed'] as const;
export type ClientDispositionKind = (typeof CLIENT_DISPOSITIONS)[number];

/** At most this many items in one police handover (one transaction: 2 writes per item). */
export const MAX_HANDOVER_ITEMS = 200;
export const MAX_NOTE = 2000;

interface DispositionBase {
  at: DateValue;
  byUid: string;
  byEmail: string;
  /** The staff member who handed the item over or disposed of it, as typed. */
  byName: string;
  note: string;
}

export type Disposition =
  | (DispositionBase & {
      kind: 'returned';
      recipientName: string;
      idChecked: boolean;
      /** The match closed as picked up, or null for a return without a match. */
      matchId: string | null;
    })
  | (DispositionBase & {
      kind: 'police';
      handoverId: string;
      station: string;
      receiptNumber: string;
      /** `YYYY-MM-DD`: the day of the handover. */
      date: string;
    })
  | (DispositionBase & { kind: 'donated' | 'destroyed' });

export interface Reversal {
  reason: string;
  at: DateValue;
  byUid: string;
  byEmail: string;
  /** The status that was reverted. */
  from: DispositionKind;
}

/** What a guest's in-person pickup records on the match (status 'picked-up'). */
export interface Pickup {
  at: DateValue;
  byUid: string;
  byEmail: string;
  byName: string;
  recipientName: string;
  idChecked: boolean;
  note: string;
}

export function isFinalFoundStatus(status: string): status is DispositionKind {
  return (FINAL_FOUND_STATUSES as readonly string[]).includes(status);
}

/** Who may record each disposition (the rules and the functions check the same). */
export function mayDispose(
  kind: DispositionKind,
  claims: Pick<UserClaims, 'admin' | 'staff'>,
): boolean {
  return kind === 'returned' ? claims.admin || claims.staff : claims.admin;
}

/** A disposition ends an item on the shelf: pending and not part of a match. */
export function canDispose(found: { status: FoundItemStatus; matchId: string | null }): boolean {
  return found.status === 'pending' && found.matchId === null;
}

/** Admins revert a disposition, but not a pickup that closed a match (final like shipping). */
export function canRevertDisposition(found: {
  status: FoundItemStatus;
  matchId: string | null;
}): boolean {
  return isFinalFoundStatus(found.status) && found.matchId === null;
}

const name = z.string().trim().min(1, 'disposition.errors.name').max(500);
const note = z.string().trim().max(MAX_NOTE).default('');

/** The form of one item's disposition (returned, donated, destroyed). */
export const dispositionInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('returned'),
      byName: name,
      recipientName: z.string().trim().min(1, 'disposition.errors.recipient').max(500),
      idChecked: z.boolean(),
      note,
    })
    .strict(),
  z.object({ kind: z.literal('donated'), byName: name, note }).strict(),
  z.object({ kind: z.literal('destroyed'), byName: name, note }).strict(),
]);
export type DispositionInput = z.input<typeof dispositionInput>;

export const revertInput = z
  .object({ reason: z.string().trim().min(1, 'disposition.errors.reason').max(MAX_NOTE) })
  .strict();

/** The police handover (createPoliceHandover callable). */
export const policeHandoverRequest = z
  .object({
    hotelId: z.string().min(1).max(128),
    itemIds: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
      .min(1)
      .max(MAX_HANDOVER_ITEMS)
      .refine((ids) => new Set(ids).size === ids.length, 'disposition.errors.duplicate'),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'disposition.errors.date'),
    station: z.string().trim().min(1, 'disposition.errors.station').max(500),
    receiptNumber: z.string().trim().max(100).default(''),
    byName: name,
    note,
  })
  .strict();
export type PoliceHandoverRequest = z.input<typeof policeHandoverRequest>;
export interface PoliceHandoverResponse {
  handoverId: string;
}

/** The guest collected a confirmed match in person (closeMatchPickedUp callable). */
export const pickupRequest = z
  .object({
    matchId: z.string().min(1).max(128),
    byName: name,
    recipientName: z.string().trim().min(1, 'disposition.errors.recipient').max(500),
    idChecked: z.boolean(),
    note,
  })
  .strict();
export type PickupRequest = z.input<typeof pickupRequest>;

/** One row of the police list, in the police form's column order. */
export interface PoliceListItem {
  id: string;
  dateFound: string;
  place: string;
  itemType: string;
  itemName: string;
  /** The palette colour key (rendered in the reader's language); '' on handovers before it. */
  colour: string;
  /**
   * Brand and description, '; '-separated (older handovers also hold the raw colour and the cash
   * here, and have none of the fields below: they print '' / not recorded).
   */
  features: string;
  finder: string;
  /** `HH:MM` or ''. */
  timeFound: string;
  /** The place as recorded, so that the list writes a room as a room in the reader's language. */
  roomNumber: string;
  hotelComplex: string;
  otherLocation: string;
  cashValue: string;
  /** When the facility received the item: the item's registration. */
  handedInAt: DateValue;
  /** Handed in by a finder who is not staff: then their contact and rights below apply. */
  guestFinder: boolean;
  finderContact: string;
  finderRights: FinderRights;
}

/** What the submission says of the facility: a snapshot of the hotel's settings at handover. */
export interface PoliceFacility {
  name: string;
  address: string;
  phone: string;
  occupant: string;
  claims: FacilityClaims;
}

/** The facility snapshot of a hotel document (settings.police), as the function stores it. */
export function policeFacilityOf(hotel: {
  displayName?: unknown;
  settings?: { police?: unknown } | null;
}): PoliceFacility {
  const police = toPoliceSettings(hotel.settings?.police);
  return {
    name: typeof hotel.displayName === 'string' ? hotel.displayName : '',
    address: police.address,
    phone: police.phone,
    occupant: police.occupant,
    claims: police.claims,
  };
}

/** The features column of a police list row: the colour in the reader's language, then the rest. */
export function policeListFeatures(
  item: Pick<PoliceListItem, 'colour' | 'features'>,
  language: string,
): string {
  return [item.colour && paletteLabel(item.colour, language), item.features]
    .filter(Boolean)
    .join('; ');
}

/** What a handover keeps of each item (a snapshot: the list prints as it was handed over). */
export function policeListItem(found: {
  id: string;
  dateFound: string;
  timeFound: string;
  createdAt: DateValue;
  finderContact: string;
  finderRights: FinderRights;
  roomNumber: string;
  hotelComplex: string;
  otherLocation: string;
  itemType: string;
  itemName: string;
  description: string;
  colour: string;
  brand: string;
  cashValue: string;
  finderName: string;
  foundByNonHotelStaff: string;
}): PoliceListItem {
  const place = [
    found.roomNumber && `#${found.roomNumber}`,
    found.hotelComplex,
    found.otherLocation,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const features = [found.brand, found.description]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('; ');
  const guest = handedInByGuest(found);
  return {
    id: found.id,
    dateFound: found.dateFound,
    place,
    itemType: found.itemType,
    itemName: found.itemName,
    colour: found.colour.trim(),
    features,
    // The person who found it: a guest finder when there is one, else the staff member.
    finder: (guest ? found.foundByNonHotelStaff : found.finderName).trim(),
    timeFound: found.timeFound.trim(),
    roomNumber: found.roomNumber.trim(),
    hotelComplex: found.hotelComplex.trim(),
    otherLocation: found.otherLocation.trim(),
    cashValue: found.cashValue.trim(),
    handedInAt:
      found.createdAt && !Number.isNaN(found.createdAt.getTime()) ? found.createdAt : null,
    guestFinder: guest,
    finderContact: guest ? found.finderContact.trim() : '',
    finderRights: guest ? { ...found.finderRights } : toFinderRights(null),
  };
}

export interface PoliceHandover {
  id: string;
  hotelId: string;
  date: string;
  station: string;
  receiptNumber: string;
  note: string;
  byName: string;
  byEmail: string;
  createdAt: DateValue;
  /** The facility as it was at handover; null on handovers made before it was kept. */
  facility: PoliceFacility | null;
  items: PoliceListItem[];
}

type Data = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const map = (value: unknown): Data | null =>
  value && typeof value === 'object' ? (value as Data) : null;

export function toDisposition(value: unknown): Disposition | null {
  const data = map(value);
  if (!data || !isFinalFoundStatus(str(data.kind))) return null;
  const base = {
    at: toDateValue(data.at),
    byUid: str(data.byUid),
    byEmail: str(data.byEmail),
    byName: str(data.byName),
    note: str(data.note),
  };
  switch (data.kind) {
    case 'returned':
      return {
        ...base,
        kind: 'returned',
        recipientName: str(data.recipientName),
        idChecked: data.idChecked === true,
        matchId: str(data.matchId) || null,
      };
    case 'police':
      return {
        ...base,
        kind: 'police',
        handoverId: str(data.handoverId),
        station: str(data.station),
        receiptNumber: str(data.receiptNumber),
        date: str(data.date),
      };
    default:
      return { ...base, kind: data.kind as 'donated' | 'destroyed' };
  }
}

export function toReversal(value: unknown): Reversal | null {
  const data = map(value);
  if (!data || !isFinalFoundStatus(str(data.from))) return null;
  return {
    reason: str(data.reason),
    at: toDateValue(data.at),
    byUid: str(data.byUid),
    byEmail: str(data.byEmail),
    from: data.from as DispositionKind,
  };
}

export function toPickup(value: unknown): Pickup | null {
  const data = map(value);
  if (!data) return null;
  return {
    at: toDateValue(data.at),
    byUid: str(data.byUid),
    byEmail: str(data.byEmail),
    byName: str(data.byName),
    recipientName: str(data.recipientName),
    idChecked: data.idChecked === true,
    note: str(data.note),
  };
}

/** A stored facility snapshot: the police settings' fields (read the same way) plus the name. */
function toPoliceFacility(value: unknown): PoliceFacility | null {
  const data = map(value);
  if (!data) return null;
  const { address, phone, occupant, claims } = toPoliceSettings(data);
  return { name: str(data.name), address, phone, occupant, claims };
}

export function toPoliceHandover(id: string, data: Data): PoliceHandover {
  const items = Array.isArray(data.items) ? data.items : [];
  return {
    id,
    hotelId: str(data.hotelId),
    date: str(data.date),
    station: str(data.station),
    receiptNumber: str(data.receiptNumber),
    note: str(data.note),
    byName: str(data.byName),
    byEmail: str(data.byEmail),
    createdAt: toDateValue(data.createdAt),
    facility: toPoliceFacility(data.facility),
    items: items.map((entry) => {
      const item = map(entry) ?? {};
      return {
        timeFound: str(item.timeFound),
        roomNumber: str(item.roomNumber),
        hotelComplex: str(item.hotelComplex),
        otherLocation: str(item.otherLocation),
        cashValue: str(item.cashValue),
        handedInAt: toDateValue(item.handedInAt),
        guestFinder: item.guestFinder === true,
        finderContact: str(item.finderContact),
        finderRights: toFinderRights(item.finderRights),
        id: str(item.id),
        dateFound: str(item.dateFound),
        place: str(item.place),
        itemType: str(item.itemType),
        itemName: str(item.itemName),
        colour: str(item.colour),
        features: str(item.features),
        finder: str(item.finder),
      };
    }),
  };
}

/** A one-line summary of a disposition for lists and the CSV (the labels come from the caller). */
export function dispositionSummary(
  disposition: Disposition | null | undefined,
  label: (kind: DispositionKind) => string,
): string {
  if (!disposition) return '';
  const parts = [label(disposition.kind)];
  if (disposition.kind === 'returned') parts.push(disposition.recipientName);
  if (disposition.kind === 'police')
    parts.push(
      [disposition.station, disposition.receiptNumber, disposition.date].filter(Boolean).join(' '),
    );
  parts.push(disposition.byName);
  if (disposition.note) parts.push(disposition.note);
  return parts.filter(Boolean).join(' / ');
}

const FORMULA = /^\s*[=+\-@\t\r]/;
/** One CSV cell: quoted, quotes doubled, a formula-like start defused (as the export function). */
function csvCell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The police list as CSV (with a byte-order mark for Excel): the printed list's header and rows,
 * each cell as the sheet shows it.
 */
export function policeListCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
