import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  otherDisplayNameRequest,
  ownDisplayNameRequest,
  type SimpleResponse,
} from '../../src/domain/callables';
import { ownDisplayNameSchema } from '../../src/domain/schemas/users';
import { adminAuth, CALLABLE_OPTIONS, db } from './admin';
import { parseInput, requireAdminOfEvery, requireAdminOfMember, requireCaller } from './guards';
import { refuse } from './lib/refuse';

async function saveDisplayName(uid: string, displayName: string): Promise<void> {
  await adminAuth.updateUser(uid, { displayName });
  await db
    .doc(`users/${uid}`)
    .set({ displayName, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

/** updateUserDisplayName({newDisplayName}): the caller's own name, not empty and not unchanged. */
export const updateUserDisplayName = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    parseInput(ownDisplayNameRequest, request.data);
    const caller = await requireCaller(request);
    const current = (await adminAuth.getUser(caller.uid)).displayName ?? '';
    const { newDisplayName } = parseInput(ownDisplayNameSchema(current), request.data);
    await saveDisplayName(caller.uid, newDisplayName.trim());
    return { success: true, message: 'Display name updated.' };
  },
);

/**
 * updateOtherUserDisplayName({targetUserId, newDisplayName, hotelId}): an admin of the hotel
 * renames a user of that hotel who is not an admin and whose every hotel they administer.
 */
export const updateOtherUserDisplayName = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(otherDisplayNameRequest, request.data);
    const {
      caller,
      user: target,
      claims,
    } = await requireAdminOfMember(request, input.hotelId, input.targetUserId);
    if (claims.admin) {
      throw refuse('permission-denied', 'serverErrors.noPermission');
    }
    // The name shows in every hotel of the user: the same tenant rule as for their flags.
    requireAdminOfEvery(caller, claims.accessibleHotels);
    await saveDisplayName(target.uid, input.newDisplayName.trim());
    return { success: true, message: 'Display name updated.' };
  },
);
