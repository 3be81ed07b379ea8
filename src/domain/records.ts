import { toDateValue } from './dates';
import type { ActivityAction, ActivityEntry, ActivityTarget } from './activity';
import type {
  FoundItem,
  FoundItemStatus,
  Hotel,
  LostItem,
  UserClaims,
  UserProfile,
} from './entities';
import { toDisposition, toReversal } from './disposition';
import { toEmailConfirmation, toMailHeld } from './mail-trust';
import { toErasure, toGuestDataDays } from './guest-data';
import { toFinderRights, toPoliceSettings } from './police-paperwork';
import { toPaymentSettings } from './postage-payment';
import { toRetention } from './retention';
import { bool, language, map, num, str, strings, strOrNull, type Data } from './records-fields';

/**
 * Stored documents -> entities, for the web converters and the functions alike. Missing fields get
 * safe defaults and dates go through the one normaliser, so a bad document shows "Invalid Date" or
 * "N/A" rather than breaking a screen. A match is read in records-match.ts, with the same field
 * readers (records-fields.ts).
 */

export function toHotel(id: string, data: Data): Hotel {
  const settings = map(data.settings);
  return {
    id,
    displayName: str(data.displayName) || id,
    settings: {
      emailNotifications: bool(settings.emailNotifications),
      updatedAt: toDateValue(settings.updatedAt),
      retention: toRetention(settings.retention),
      disposalReminders: bool(settings.disposalReminders),
      guestDataDays: toGuestDataDays(settings.guestDataDays),
      police: toPoliceSettings(settings.police),
      payment: toPaymentSettings(settings.payment),
    },
  };
}

export function toClaims(value: unknown): UserClaims {
  const claims = map(value);
  return {
    admin: bool(claims.admin),
    staff: bool(claims.staff),
    accessibleHotels: strings(claims.accessibleHotels),
  };
}

export function toUserProfile(id: string, data: Data): UserProfile {
  return {
    id,
    email: str(data.email),
    displayName: str(data.displayName),
    claims: toClaims(data.claims),
    claimsVersion: num(data.claimsVersion) ?? 0,
  };
}

function softDelete(data: Data) {
  return {
    deleted: bool(data.deleted),
    deletedAt: toDateValue(data.deletedAt),
    deletedBy: strOrNull(data.deletedBy),
    lastActivityId: str(data.lastActivityId),
  };
}

export function toLostItem(id: string, data: Data): LostItem {
  return {
    id,
    hotelId: str(data.hotelId),
    reference: str(data.reference),
    itemType: str(data.itemType),
    itemName: str(data.itemName),
    dateLost: str(data.dateLost),
    locationLost: str(data.locationLost),
    description: str(data.description),
    firstName: str(data.firstName),
    surname: str(data.surname),
    email: str(data.email),
    phone: str(data.phone),
    country: str(data.country),
    stayDateFrom: str(data.stayDateFrom),
    stayDateUntil: str(data.stayDateUntil),
    colour: str(data.colour),
    brand: str(data.brand),
    language: language(data.language),
    status: data.status === 'matched' || data.status === 'returned' ? data.status : 'pending',
    matchId: strOrNull(data.matchId),
    userId: strOrNull(data.userId),
    viewed: bool(data.viewed),
    imageUrls: strings(data.imageUrls),
    createdAt: toDateValue(data.createdAt),
    updatedAt: toDateValue(data.updatedAt),
    erasure: toErasure(data),
    // Read here rather than through thread-summary.ts's toThreadSummary, which would bring zod
    // (through messages.ts) into every page that reads a record (the guest's first load among
    // them).
    unanswered: (data.thread as Data | null | undefined)?.unanswered === true,
    ...softDelete(data),
    ...mailTrust(data),
  };
}

/** The functions-only mail fields of a lost report, present only when stored. */
function mailTrust(data: Data): Pick<LostItem, 'emailConfirmation' | 'mailHeld'> {
  const emailConfirmation = toEmailConfirmation(data.emailConfirmation);
  const mailHeld = toMailHeld(data.mailHeld);
  return {
    ...(emailConfirmation ? { emailConfirmation } : {}),
    ...(mailHeld ? { mailHeld } : {}),
  };
}

const FOUND_STATUSES: readonly FoundItemStatus[] = [
  'pending',
  'matched',
  'discarded',
  'returned',
  'police',
  'donated',
  'destroyed',
];

export function toFoundItem(id: string, data: Data): FoundItem {
  const status = FOUND_STATUSES.includes(data.status as FoundItemStatus)
    ? (data.status as FoundItemStatus)
    : 'pending';
  return {
    id,
    hotelId: str(data.hotelId),
    itemType: str(data.itemType),
    itemName: str(data.itemName),
    dateFound: str(data.dateFound),
    timeFound: str(data.timeFound),
    roomNumber: str(data.roomNumber),
    hotelComplex: str(data.hotelComplex),
    otherLocation: str(data.otherLocation) || str(data.locationLost),
    storageLocation: str(data.storageLocation),
    description: str(data.description),
    cashValue: typeof data.cashValue === 'number' ? String(data.cashValue) : str(data.cashValue),
    comments: str(data.comments),
    finderName: str(data.finderName),
    firstName: str(data.firstName),
    surname: str(data.surname),
    dateLost: str(data.dateLost),
    phone: str(data.phone),
    email: str(data.email),
    address: str(data.address),
    country: str(data.country),
    organisation: str(data.organisation),
    colour: str(data.colour),
    brand: str(data.brand),
    foundByStaff: data.foundByStaff === true || data.foundByStaff === 'yes',
    foundByNonHotelStaff: str(data.foundByNonHotelStaff),
    finderContact: str(data.finderContact),
    finderRights: toFinderRights(data.finderRights),
    foundByUserId: str(data.foundByUserId),
    foundByUserEmail: str(data.foundByUserEmail),
    status,
    matchId: strOrNull(data.matchId),
    matchedAt: toDateValue(data.matchedAt),
    viewed: bool(data.viewed),
    imageUrls: strings(data.imageUrls),
    photoSlots: strings(data.photoSlots),
    discardedAt: toDateValue(data.discardedAt),
    disposer: str(data.disposer),
    disposerEmail: str(data.disposerEmail),
    disposerId: str(data.disposerId),
    disposition: toDisposition(data.disposition),
    lastReversal: toReversal(data.lastReversal),
    createdAt: toDateValue(data.createdAt),
    updatedAt: toDateValue(data.updatedAt),
    ...softDelete(data),
  };
}
export function toActivityEntry(id: string, data: Data): ActivityEntry {
  return {
    id,
    hotelId: str(data.hotelId),
    targetType: str(data.targetType) as ActivityTarget,
    targetId: str(data.targetId),
    action: str(data.action) as ActivityAction,
    from: strOrNull(data.from),
    to: strOrNull(data.to),
    actorUid: str(data.actorUid),
    actorEmail: str(data.actorEmail),
    at: toDateValue(data.at),
    reason: str(map(data.details).reason),
  };
}
