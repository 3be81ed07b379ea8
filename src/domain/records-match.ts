import { toDateValue } from './dates';
import { toPickup } from './disposition';
import type { Match, MatchStatus, PackageSize } from './entities';
import { MATCH_STATUSES, PACKAGE_SIZES } from './entities';
import { bool, language, map, num, str, strOrNull, type Data } from './records-fields';
import type { StaffMark } from './shipping-agreement';
import type { ShippingOverride } from './shipping-rules';
import { isCarrier } from './tracking';

/**
 * A stored match -> Match, for the web converters and the functions alike, with the safe defaults
 * records.ts gives the other documents (a match carries its own summaries, agreement and pickup).
 */

function staffMark(value: unknown): StaffMark | null {
  if (!value || typeof value !== 'object') return null;
  const mark = value as Data;
  return { uid: str(mark.uid), email: str(mark.email), at: toDateValue(mark.at) };
}

function shippingOverride(value: unknown): ShippingOverride | null {
  const mark = staffMark(value);
  return mark ? { ...mark, reason: str((value as Data).reason) } : null;
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
    carrierUrl: str(data.carrierUrl),
    shippingOverride: shippingOverride(data.shippingOverride),
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
