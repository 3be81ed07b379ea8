import { onCall } from 'firebase-functions/v2/https';
import { otherDisplayNameRequest, type SimpleResponse } from '../../src/domain/callables';
import { CALLABLE_OPTIONS } from './lib/admin';
import { parseInput, requireAdminOfEvery, requireAdminOfMember } from './lib/guards';
import { refuse } from './lib/refuse';
import { saveDisplayName } from './lib/display-names';

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
