import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { createHotelUserRequest, type SimpleResponse } from '../../src/domain/callables';
import { adminAuth, CALLABLE_OPTIONS, db } from './admin';
import { parseInput, requireCaller, requireHotelRole } from './guards';

function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * createNewHotelUser({email, password, targetHotelId}): admins of the hotel create an account with
 * access to that hotel and no admin or staff claim.
 *
 * Create and reveal nothing (docs/trust-model.md, "Errors do not reveal what exists elsewhere"):
 * an email that already has an account, in this hotel, another hotel or none, is left exactly as
 * it is, and the answer is the one a new account gets. Adding this hotel to it would extend its
 * global flags into a hotel whose admins never granted them; a different answer would tell one
 * hotel that the address is known to the product, which for an address not in its own list means
 * another hotel's staff. An existing account joins another hotel only through an admin of every
 * one of its hotels and this one, or the project owner (docs/deploy.md).
 */
export const createNewHotelUser = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(createHotelUserRequest, request.data);
    const caller = await requireCaller(request);
    requireHotelRole(caller, input.targetHotelId, 'admin');
    const email = input.email.trim().toLowerCase();
    const created = await createAccount(email, input.password);
    if (created) {
      const claims = { admin: false, staff: false, accessibleHotels: [input.targetHotelId] };
      await adminAuth.setCustomUserClaims(created, claims);
      await db.doc(`users/${created}`).set({
        email,
        displayName: '',
        claims,
        claimsVersion: 1,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    // One answer whether or not the address had an account; the screen words it (en, ja).
    return { success: true, message: '' };
  },
);

/** The new account's uid; null when the address already has an account (left unchanged). */
async function createAccount(email: string, password: string): Promise<string | null> {
  try {
    return (await adminAuth.createUser({ email, password })).uid;
  } catch (error) {
    if (isAuthError(error, 'auth/email-already-exists')) return null;
    if (isAuthError(error, 'auth/invalid-email'))
      throw new HttpsError('invalid-argument', 'invalidEmail');
    if (isAuthError(error, 'auth/invalid-password'))
      throw new HttpsError('invalid-argument', 'passwordLength');
    throw error;
  }
}
