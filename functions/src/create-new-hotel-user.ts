import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { createHotelUserRequest, type SimpleResponse } from '../../src/domain/callables';
import { adminAuth, CALLABLE_OPTIONS, db } from './admin';
import { parseInput, refusal, requireCaller, requireHotelRole } from './guards';

function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * createNewHotelUser({email, password, targetHotelId}): admins of the hotel create an account with
 * access to that hotel and no admin or staff claim.
 *
 * An email that already has an account is refused with one answer, whichever hotels (if any) that
 * account belongs to, and the account is never changed: adding this hotel to it would extend its
 * global flags into a hotel whose admins never granted them, and a different answer for "in
 * another hotel" would tell one hotel about the staff of another (docs/trust-model.md).
 */
export const createNewHotelUser = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(createHotelUserRequest, request.data);
    const caller = await requireCaller(request);
    requireHotelRole(caller, input.targetHotelId, 'admin');
    const email = input.email.trim().toLowerCase();
    let uid: string;
    try {
      uid = (await adminAuth.createUser({ email, password: input.password })).uid;
    } catch (error) {
      if (isAuthError(error, 'auth/email-already-exists')) {
        throw refusal(
          'already-exists',
          'emailUnavailable',
          'This email address cannot be used for a new account.',
        );
      }
      if (isAuthError(error, 'auth/invalid-email'))
        throw new HttpsError('invalid-argument', 'invalidEmail');
      if (isAuthError(error, 'auth/invalid-password'))
        throw new HttpsError('invalid-argument', 'passwordLength');
      throw error;
    }
    const claims = { admin: false, staff: false, accessibleHotels: [input.targetHotelId] };
    await adminAuth.setCustomUserClaims(uid, claims);
    await db.doc(`users/${uid}`).set({
      email,
      displayName: '',
      claims,
      claimsVersion: 1,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { success: true, message: `User ${email} created.` };
  },
);
