import type { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { acceptInvitationRequest, type AcceptInvitationResponse } from '../../src/domain/callables';
import { flagsOf, INVITED_ROLES, roleOf, type InvitedRole } from '../../src/domain/invitations';
import { adminAuth, CALLABLE_OPTIONS, db } from './lib/admin';
import { claimsOf, parseInput, requireCaller } from './lib/guards';
import { refuse } from './lib/refuse';
import { hashToken } from './lib/tokens';
import { recordClaims } from './lib/user-claims-doc';

const invalid = () => refuse('not-found', 'serverErrors.invitationInvalid');

/**
 * acceptHotelInvitation({token}): the signed-in owner of an invited address joins the hotel with
 * the role the admin chose (docs/trust-model.md, "Joining a hotel by invitation"). The link's
 * token must match a pending invitation that has not expired, and the account's email must be
 * the invited address. The hotel is added to the account's accessibleHotels; its other hotels
 * stay. Flags are global, so they are set to the role only for an account in no hotel yet; an
 * account of other hotels joins only when its flags already give it that role (otherwise this
 * hotel would get a role its admin did not choose, or the other hotels one theirs did not).
 */
export const acceptHotelInvitation = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<AcceptInvitationResponse> => {
    const { token } = parseInput(acceptInvitationRequest, request.data);
    const caller = await requireCaller(request);
    const found = await db
      .collection('invitations')
      .where('tokenHash', '==', hashToken(token))
      .limit(1)
      .get();
    const invitation = found.docs.at(0);
    const expiresAt = invitation?.get('expiresAt') as Timestamp | undefined;
    if (!invitation || !expiresAt || expiresAt.toMillis() <= Date.now()) throw invalid();
    const hotelId = invitation.get('hotelId') as string;
    const role = invitation.get('role') as InvitedRole;
    if (caller.email.toLowerCase() !== invitation.get('email') || !INVITED_ROLES.includes(role)) {
      throw refuse('permission-denied', 'serverErrors.invitationOtherAccount');
    }
    const user = await adminAuth.getUser(caller.uid);
    const existing = user.customClaims ?? {};
    const before = claimsOf(existing);
    const joined = before.accessibleHotels.includes(hotelId);
    const fresh = before.accessibleHotels.length === 0;
    if (!joined && !fresh && roleOf(before) !== role) {
      throw refuse('failed-precondition', 'serverErrors.invitationRoleDiffers');
    }
    const after = joined
      ? before
      : {
          ...(fresh ? flagsOf(role) : { admin: before.admin, staff: before.staff }),
          accessibleHotels: [...before.accessibleHotels, hotelId],
        };
    if (!joined) await adminAuth.setCustomUserClaims(caller.uid, { ...existing, ...after });
    await db.runTransaction(async (transaction) => {
      // The raised claimsVersion tells the account's open app to refresh its token.
      if (!joined) await recordClaims(transaction, user, after);
      transaction.delete(invitation.ref);
    });
    return { success: true, hotelId };
  },
);
