import { toDateValue } from './dates';
import type {
  FoundItem,
  FoundItemStatus,
  Hotel,
  Language,
  LostItem,
  Match,
  MatchStatus,
  PackageSize,
  UserClaims,
  UserProfile,
} from './entities';
import type { ActivityAction, ActivityEntry, ActivityTarget } from './activity';
import { MATCH_STATUSES, PACKAGE_SIZES } from './entities';
import { toDisposition, toPickup, toReversal } from './disposition';
import { toEmailConfirmation, toMailHeld } from './mail-trust';
import { toErasure, toGuestDataDays } from './guest-data';
import { toFinderRights, toPoliceSettings } from './police-paperwork';
import { toRetention } from './retention';
import type { StaffMark } from './shipping-agreement';
import { isCarrier } from './tracking';
import { toLanguage } from './language';

/**
 * Stored documents -> entities, for the web converters and the functions alike. Missing fields get
 * safe defaults and dates go through the one normaliser, so a bad document shows "Invalid Date" or
 * "N/A" rather than breaking a screen.
 */
type Data = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const bool = (value: unknown): boolean => value === true;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
const language = (value: unknown): Language =>
  toLanguage(typeof value === 'string' ? value : undefined);
const map = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});

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

function staffMark(value: unknown): StaffMark | null {
  if (!value || typeof value !== 'object') return null;
  const mark = value as Data;
  return { uid: str(mark.uid), email: str(mark.email), at: toDateValue(mark.at) };
}

export function toMatch(id: string, data: Data): Match {
  const found = map(data.found);
  const lost = map(data.lost);
  const status = (MATCH_STATUSES as readonly string[]).includes(str(data.status))
    ? (data.status as MatchStatus)
    : 'matched';
  const size = (PACKAGE_SIZES as readonly string[]).includes(str(data.packageSize))
    ? (data.packageSize as PackageSize)
    : null;
  return {
    id,
    hotelId: str(data.hotelId),
    lostItemId: str(data.lostItemId),
    foundItemId: str(data.foundItemId),
    status,
    matchedAt: toDateValue(data.matchedAt),
    createdAt: toDateValue(data.createdAt),
    updatedAt: toDateValue(data.updatedAt),
    confirmedAt: toDateValue(data.confirmedAt),
    onHoldAt: toDateValue(data.onHoldAt),
    shippedAt: toDateValue(data.shippedAt),
    packageSize: size,
    packageWeight: num(data.packageWeight),
    postageCost: num(data.postageCost),
    destinationCountry: strOrNull(data.destinationCountry),
    createdBy: str(data.createdBy),
    found: {
      itemType: str(found.itemType),
      itemName: str(found.itemName),
      dateFound: str(found.dateFound),
      imageUrl: strOrNull(found.imageUrl),
    },
    lost: {
      itemType: str(lost.itemType),
      itemName: str(lost.itemName),
      firstName: str(lost.firstName),
      surname: str(lost.surname),
      email: str(lost.email),
      country: str(lost.country),
      language: language(lost.language),
      imageUrl: strOrNull(lost.imageUrl),
    },
    notificationQueued: bool(data.notificationQueued),
    carrier: isCarrier(data.carrier) ? data.carrier : null,
    trackingNumber: str(data.trackingNumber),
    agreement: {
      shippingAddress: str(data.shippingAddress),
      addressConfirmedAt: toDateValue(data.addressConfirmedAt),
      quoteAcceptedAt: toDateValue(data.quoteAcceptedAt),
      quoteAcceptedAmount: num(data.quoteAcceptedAmount),
      agreedByPhone: staffMark(data.agreedByPhone),
      paid: staffMark(data.paid),
    },
    lastActivityId: str(data.lastActivityId),
    pickup: toPickup(data.pickup),
    guestDataErased: bool(data.guestDataErased),
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
