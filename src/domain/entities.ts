import type { DateValue } from './dates';
import type { Disposition, Pickup, Reversal } from './disposition-records';
import type { Erasure } from './erasure';
import type { EmailConfirmation, MailHeld } from './mail-trust';
import type { FinderRights, PoliceSettings } from './police-paperwork';
import type { PaymentSettings } from './postage-payment';
import type { Retention } from './retention';
import type { ShippingAgreement } from './shipping-agreement';
import type { ShippingOverride } from './shipping-rules';
import type { Carrier } from './tracking';

/**
 * Entities of spec section 3, as the app sees them after conversion (see docs/data-model.md).
 * The activity log's entries are in activity.ts; what a match keeps of its items, in
 * match-summary.ts.
 */

export type HotelId = string;
/** A guest's language as stored on a report and a message (src/domain/language.ts). */
import type { Language } from './language';
export type { Language };
export type ItemCollection = 'lost-items' | 'found-items';

/** 'returned': the guest picked the item up in person (its match is 'picked-up'). */
export type LostItemStatus = 'pending' | 'matched' | 'returned';
/** Final dispositions besides discard: src/domain/disposition-records.ts FINAL_FOUND_STATUSES. */
export type FoundItemStatus =
  'pending' | 'matched' | 'discarded' | 'returned' | 'police' | 'donated' | 'destroyed';
