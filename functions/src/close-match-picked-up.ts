import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { pickupRequest } from '../../src/domain/disposition';
import { toMatch } from '../../src/domain/records';
import { canPickUp } from '../../src/domain/status-transitions';
import type { SimpleResponse } from '../../src/domain/callables';
import { CALLABLE_OPTIONS, db } from './admin';
import { holdsHotelRole, parseInput, refusal, requireAnyHotelRole, requireCaller } from './guards';

type Caller = Awaited<ReturnType<typeof requireCaller>>;

function recordEntry(
  transaction: Transaction,
  caller: Caller,
  entry: { hotelId: string; targetType: string; targetId: string; action: string; from: string },
  to: string,
): string {
  const ref = db.collection('activity').doc();
  transaction.create(ref, {
    ...entry,
    to,
    actorUid: caller.uid,
    actorEmail: caller.email,
    at: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/**
 * closeMatchPickedUp({matchId, byName, recipientName, idChecked, note}) (issue 17): the guest came
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
        throw refusal('not-found', 'matchNotFound', 'matchNotFound');
      }
      if (!canPickUp(match)) {
        throw new HttpsError(
          'failed-precondition',
          `A match that is ${match.status} cannot be closed as picked up.`,
        );
      }
      const foundRef = db.doc(`found-items/${match.foundItemId}`);
      const lostRef = db.doc(`lost-items/${match.lostItemId}`);
      const [foundSnap, lostSnap] = await Promise.all([
        transaction.get(foundRef),
        transaction.get(lostRef),
      ]);
      const now = FieldValue.serverTimestamp();
      const signed = { at: now, byUid: caller.uid, byEmail: caller.email, byName: input.byName };
      const base = { hotelId: match.hotelId };
      const matchEntry = recordEntry(
        transaction,
        caller,
        {
          ...base,
          targetType: 'match',
          targetId: match.id,
          action: 'picked-up',
          from: match.status,
        },
        'picked-up',
      );
      transaction.update(matchRef, {
        status: 'picked-up',
        pickedUpAt: now,
        pickup: {
          ...signed,
          recipientName: input.recipientName,
          idChecked: input.idChecked,
          note: input.note,
        },
        updatedAt: now,
        lastActivityId: matchEntry,
      });
      if (foundSnap.exists) {
        const from = String(foundSnap.get('status') ?? 'matched');
        const id = recordEntry(
          transaction,
          caller,
          { ...base, targetType: 'found-item', targetId: foundSnap.id, action: 'returned', from },
          'returned',
        );
        transaction.update(foundRef, {
          status: 'returned',
          disposition: {
            kind: 'returned',
            ...signed,
            note: input.note,
            recipientName: input.recipientName,
            idChecked: input.idChecked,
            matchId: match.id,
          },
          updatedAt: now,
          lastActivityId: id,
        });
      }
      if (lostSnap.exists) {
        const from = String(lostSnap.get('status') ?? 'matched');
        const id = recordEntry(
          transaction,
          caller,
          { ...base, targetType: 'lost-item', targetId: lostSnap.id, action: 'returned', from },
          'returned',
        );
        transaction.update(lostRef, { status: 'returned', updatedAt: now, lastActivityId: id });
      }
      return { success: true, message: 'pickedUp' };
    });
  },
);
