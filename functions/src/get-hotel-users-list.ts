import { onCall } from 'firebase-functions/v2/https';
import { hotelUsersRequest, type HotelUsersResponse } from '../../src/domain/callables';
import { toUserProfile } from '../../src/domain/records';
import { CALLABLE_OPTIONS, db } from './admin';
import { holdsHotelRole, parseInput, requireCaller, requireHotelRole } from './guards';

/**
 * getHotelUsersList({targetHotelId}): the users whose accessibleHotels include the hotel. Admins
 * only; each user's accessibleHotels lists only hotels the caller administers.
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
    return { success: true, users, message: '' };
  },
);