export const MATCH_STATUSES = [
  'matched',
  'pending',
  'confirmed',
  'on-hold',
  'shipped',
  'picked-up',
  // staff verified a guest's email address another way (docs/trust-model.md)
  'email-verified',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const PACKAGE_SIZES = ['small', 'medium', 'large'] as const;
export type PackageSize = (typeof PACKAGE_SIZES)[number];

export interface Hotel {
  id: HotelId;
  displayName: string;
  /** retention: days to keep per item type group, defaults filled in. */
  /** disposalReminders: mail the guest before a matched item's due date; off by default. */
  settings: {
    emailNotifications: boolean;
    updatedAt: DateValue;
    retention: Retention;
    disposalReminders?: boolean;
    /** Days a report's personal data is kept after it ended (src/domain/guest-data.ts). */
    guestDataDays?: number;
    /** The police paperwork's facility details and claims (src/domain/police-paperwork.ts). */
    police?: PoliceSettings;
    /** How guests pay the postage (src/domain/postage-payment.ts); null: not chosen yet. */
    payment?: PaymentSettings | null;
  };
}

export interface UserClaims {
  admin: boolean;
  staff: boolean;
  accessibleHotels: HotelId[];
}

export interface UserProfile {
  id: string;
  email: string;
  displayName: string;
  claims: UserClaims;
  claimsVersion: number;
}

interface SoftDeletable {
  deleted: boolean;
  deletedAt: DateValue;
  deletedBy: string | null;
  lastActivityId: string;
}

export interface LostItem extends SoftDeletable {
  id: string;
  hotelId: HotelId;
  /** Guest-facing reference (`SAK-7K3Q-2F`), assigned by a function; '' until then. */
  reference: string;
  itemType: string;
  itemName: string;
  /** `YYYY-MM-DD` as typed, or '' */
  dateLost: string;
  locationLost: string;
  description: string;
  firstName: string;
  surname: string;
  email: string;
  /** `+44 7700900123` or '' */
  phone: string;
  country: string;
  stayDateFrom: string;
  stayDateUntil: string;
  /** Optional structured fields: a palette key ('black') or '', a brand as typed or ''. */
  colour: string;
  brand: string;
  language: Language;
  status: LostItemStatus;
  matchId: string | null;
  userId: string | null;
  viewed: boolean;
  imageUrls: string[];
  createdAt: DateValue;
  updatedAt: DateValue;
  /** Written by functions only (docs/trust-model.md): how the address was confirmed, if it was. */
  emailConfirmation?: EmailConfirmation;
  /** Written by functions only: the last guest mail not sent, and why. */
  mailHeld?: MailHeld;
  /** The guest's erasure request or the erasure done (src/domain/guest-data.ts); null: neither. */
  erasure?: Erasure | null;
  /**
   * A guest message waits for the hotel's answer (the `thread` summary the message functions
   * keep: src/domain/messages.ts).
   */
  unanswered: boolean;
}

export interface FoundItem extends SoftDeletable {
  id: string;
  hotelId: HotelId;
  itemType: string;
  itemName: string;
  dateFound: string;
  /** `HH:MM` or '': the time found, which the police submission asks for. */
  timeFound: string;
  roomNumber: string;
  hotelComplex: string;
  otherLocation: string;
  storageLocation: string;
  description: string;
  cashValue: string;
  comments: string;
  finderName: string;
  firstName: string;
  surname: string;
  dateLost: string;
  phone: string;
  email: string;
  address: string;
  country: string;
  organisation: string;
  /** Optional structured fields: a palette key ('black') or '', a brand as typed or ''. */
  colour: string;
  brand: string;
  foundByStaff: boolean;
  foundByNonHotelStaff: string;
  /** A finder who is not staff: their phone or address, and the rights they claim. */
  finderContact: string;
  finderRights: FinderRights;
  foundByUserId: string;
  foundByUserEmail: string;
  status: FoundItemStatus;
  matchId: string | null;
  matchedAt: DateValue;
  viewed: boolean;
  imageUrls: string[];
  /**
   * The object names the item's photo folder may hold, named before each upload: at most
   * MAX_IMAGES, ever (storage.rules). Absent on items made before slots existed.
   */
  photoSlots?: string[];
  discardedAt: DateValue;
  disposer: string;
  disposerEmail: string;
  disposerId: string;
  /** How the item left the shelf (returned, police, donated, destroyed), or null. */
  disposition?: Disposition | null;
  /** The last admin revert of a disposition back to pending, or null. */
  lastReversal?: Reversal | null;
  createdAt: DateValue;
  updatedAt: DateValue;
}

/** What the matched and shipped tabs need of the found item, kept on the match. */
export interface MatchSummaryFound {
  itemType: string;
  itemName: string;
  dateFound: string;
  imageUrl: string | null;
}

/** What the matched and shipped tabs (and the guest email) need of the lost item. */
export interface MatchSummaryLost {
  itemType: string;
  itemName: string;
  firstName: string;
  surname: string;
  email: string;
  country: string;
  language: Language;
  imageUrl: string | null;
}

export interface Match {
  id: string;
  hotelId: HotelId;
  lostItemId: string;
  foundItemId: string;
  status: MatchStatus;
  matchedAt: DateValue;
  createdAt: DateValue;
  updatedAt: DateValue;
  confirmedAt: DateValue;
  onHoldAt: DateValue;
  shippedAt: DateValue;
  packageSize: PackageSize | null;
  packageWeight: number | null;
  postageCost: number | null;
  destinationCountry: string | null;
  createdBy: string;
  found: MatchSummaryFound;
  lost: MatchSummaryLost;
  notificationQueued: boolean;
  lastActivityId: string;
  /** Given by staff when they ship; null / '' before (or when not given). */
  carrier: Carrier | null;
  trackingNumber: string;
  /** Another carrier's tracking page, given by staff with carrier 'other'; '' otherwise. */
  carrierUrl: string;
  /** An admin's recorded decision to ship an item the shipping rules refuse, or null. */
  shippingOverride: ShippingOverride | null;
  /** The guest's address and quote acceptance, phone agreement and paid mark. */
  agreement: ShippingAgreement;
  /** The guest collected the item in person (status 'picked-up'); null before. */
  pickup?: Pickup | null;
  /** The lost report's personal data was erased (src/domain/guest-data.ts): lost summary blank. */
  guestDataErased?: boolean;
}
