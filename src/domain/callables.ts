import { z } from 'zod';
import { EXPORT_TYPES } from './dashboard';
import type { UserClaims } from './entities';
import type { InvitedRole } from './invitations';
import { createUserSchema, otherDisplayNameSchema } from './schemas/users';

/**
 * The contract of every callable function: request schemas (strict, validated first by the
 * function) and response types. The SPA's typed wrapper (src/firebase/callables.ts) and the
 * functions (functions/src) both use these.
 */
const id = z.string().min(1).max(128);

export { EXPORT_TYPES, type ExportType } from './dashboard';

export const exportItemsRequest = z
  .object({
    hotelId: id,
    type: z.enum(EXPORT_TYPES).default('found'),
    language: z.enum(['en', 'ja']).default('en'),
  })
  .strict();
export type ExportItemsRequest = z.input<typeof exportItemsRequest>;
/** CSV text with a byte-order mark, or '' when there is nothing to export. */
export type ExportItemsResponse = string;

export const hotelUsersRequest = z.object({ targetHotelId: id }).strict();
export type HotelUsersRequest = z.input<typeof hotelUsersRequest>;
export interface HotelUser {
  id: string;
  email: string;
  displayName: string;
  claims: UserClaims;
  /** Disabled by an admin (setUserDisabled): cannot sign in, every session ended. */
  disabled: boolean;
}
/**
 * An invitation to the hotel not yet accepted (createNewHotelUser): listed alike whether or not
 * the address has an account anywhere.
 */
export interface PendingInvitation {
  id: string;
  email: string;
  role: InvitedRole;
  /** ISO 8601: after this the link no longer works. */
  expiresAt: string;
}
export interface HotelUsersResponse {
  success: boolean;
  users: HotelUser[];
  /** Invitations not yet accepted and not expired, by email. */
  invitations: PendingInvitation[];
  message: string;
}

export const createHotelUserRequest = createUserSchema;
export type CreateHotelUserRequest = z.input<typeof createUserSchema>;

/** An admin withdraws a pending invitation of the hotel: its link stops working. */
export const withdrawInvitationRequest = z.object({ hotelId: id, invitationId: id }).strict();
export type WithdrawInvitationRequest = z.input<typeof withdrawInvitationRequest>;

/** The signed-in owner of an invited address accepts with the mailed link's token. */
export const acceptInvitationRequest = z.object({ token: z.string().min(1).max(200) }).strict();
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequest>;
export interface AcceptInvitationResponse {
  success: boolean;
  /** The hotel the account now belongs to. */
  hotelId: string;
}

export interface SimpleResponse {
  success: boolean;
  message: string;
}

export const ownDisplayNameRequest = z.object({ newDisplayName: z.string().max(100) }).strict();
export type OwnDisplayNameRequest = z.input<typeof ownDisplayNameRequest>;

export const otherDisplayNameRequest = otherDisplayNameSchema;
export type OtherDisplayNameRequest = z.input<typeof otherDisplayNameSchema>;

export const updateClaimsRequest = z
  .object({ targetUserId: id, hotelId: id, admin: z.boolean(), staff: z.boolean() })
  .strict();
export type UpdateClaimsRequest = z.input<typeof updateClaimsRequest>;

/**
 * An admin disables (or enables again) an account of the hotel: disabling ends its sessions in
 * the same call (docs/trust-model.md, "Revocation in seconds").
 */
export const setUserDisabledRequest = z
  .object({ targetUserId: id, hotelId: id, disabled: z.boolean() })
  .strict();
export type SetUserDisabledRequest = z.input<typeof setUserDisabledRequest>;

export const confirmMatchRequest = z.object({ matchId: id }).strict();
export type ConfirmMatchRequest = z.input<typeof confirmMatchRequest>;
export interface ConfirmMatchResponse {
  success: boolean;
  notificationQueued: boolean;
}

/** Staff record that they verified a lost report's email address another way (docs/trust-model.md). */
export const verifyGuestEmailRequest = z.object({ itemId: id }).strict();
export type VerifyGuestEmailRequest = z.input<typeof verifyGuestEmailRequest>;

/** Function names as deployed (us-central1). */
export const CALLABLE_NAMES = {
  exportItems: 'exportItems',
  getHotelUsersList: 'getHotelUsersList',
  createNewHotelUser: 'createNewHotelUser',
  withdrawHotelInvitation: 'withdrawHotelInvitation',
  acceptHotelInvitation: 'acceptHotelInvitation',
  updateUserDisplayName: 'updateUserDisplayName',
  updateOtherUserDisplayName: 'updateOtherUserDisplayName',
  updateUserClaims: 'updateUserClaims',
  setUserDisabled: 'setUserDisabled',
  confirmMatch: 'confirmMatch',
  createPoliceHandover: 'createPoliceHandover',
  closeMatchPickedUp: 'closeMatchPickedUp',
  dismissSuggestion: 'dismissSuggestion',
  verifyGuestEmail: 'verifyGuestEmail',
} as const;

/** An admin takes a suggested match out of the queue for good (functions/src/lib/suggestions.ts). */
export const dismissSuggestionRequest = z.object({ suggestionId: id }).strict();
export type DismissSuggestionRequest = z.input<typeof dismissSuggestionRequest>;

// The police handover and the in-person pickup (schemas in src/domain/police-handover.ts and
// src/domain/disposition.ts).
export { pickupRequest, type PickupRequest } from './disposition';
export {
  policeHandoverRequest,
  type PoliceHandoverRequest,
  type PoliceHandoverResponse,
} from './police-handover';

/**
 * The answer of POST and GET /api/session (docs/trust-model.md): who the `__session` cookie
 * belongs to, the claims the account holds now, and when the cookie expires (ISO 8601).
 */
export interface SessionResponse {
  uid: string;
  email: string;
  claims: UserClaims;
  expiresAt: string;
}
