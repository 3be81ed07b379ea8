import { onCall } from 'firebase-functions/v2/https';
import { withdrawInvitationRequest, type SimpleResponse } from '../../src/domain/callables';
import { CALLABLE_OPTIONS, db } from './lib/admin';
import { parseInput, requireCaller, requireHotelRole } from './lib/guards';

/**
 * withdrawHotelInvitation({hotelId, invitationId}): an admin of the hotel withdraws a pending
 * invitation to it; its link stops working. One answer whether or not it was still there.
 */
export const withdrawHotelInvitation = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(withdrawInvitationRequest, request.data);
    const caller = await requireCaller(request);
    requireHotelRole(caller, input.hotelId, 'admin');
    const ref = db.doc(`invitations/${input.invitationId}`);
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (snapshot.exists && snapshot.get('hotelId') === input.hotelId) transaction.delete(ref);
    });
    return { success: true, message: '' };
  },
);
