import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { recordOwnershipCheckRequest } from '../../../src/domain/messages';
import { toThreadSummary } from '../../../src/domain/thread-summary';
import type { SimpleResponse } from '../../../src/domain/callables';
import { CALLABLE_OPTIONS, db } from '../lib/admin';
import { parseInput, requireAnyHotelRole, requireCaller } from '../lib/guards';
import { refuse } from '../lib/refuse';
import { staffName, staffReport } from '../lib/messages';

/**
 * recordOwnershipCheck({lostItemId}): staff or admins of the hotel record, with their name, that
 * they checked the guest's answer to the ownership question. Only once the guest answered.
 */
export const recordOwnershipCheck = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const { lostItemId } = parseInput(recordOwnershipCheckRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'privileged');
    const name = await staffName(caller.uid, caller.email);
    const itemRef = db.doc(`lost-items/${lostItemId}`);
    await db.runTransaction(async (transaction) => {
      const snap = await transaction.get(itemRef);
      staffReport(snap, caller);
      const ownership = toThreadSummary(snap.get('thread'))?.ownership;
      if (!ownership?.answered) {
        throw refuse('failed-precondition', 'messages.errors.notAnswered');
      }
      if (ownership.checkedBy) return;
      transaction.update(itemRef, {
        'thread.ownership.checkedBy': { uid: caller.uid, name },
        'thread.ownership.checkedAt': FieldValue.serverTimestamp(),
      });
    });
    return { success: true, message: 'Recorded.' };
  },
);
