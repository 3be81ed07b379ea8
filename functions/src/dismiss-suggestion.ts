import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { dismissSuggestionRequest, type SimpleResponse } from '../../src/domain/callables';
import { toSuggestion } from '../../src/domain/matching/suggestions';
import { CALLABLE_OPTIONS, db } from './lib/admin';
import { holdsHotelRole, parseInput, requireAnyHotelRole, requireCaller } from './lib/guards';
import { refuse } from './lib/refuse';

/**
 * dismissSuggestion({suggestionId}): an admin of the suggestion's hotel takes an open pair out of
 * the queue for good, recorded with who and when. Another hotel's suggestion is answered like a
 * missing one.
 */
export const dismissSuggestion = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const { suggestionId: id } = parseInput(dismissSuggestionRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'admin');
    const ref = db.doc(`suggestions/${id}`);
    return db.runTransaction(async (transaction) => {
      const snap = await transaction.get(ref);
      const suggestion = snap.exists ? toSuggestion(snap.id, snap.data() ?? {}) : null;
      if (!suggestion || !holdsHotelRole(caller, suggestion.hotelId, 'admin'))
        throw refuse('not-found', 'serverErrors.noPermission');
      if (suggestion.state !== 'open')
        return { success: true, message: `The suggestion is already ${suggestion.state}.` };
      transaction.update(ref, {
        state: 'dismissed',
        dismissedBy: { uid: caller.uid, email: caller.email },
        dismissedAt: FieldValue.serverTimestamp(),
      });
      return { success: true, message: 'Dismissed.' };
    });
  },
);
