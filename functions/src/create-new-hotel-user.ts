import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { createHotelUserRequest, type SimpleResponse } from '../../src/domain/callables';
import { adminAuth, db, REGION } from './admin';
import { parseInput, requireCaller, requireHotelRole } from './guards';

function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * createNewHotelUser({email, password, targetHotelId}): admins of the hotel create an account with
 * access to that hotel and no admin or staff claim.
 */
export const createNewHotelUser = onCall(
  { region: REGION },
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(createHotelUserRequest, request.data);
    const caller = requireCaller(request);
    requireHotelRole(caller, input.targetHotelId, 'admin');
    const email = input.email.trim().toLowerCase();
    let uid: string;
    try {
      uid = (await adminAuth.createUser({ email, password: input.password })).uid;
    } catch (error) {
      if (isAuthError(error, 'auth/email-already-exists')) {
        throw new HttpsError(
          'already-exists',
          `An account with the email ${email} already exists.`,
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
