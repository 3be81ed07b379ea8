import { onCall } from 'firebase-functions/v2/https';
import { updateClaimsRequest, type SimpleResponse } from '../../src/domain/callables';
import { adminAuth, CALLABLE_OPTIONS, db } from './lib/admin';
import { parseInput, requireAdminOfEvery, requireAdminOfMember } from './lib/guards';
import { refuse } from './lib/refuse';
import { recordActivity } from './lib/activity';
import { recordClaims } from './lib/user-claims-doc';
import { revokeSessions } from './lib/revocation';

const level = (claims: { admin: boolean; staff: boolean }) =>
  claims.admin ? 'admin' : claims.staff ? 'staff' : 'user';

/**
 * updateUserClaims({targetUserId, hotelId, admin, staff}): an admin of the hotel sets a user's
 * admin and staff flags. The flags are global (they apply in every hotel of the user's
 * accessibleHotels), so the caller must be admin of every one of those hotels (docs/trust-model.md).
 * Claims are merged (setCustomUserClaims replaces the whole set), the user's claimsVersion rises
 * so their open app refreshes, and a demotion revokes their tokens so it takes effect at once, in
 * the functions and in the rules (lib/revocation.ts).
 */
export const updateUserClaims = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(updateClaimsRequest, request.data);
    const {
      caller,
      user: target,
      claims: before,
    } = await requireAdminOfMember(request, input.hotelId, input.targetUserId);
    const existing = target.customClaims ?? {};
    if (target.uid === caller.uid && input.admin !== before.admin) {
      throw refuse('failed-precondition', 'serverErrors.ownAdminFlag');
    }
    requireAdminOfEvery(caller, before.accessibleHotels);
    const after = { ...before, admin: input.admin, staff: input.staff };
    if (after.admin === before.admin && after.staff === before.staff) {
      return { success: true, message: 'No change.' };
    }
    await adminAuth.setCustomUserClaims(target.uid, {
      ...existing,
      admin: after.admin,
      staff: after.staff,
    });
    // A demotion ends the user's sessions after the new claims are set (a sign-in in between
    // would get the old ones): Auth refuses their tokens to the functions at once, and the rules
    // refuse them from the write below (users/{uid}.tokensValidAfter).
    const demoted = (before.admin && !after.admin) || (before.staff && !after.staff);
    const revocation = demoted ? await revokeSessions(target.uid) : {};
    await db.runTransaction(async (transaction) => {
      await recordClaims(transaction, target, after, revocation);
      recordActivity(transaction, caller, {
        hotelId: input.hotelId,
        targetType: 'user',
        targetId: target.uid,
        action: 'claims-changed',
        from: level(before),
        to: level(after),
      });
    });
    return { success: true, message: 'Claims updated.' };
  },
);
