import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { pickupRequest } from '../../src/domain/disposition';
import { toMatch } from '../../src/domain/records-match';
import { canPickUp } from '../../src/domain/status-transitions';
import type { SimpleResponse } from '../../src/domain/callables';
import type { ActivityTarget } from '../../src/domain/activity';
import { CALLABLE_OPTIONS, db } from './lib/admin';
import { holdsHotelRole, parseInput, requireAnyHotelRole, requireCaller } from './lib/guards';
import { refuse } from './lib/refuse';
import { updateWithActivity } from './lib/activity';
import { ownershipUnchecked, toThreadSummary } from '../../src/domain/thread-summary';

/**
 * closeMatchPickedUp({matchId, byName, recipientName, idChecked, note}): the guest came
 * to the desk, so staff or admins of the hotel close a confirmed (or on-hold) match in person
 * instead of shipping it. One transaction: the match becomes 'picked-up' (final, like shipped)
 * with the pickup record, the found item 'returned' with its disposition, the lost item
 * 'returned', and each change has its activity entry. Callers without staff or admin rights
 * anywhere get permission-denied; a match of another hotel is not-found, like a missing one.
 */
export const closeMatchPickedUp = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const input = parseInput(pickupRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'privileged');
    const matchRef = db.doc(`matches/${input.matchId}`);
    return db.runTransaction(async (transaction) => {
      const matchSnap = await transaction.get(matchRef);
      const match = matchSnap.exists ? toMatch(matchSnap.id, matchSnap.data() ?? {}) : null;
      if (!match || !holdsHotelRole(caller, match.hotelId, 'privileged')) {
        throw refuse('not-found', 'serverErrors.matchNotFound');
      }
      if (!canPickUp(match)) {
        throw refuse('failed-precondition', 'staffErrors.matchNotPickable', {
          status: match.status,
        });
      }
      const foundRef = db.doc(`found-items/${match.foundItemId}`);
      const lostRef = db.doc(`lost-items/${match.lostItemId}`);
      const [foundSnap, lostSnap] = await Promise.all([
        transaction.get(foundRef),
        transaction.get(lostRef),
      ]);
      // The hotel asked the guest an ownership question: staff record checking the answer first.
      if (ownershipUnchecked(toThreadSummary(lostSnap.get('thread')))) {
        throw refuse('failed-precondition', 'staffErrors.ownershipCheckFirst');
      }
      const now = FieldValue.serverTimestamp();
      const signed = { at: now, byUid: caller.uid, byEmail: caller.email, byName: input.byName };
      const returned = (target: ActivityTarget, id: string, from: string) =>
        ({
          hotelId: match.hotelId,
          targetType: target,
          targetId: id,
          action: 'returned',
          from,
          to: 'returned',
        }) as const;
      updateWithActivity(
        transaction,
        caller,
        { ...returned('match', match.id, match.status), action: 'picked-up', to: 'picked-up' },
        matchRef,
        {
          status: 'picked-up',
          pickedUpAt: now,
          pickup: {
            ...signed,
            recipientName: input.recipientName,
            idChecked: input.idChecked,
            note: input.note,
          },
        },
      );
      if (foundSnap.exists) {
        const from = String(foundSnap.get('status') ?? 'matched');
        updateWithActivity(
          transaction,
          caller,
          returned('found-item', foundSnap.id, from),
          foundRef,
          {
            status: 'returned',
            disposition: {
              kind: 'returned',
              ...signed,
              note: input.note,
              recipientName: input.recipientName,
              idChecked: input.idChecked,
              matchId: match.id,
            },
          },
        );
      }
      if (lostSnap.exists) {
        const from = String(lostSnap.get('status') ?? 'matched');
        updateWithActivity(transaction, caller, returned('lost-item', lostSnap.id, from), lostRef, {
          status: 'returned',
        });
      }
      return { success: true, message: 'pickedUp' };
    });
  },
);
