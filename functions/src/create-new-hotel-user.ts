import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { createHotelUserRequest, type SimpleResponse } from '../../src/domain/callables';
import { adminAuth, CALLABLE_OPTIONS, db } from './lib/admin';
import { parseInput, requireCaller, requireHotelRole } from './lib/guards';
import { inviteToHotel } from './lib/invitations';
import { refuse } from './lib/refuse';

function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * createNewHotelUser({email, password, targetHotelId, role}): an admin of the hotel invites an
 * address to it with a role (a plain user when not given). The hotel is added to an account only
 * when the address's owner accepts (acceptHotelInvitation, docs/trust-model.md "Joining a hotel
 * by invitation").
 *
 * Create and reveal nothing: whether the address has an account in this hotel, another hotel or
 * none, the admin sees the same thing (this answer, and one pending invitation in the users list)
 * until its owner accepts. For a new address an account is made with the password the admin set,
 * but with no hotel; an existing account is left exactly as it is (its password too).
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
      const claims = { admin: false, staff: false, accessibleHotels: [] };
      await adminAuth.setCustomUserClaims(created, claims);
      await db.doc(`users/${created}`).set({
        email,
        displayName: '',
        claims,
        claimsVersion: 1,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await inviteToHotel(input.targetHotelId, email, input.role, caller.uid);
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
      throw refuse('invalid-argument', 'errors.invalidEmail');
    if (isAuthError(error, 'auth/invalid-password'))
      throw refuse('invalid-argument', 'errors.passwordLength');
    throw error;
  }
}
