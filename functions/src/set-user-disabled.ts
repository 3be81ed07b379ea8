import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { setUserDisabledRequest, type SimpleResponse } from '../../src/domain/callables';
import { adminAuth, CALLABLE_OPTIONS, db } from './lib/admin';
import { parseInput, requireAdminOfEvery, requireAdminOfMember } from './lib/guards';
import { refuse } from './lib/refuse';
import { recordActivity } from './lib/activity';
import { revokeSessions } from './lib/revocation';

/**
 * setUserDisabled({targetUserId, hotelId, disabled}): an admin of the hotel disables an account
 * of it, or enables it again. Disabling applies in every hotel of the account, so the caller must
 * be admin of every one of them (the tenant rule of updateUserClaims), and never of their own.
 *
 * Disabling ends the account's sessions in the same call (docs/trust-model.md, "Revocation in
 * seconds"): Auth refuses new sign-ins and refreshes, revokeSessions ends the refresh tokens, and
 * the time it returns is written to users/{uid}.tokensValidAfter with `disabled: true`, so the
 * rules refuse the ID token in hand (valid for up to an hour) at once, as the functions do.
 */
export const setUserDisabled = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(setUserDisabledRequest, request.data);
    const {
      caller,
      user: target,
      claims,
    } = await requireAdminOfMember(request, input.hotelId, input.targetUserId);
    if (target.uid === caller.uid) {
      throw refuse('failed-precondition', 'serverErrors.ownAccount');
    }
    requireAdminOfEvery(caller, claims.accessibleHotels);
    if (target.disabled === input.disabled) return { success: true, message: 'No change.' };
    await adminAuth.updateUser(target.uid, { disabled: input.disabled });
    // After the account is disabled (no sign-in in between can mint a new token).
    const revocation = input.disabled ? await revokeSessions(target.uid) : {};
    const userRef = db.doc(`users/${target.uid}`);
    await db.runTransaction(async (transaction) => {
      await transaction.get(userRef);
      transaction.set(
        userRef,
        {
          email: target.email ?? '',
          disabled: input.disabled,
          ...revocation,
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
      recordActivity(transaction, caller, {
        hotelId: input.hotelId,
        targetType: 'user',
        targetId: target.uid,
        action: input.disabled ? 'account-disabled' : 'account-enabled',
      });
    });
    return {
      success: true,
      message: input.disabled ? 'Account disabled.' : 'Account enabled.',
    };
  },
);
