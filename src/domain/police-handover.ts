import { z } from 'zod';
import { toDateValue, type DateValue } from './dates';
import { dispositionByName, dispositionNote } from './disposition';
import { toFinderRights, toPoliceSettings, type FacilityClaims } from './police-paperwork';
import type { PoliceListItem } from './police-list';

/**
 * The police handover, the one disposition made for many items at once (createPoliceHandover
 * function): its request, the facility's details it keeps, and the stored handover read back.
 * The list of items it keeps (one row per item, printed and exported) is in police-list.ts; the
 * single-item dispositions in disposition.ts; the paperwork's rules in police-paperwork.ts.
 */

/** At most this many items in one police handover (one transaction: 2 writes per item). */
export const MAX_HANDOVER_ITEMS = 200;

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
    byName: dispositionByName,
    note: dispositionNote,
  })
  .strict();
export type PoliceHandoverRequest = z.input<typeof policeHandoverRequest>;
export interface PoliceHandoverResponse {
  handoverId: string;
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
