import type { Timestamp } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  hotelUsersRequest,
  type HotelUsersResponse,
  type PendingInvitation,
} from '../../src/domain/callables';
import type { InvitedRole } from '../../src/domain/invitations';
import { toUserProfile } from '../../src/domain/records';
import { CALLABLE_OPTIONS, db } from './lib/admin';
import { holdsHotelRole, parseInput, requireCaller, requireHotelRole } from './lib/guards';

/**
 * getHotelUsersList({targetHotelId}): the users whose accessibleHotels include the hotel, and the
 * invitations to it not yet accepted (createNewHotelUser). Admins only; each user's
 * accessibleHotels lists only hotels the caller administers.
 */
export const getHotelUsersList = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<HotelUsersResponse> => {
    const { targetHotelId } = parseInput(hotelUsersRequest, request.data);
    const caller = await requireCaller(request);
    requireHotelRole(caller, targetHotelId, 'admin');
    const snapshot = await db
      .collection('users')
      .where('claims.accessibleHotels', 'array-contains', targetHotelId)
      .get();
    const users = snapshot.docs
      .map((doc) => ({
        ...toUserProfile(doc.id, doc.data()),
        disabled: doc.get('disabled') as unknown,
      }))
      .map(({ id, email, displayName, claims, disabled }) => ({
        id,
        email,
        displayName,
        disabled: disabled === true,
        // Which other hotels a user belongs to is those hotels' business, not this admin's.
        claims: {
          ...claims,
          accessibleHotels: claims.accessibleHotels.filter((hotelId) =>
            holdsHotelRole(caller, hotelId, 'admin'),
          ),
        },
      }))
      .sort((a, b) => a.email.localeCompare(b.email));
    return {
      success: true,
      users,
      invitations: await pendingInvitations(targetHotelId),
      message: '',
    };
  },
);

/** The hotel's invitations whose link still works, by email; the same fields for every address. */
async function pendingInvitations(hotelId: string): Promise<PendingInvitation[]> {
  const snapshot = await db.collection('invitations').where('hotelId', '==', hotelId).get();
  const now = Date.now();
  return snapshot.docs
    .map((doc) => ({
      id: doc.id,
      email: doc.get('email') as string,
      role: doc.get('role') as InvitedRole,
      expiresAt: (doc.get('expiresAt') as Timestamp).toDate(),
    }))
    .filter((invitation) => invitation.expiresAt.getTime() > now)
    .map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
