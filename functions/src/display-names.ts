import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  otherDisplayNameRequest,
  ownDisplayNameRequest,
  type SimpleResponse,
} from '../../src/domain/callables';
import { ownDisplayNameSchema } from '../../src/domain/schemas/users';
import { adminAuth, db, REGION } from './admin';
import { claimsOf, parseInput, requireCaller, requireHotelRole } from './guards';

async function saveDisplayName(uid: string, displayName: string): Promise<void> {
  await adminAuth.updateUser(uid, { displayName });
  await db
    .doc(`users/${uid}`)
    .set({ displayName, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** updateUserDisplayName({newDisplayName}): the caller's own name, not empty and not unchanged. */
export const updateUserDisplayName = onCall(
  { region: REGION },
  async (request): Promise<SimpleResponse> => {
    parseInput(ownDisplayNameRequest, request.data);
    const caller = requireCaller(request);
    const current = (await adminAuth.getUser(caller.uid)).displayName ?? '';
    const { newDisplayName } = parseInput(ownDisplayNameSchema(current), request.data);
    await saveDisplayName(caller.uid, newDisplayName.trim());
    return { success: true, message: 'Display name updated.' };
  },
);

/**
 * updateOtherUserDisplayName({targetUserId, newDisplayName, hotelId}): an admin of the hotel
 * renames a user of that hotel who is not an admin.
 */
export const updateOtherUserDisplayName = onCall(
  { region: REGION },
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(otherDisplayNameRequest, request.data);
    const caller = requireCaller(request);
    requireHotelRole(caller, input.hotelId, 'admin');
    const target = await adminAuth.getUser(input.targetUserId).catch(() => null);
    if (!target) throw new HttpsError('not-found', 'User not found');
    const claims = claimsOf(target.customClaims ?? {});
    if (!claims.accessibleHotels.includes(input.hotelId)) {
      throw new HttpsError('permission-denied', 'This user does not belong to this hotel.');
    }
    if (claims.admin)
      throw new HttpsError('permission-denied', "An admin's display name cannot be changed here.");
    await saveDisplayName(target.uid, input.newDisplayName.trim());
    return { success: true, message: 'Display name updated.' };
  },
);
