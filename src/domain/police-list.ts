import type { DateValue } from './dates';
import { paletteLabel } from './matching/palette';
import { handedInByGuest, toFinderRights, type FinderRights } from './police-paperwork';

/**
 * The police list: the items of a police handover, one row each in the police form's column
 * order, kept on the handover as a snapshot (the list prints as it was handed over), printed in
 * the reader's language and exported as CSV. The handover itself is in police-handover.ts.
 */

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
