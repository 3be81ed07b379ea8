import { toDateValue } from './dates';
import type { LostItem, Match } from './entities';
import type { Erasure } from './erasure';
import { RETENTION_GROUPS, type Retention } from './retention';

/**
 * Guests' personal data is kept only as long as needed (docs/trust-model.md, "Guest data
 * retention and erasure"). A hotel keeps a report's personal fields for `guestDataDays` after the
 * report ended (shipped, picked up, deleted, or never matched); then the daily function erases
 * them. A guest can ask for erasure on /status. Pure: the clock comes in.
 */
export const DEFAULT_GUEST_DATA_DAYS = 180;
/** The bounds firestore.rules enforces on hotels/{id}.settings.guestDataDays. */
export const MIN_GUEST_DATA_DAYS = 30;
export const MAX_GUEST_DATA_DAYS = 1095;
/**
 * A shipped parcel may come back or go missing for a while: the guest's address and contact stay
 * this many days after shipping before a guest's own erasure request is carried out.
 */
export const SHIPPED_HOLD_DAYS = 30;

const DAY_MS = 86_400_000;

export type { Erasure, ErasureReason } from './erasure';

export function isGuestDataDays(value: unknown): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= MIN_GUEST_DATA_DAYS &&
    (value as number) <= MAX_GUEST_DATA_DAYS
  );
}

/** The stored setting read leniently: the default when missing or out of bounds. */
export function toGuestDataDays(value: unknown): number {
  return isGuestDataDays(value) ? value : DEFAULT_GUEST_DATA_DAYS;
}

const dateOrNull = (value: unknown): Date | null => {
  const date = toDateValue(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The erasure fields of a stored lost item (null when never asked nor erased). */
export function toErasure(data: Record<string, unknown>): Erasure | null {
  const erasedAt = dateOrNull(data.erasedAt);
  const requestedAt = dateOrNull(data.erasureRequestedAt);
  if (!erasedAt && !requestedAt) return null;
  const reason = data.erasedReason;
  return {
    requestedAt,
    erasedAt,
    reason: reason === 'retention' || reason === 'guest-request' ? reason : null,
  };
}

/**
 * The lost item's fields that hold personal data, erased to these values: names and contact,
 * the free text a guest writes (item name, place, description, brand can all carry a name or a
 * room), the stay dates (with the hotel they single out a guest), photos, the search index built
 * from them, and the anonymous sign-in that created it. Kept: hotel, reference, type, colour,
 * date lost, country, language, statuses, match id, dates: what figures and exports count.
 */
export const ERASED_LOST_FIELDS = {
  itemName: '',
  locationLost: '',
  description: '',
  brand: '',
  firstName: '',
  surname: '',
  email: '',
  phone: '',
  stayDateFrom: '',
  stayDateUntil: '',
  imageUrls: [] as string[],
  searchIndex: {} as Record<string, true>,
  userId: null,
} as const;

/**
 * The match's copy of the guest (its lost summary), the postal address the guest gave and the
 * tracking number and another carrier's tracking page (which a carrier's site turns into a name
 * and address). Dotted paths.
 */
export const ERASED_MATCH_FIELDS = {
  'lost.itemName': '',
  'lost.firstName': '',
  'lost.surname': '',
  'lost.email': '',
  'lost.imageUrl': null,
  shippingAddress: '',
  trackingNumber: '',
  carrierUrl: '',
} as const;

/**
 * The owner fields of the matched found item: once a match ties it to the guest, the owner
 * staff wrote down at intake is that guest. Finder, place found and photos of the object are the
 * hotel's records and stay (they follow the found item's own retention).
 */
export const ERASED_FOUND_OWNER_FIELDS = {
  firstName: '',
  surname: '',
  phone: '',
  email: '',
  address: '',
} as const;

/**
 * What an accepted or dismissed suggestion keeps of an erased report: its words and photo go,
 * and of the reasons only the days between loss and find (the others quote the report's words,
 * its room or the guest's name, src/domain/matching/similarity.ts). Dotted paths.
 */
export function erasedSuggestionFields(reasons: unknown) {
  const kept = Array.isArray(reasons)
    ? reasons.filter((reason: unknown) => (reason as { code?: unknown } | null)?.code === 'days')
    : [];
  return { 'lost.itemName': '', 'lost.imageUrl': null, reasons: kept as unknown[] };
}

/** Match statuses while the item is on its way back to the guest. */
const UNDER_WAY = ['matched', 'pending', 'confirmed', 'on-hold'];

type MatchLike = Pick<Match, 'status' | 'shippedAt'> & { pickup?: { at: unknown } | null };
type ReportLike = Pick<LostItem, 'createdAt' | 'deleted' | 'deletedAt' | 'matchId'>;

/**
 * Pure: the match still needs the guest's data: not yet shipped or picked up, or shipped less
 * than SHIPPED_HOLD_DAYS ago. A guest's erasure request then waits for it.
 */
export function matchUnderWay(match: MatchLike | null, now: Date): boolean {
  if (!match) return false;
  if (UNDER_WAY.includes(match.status)) return true;
  if (match.status === 'shipped') {
    const shipped = dateOrNull(match.shippedAt);
    return !shipped || now.getTime() - shipped.getTime() < SHIPPED_HOLD_DAYS * DAY_MS;
  }
  return false;
}

/**
 * Pure: when the report ended, or null while it is still open. Deleted: when deleted. Matched:
 * when shipped or picked up (null before). Never matched (or unmatched): its creation plus the
 * hotel's longest found-item retention, the time after which an item found by then is gone.
 */
export function reportEndedAt(
  report: ReportLike,
  match: MatchLike | null,
  retention: Retention,
): Date | null {
  if (report.deleted) return dateOrNull(report.deletedAt) ?? dateOrNull(report.createdAt);
  if (report.matchId) {
    if (!match) return null;
    if (match.status === 'shipped') return dateOrNull(match.shippedAt);
    if (match.status === 'picked-up') {
      return dateOrNull(match.pickup?.at) ?? dateOrNull(match.shippedAt);
    }
    return null;
  }
  const created = dateOrNull(report.createdAt);
  if (!created) return null;
  const longest = Math.max(...RETENTION_GROUPS.map((group) => retention[group]));
  return new Date(created.getTime() + longest * DAY_MS);
}

/** Pure: the report's personal data is due for erasure by the hotel's retention. */
export function retentionDue(
  report: ReportLike,
  match: MatchLike | null,
  retention: Retention,
  guestDataDays: number,
  now: Date,
): boolean {
  const ended = reportEndedAt(report, match, retention);
  return ended !== null && now.getTime() - ended.getTime() >= guestDataDays * DAY_MS;
}

/** The guest's erasure request on /status (with the same proof as the status lookup). */
export const REQUEST_ERASURE = 'requestGuestDataErasure';

/** Pure: what the guest sees of the erasure on /status (ISO times), or null when none. */
export function guestErasureStatus(erasure: Erasure | null | undefined): {
  state: 'requested' | 'erased';
  requestedAt: string | null;
  erasedAt: string | null;
} | null {
  if (!erasure) return null;
  return {
    state: erasure.erasedAt ? 'erased' : 'requested',
    requestedAt: erasure.requestedAt?.toISOString() ?? null,
    erasedAt: erasure.erasedAt?.toISOString() ?? null,
  };
}
