/**
 * Every way a Cloud Function says no, as the translation key the reader's page shows.
 *
 * A function refuses with one helper (`refuse` in functions/src/lib/refuse.ts): an HttpsError
 * code plus `details: { key, vars? }`, where `key` is one of the keys below. The page turns any
 * refusal into the reader's language with one mapper (`serverErrorMessage`,
 * src/lib/server-errors.ts); the HttpsError's message is for developers and never shown.
 * `src/lib/server-errors.test.ts` walks every key to a text in each locale file that carries its
 * section.
 *
 * A key's section decides who can read it: guests read `guestStatus`, `messages`, `serverErrors`,
 * `serverErrorCodes` and `errors` (the guest part of the locale files, src/i18n/locale-parts.ts);
 * a refusal only staff meet is kept in a staff section (`staffErrors`, `disposition`, `items`).
 */
export const GUEST_REFUSALS = [
  // The status page (getReportStatus, confirmShippingDetails, requestGuestDataErasure)
  'guestStatus.errors.notFound',
  'guestStatus.errors.token',
  'guestStatus.errors.tooMany',
  'guestStatus.errors.noOffer',
  'guestStatus.errors.reference',
  'guestStatus.errors.email',
  'guestStatus.errors.address',
  'guestStatus.errors.acceptQuote',
  // The guest's thread (postGuestMessage)
  'messages.errors.perHour',
  'messages.errors.closed',
  'messages.errors.photoSize',
  'messages.errors.photoType',
  'messages.errors.photoLimit',
  'messages.errors.photoStore',
  'messages.errors.photoCount',
  'messages.errors.tooLong',
  'messages.errors.empty',
  // A request that does not parse (parseInput), when its schema names no text of its own
  'serverErrorCodes.invalid-argument',
] as const;

export const STAFF_REFUSALS = [
  'serverErrors.notSignedIn',
  'serverErrors.sessionRevoked',
  'serverErrors.noPermission',
  'serverErrors.sharedUser',
  'serverErrors.ownAdminFlag',
  'serverErrors.ownAccount',
  'serverErrors.userNotFound',
  'serverErrors.matchNotFound',
  'serverErrors.invitationInvalid',
  'serverErrors.invitationOtherAccount',
  'serverErrors.invitationRoleDiffers',
  'staffErrors.lostItemNotFound',
  'staffErrors.noGuestEmail',
  'staffErrors.matchNotConfirmable',
  'staffErrors.matchNotPickable',
  'staffErrors.ownershipCheckFirst',
  'messages.errors.oneQuestion',
  'messages.errors.notAnswered',
  'items.itemNotFound',
  'disposition.errors.state',
  'disposition.errors.name',
  'disposition.errors.recipient',
  'disposition.errors.station',
  'disposition.errors.date',
  'disposition.errors.duplicate',
  // The forms' own checks, made again by the functions' schemas (parseInput sends their key)
  'errors.invalidEmail',
  'errors.passwordLength',
  'errors.emailRequired',
  'errors.missingHotelId',
  'errors.emptyDisplayName',
  'errors.sameDisplayName',
  'errors.displayNameEmpty',
] as const;

export const REFUSALS = [...GUEST_REFUSALS, ...STAFF_REFUSALS] as const;
export type RefusalKey = (typeof REFUSALS)[number];

/** Values a refusal's text fills in (`{{itemId}}`…); strings only, so they cross the wire as sent. */
export type RefusalVars = Readonly<Record<string, string>>;

/** What a refusal carries in its HttpsError details. */
export interface RefusalDetails {
  key: RefusalKey;
  vars?: RefusalVars;
}

export function isRefusalKey(value: unknown): value is RefusalKey {
  return typeof value === 'string' && (REFUSALS as readonly string[]).includes(value);
}

/**
 * The refusal key a field check's message names, if it is one: schemas write either a full key
 * ('guestStatus.errors.token') or a key of the `errors` section ('passwordLength').
 */
export function refusalKeyOf(message: string): RefusalKey | null {
  if (isRefusalKey(message)) return message;
  const inErrors = `errors.${message}`;
  return isRefusalKey(inErrors) ? inErrors : null;
}
