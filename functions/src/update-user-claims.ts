import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { updateClaimsRequest, type SimpleResponse } from '../../src/domain/callables';
import { adminAuth, db, REGION } from './admin';
import { claimsOf, parseInput, requireCaller, requireHotelRole } from './guards';

const level = (claims: { admin: boolean; staff: boolean }) =>
  claims.admin ? 'admin' : claims.staff ? 'staff' : 'user';

/**
 * updateUserClaims({targetUserId, hotelId, admin, staff}): an admin of the hotel sets a user's
 * admin and staff flags. Claims are merged (setCustomUserClaims replaces the whole set), the
 * user's claimsVersion rises so their open app refreshes, and a demotion revokes refresh tokens.
 */
export const updateUserClaims = onCall(
  { region: REGION },
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(updateClaimsRequest, request.data);
    const caller = requireCaller(request);
    requireHotelRole(caller, input.hotelId, 'admin');
    const target = await adminAuth.getUser(input.targetUserId).catch(() => null);
    if (!target) throw new HttpsError('not-found', 'User not found');
    const existing = target.customClaims ?? {};
    const before = claimsOf(existing);
    if (!before.accessibleHotels.includes(input.hotelId)) {
      throw new HttpsError('permission-denied', 'This user does not belong to this hotel.');
    }
    if (target.uid === caller.uid && input.admin !== before.admin) {
      throw new HttpsError('failed-precondition', 'You cannot change your own admin flag.');
    }
    const after = { ...before, admin: input.admin, staff: input.staff };
    if (after.admin === before.admin && after.staff === before.staff) {
      return { success: true, message: 'No change.' };
    }
    await adminAuth.setCustomUserClaims(target.uid, {
      ...existing,
      admin: after.admin,
      staff: after.staff,
    });
    const userRef = db.doc(`users/${target.uid}`);
    const activityRef = db.collection('activity').doc();
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(userRef);
      const version = snapshot.exists ? Number(snapshot.get('claimsVersion') ?? 0) : 0;
      transaction.set(
        userRef,
        {
          email: target.email ?? '',
          displayName: target.displayName ?? '',
          claims: after,
          claimsVersion: version + 1,
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
      transaction.create(activityRef, {
        hotelId: input.hotelId,
        targetType: 'user',
        targetId: target.uid,
        action: 'claims-changed',
        from: level(before),
        to: level(after),
        actorUid: caller.uid,
        actorEmail: caller.email,
        at: FieldValue.serverTimestamp(),
      });
    });
    const demoted = (before.admin && !after.admin) || (before.staff && !after.staff);
    if (demoted) await adminAuth.revokeRefreshTokens(target.uid);
    return { success: true, message: 'Claims updated.' };
  },
);
