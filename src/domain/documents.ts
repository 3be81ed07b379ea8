import type { ActivityAction, ActivityTarget } from './activity';
import type { FoundItem, LostItem } from './entities';
import { matchSummaryOfFound, matchSummaryOfLost } from './match-summary';
import { emptyFoundItemForm, type FoundItemWrite } from './schemas/found-item';
import type { LostItemWrite } from './schemas/lost-item';
import { NO_FINDER_RIGHTS } from './police-paperwork';
import { retentionGroupOf } from './retention';
import { foundItemSearchTokens, lostItemSearchTokens, searchIndexOf } from './search-index';

/**
 * One builder per stored document shape (docs/data-model.md): the app, the seed, the benchmarks
 * and the tests build new documents here, so a field added to a shape is added once. The rules
 * check exact key sets, so every builder returns every key. Times are parameters (`T`): the app
 * passes the server-timestamp sentinel, the seed and tests a Timestamp of their choosing.
 */

/** Who performs an operation: recorded in activity entries and discard fields. */
export interface Actor {
  uid: string;
  /** The signed-in user's email: the rules require it to equal the ID token's email. */
  email: string;
  displayName: string;
}

/**
 * The staff-entered fields of a found item other than what, when and who, all blank: the empty
 * registration form's, with the phone in write form.
 */
export const BLANK_FOUND_ITEM_DETAILS = (() => {
  const {
    itemType: _itemType,
    itemName: _itemName,
    dateFound: _dateFound,
    finderName: _finderName,
    phoneCode: _phoneCode,
    phoneNumber: _phoneNumber,
    finderClaimsExpenses: _expenses,
    finderClaimsReward: _reward,
    finderClaimsOwnership: _ownership,
    finderNameToOwner: _nameToOwner,
    ...details
  } = emptyFoundItemForm('', '');
  return {
    ...details,
    phone: '',
    finderRights: { ...NO_FINDER_RIGHTS },
  } satisfies Partial<FoundItemWrite>;
})();

/**
 * What a found item stores about its own fields for queries: its search index and its
 * retention group (the Due view reads each group's items past that group's cut-off day). Written
 * on create and on every edit of the fields.
 */
export function foundItemDerived(item: Parameters<typeof foundItemSearchTokens>[0]) {
  return {
    searchIndex: searchIndexOf(foundItemSearchTokens(item)),
    retentionGroup: retentionGroupOf(item.itemType),
  };
}

/** What a lost report stores about its own fields for queries: its search index. */
export function lostItemDerived(item: Parameters<typeof lostItemSearchTokens>[0]) {
  return { searchIndex: searchIndexOf(lostItemSearchTokens(item)) };
}

/** A new found item as staff register it: pending, unread, no photos yet, no discard. */
export function newFoundItem<T>(
  fields: FoundItemWrite,
  finder: Pick<Actor, 'uid' | 'email'>,
  at: T,
) {
  return {
    ...fields,
    ...foundItemDerived(fields),
    foundByStaff: true,
    foundByUserId: finder.uid,
    foundByUserEmail: finder.email,
    status: 'pending' as FoundItem['status'],
    matchId: null as string | null,
    matchedAt: null as T | null,
    viewed: false,
    imageUrls: [] as string[],
    // Named before each upload (src/firebase/save-once.ts; storage.rules accept only these).
    photoSlots: [] as string[],
    discardedAt: null as T | null,
    disposer: '',
    disposerEmail: '',
    disposerId: '',
    createdAt: at,
    updatedAt: at,
    deleted: false,
    lastActivityId: '',
  };
}

/** A new lost-item report: pending, unread, no photos yet; `userId` is the reporter (or null). */
export function newLostItem<T>(fields: LostItemWrite, userId: string | null, at: T) {
  return {
    ...fields,
    ...lostItemDerived(fields),
    status: 'pending' as LostItem['status'],
    matchId: null as string | null,
    userId,
    viewed: false,
    imageUrls: [] as string[],
    photoSlots: [] as string[],
    createdAt: at,
    updatedAt: at,
    deleted: false,
    lastActivityId: '',
  };
}

/**
 * A new match of a lost and a found item (status matched), with the summaries the lists show.
 * `updatedAt` and `lastActivityId` come with its activity entry (withActivity).
 */
export function newMatch<T>(
  lost: Pick<LostItem, 'id'> & Parameters<typeof matchSummaryOfLost>[0],
  found: Pick<FoundItem, 'id'> & Parameters<typeof matchSummaryOfFound>[0],
  meta: { hotelId: string; createdBy: string; country: string },
  at: T,
) {
  return {
    hotelId: meta.hotelId,
    lostItemId: lost.id,
    foundItemId: found.id,
    status: 'matched' as string,
    matchedAt: at,
    createdAt: at,
    confirmedAt: null as T | null,
    onHoldAt: null as T | null,
    shippedAt: null as T | null,
    packageSize: null as string | null,
    packageWeight: null as number | null,
    postageCost: null as number | null,
    destinationCountry: meta.country || null,
    createdBy: meta.createdBy,
    found: matchSummaryOfFound(found),
    lost: matchSummaryOfLost(lost),
    notificationQueued: false,
  };
}

/** What an activity entry records: the document, its hotel, the transition and its details. */
export interface ActivityRecord {
  hotelId: string;
  targetType: ActivityTarget;
  targetId: string;
  action: ActivityAction;
  from?: string | null;
  to?: string | null;
  details?: Record<string, unknown>;
}

/** An activity entry (collection activity): who did what to which document, and when. */
export function activityEntry<T>(
  record: ActivityRecord,
  actor: Pick<Actor, 'uid' | 'email'>,
  at: T,
) {
  return {
    hotelId: record.hotelId,
    targetType: record.targetType,
    targetId: record.targetId,
    action: record.action,
    from: record.from ?? null,
    to: record.to ?? null,
    actorUid: actor.uid,
    actorEmail: actor.email,
    at,
    ...(record.details ? { details: record.details } : {}),
  };
}

/** A hotel document as created (settings untouched until an admin saves them). */
export function newHotel<T>(
  displayName: string,
  settings: { emailNotifications: boolean; updatedAt: T | null } = {
    emailNotifications: false,
    updatedAt: null,
  },
  contact: { contactEmail: string; contactPhone: string } | Record<string, never> = {},
) {
  return { displayName, ...contact, settings };
}

/** A user's profile document (users/{uid}), mirroring the claims set on the account. */
export function userProfile<T>(
  account: { email: string; displayName: string },
  claims: { admin: boolean; staff: boolean; accessibleHotels: string[] },
  updatedAt?: T,
) {
  return {
    email: account.email,
    displayName: account.displayName,
    claims,
    claimsVersion: 1,
    ...(updatedAt === undefined ? {} : { updatedAt }),
  };
}
