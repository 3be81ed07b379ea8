import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import {
  confirmShippingRequest,
  matchConfirmedForGuest,
  type GetReportStatusResponse,
} from '../../../src/domain/guest-status';
import { toLostItem } from '../../../src/domain/records';
import { toMatch } from '../../../src/domain/records-match';
import { db, REGION } from '../lib/admin';
import { proveGuest, statusOf } from '../lib/guest-report';
import { refuse } from '../lib/refuse';

/**
 * confirmShippingDetails({reference, email} | {token}, address, acceptQuote: true): the guest
 * gives the postal address and accepts the postage now on the match. Only once the
 * hotel confirmed the match, with a quote set, and before it ships.
 */
export const confirmShippingDetails = onCall(
  { region: REGION },
  async (request): Promise<GetReportStatusResponse> => {
    const { input, snap: itemSnap } = await proveGuest(request, confirmShippingRequest);
    const { matchId, erasure } = toLostItem(itemSnap.id, itemSnap.data() ?? {});
    // An erased report is answered by its reference alone: it takes no address.
    if (!matchId || erasure?.erasedAt)
      throw refuse('failed-precondition', 'guestStatus.errors.noOffer');
    const matchRef = db.doc(`matches/${matchId}`);
    await db.runTransaction(async (transaction) => {
      const snap = await transaction.get(matchRef);
      const match = toMatch(snap.id, snap.data() ?? {});
      // Confirmed, or on hold after it was confirmed; never one held straight from 'matched'.
      if (!snap.exists || !matchConfirmedForGuest(match) || match.postageCost === null) {
        throw refuse('failed-precondition', 'guestStatus.errors.noOffer');
      }
      transaction.update(matchRef, {
        shippingAddress: input.address,
        addressConfirmedAt: FieldValue.serverTimestamp(),
        quoteAcceptedAt: FieldValue.serverTimestamp(),
        quoteAcceptedAmount: match.postageCost,
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    return statusOf(await db.doc(`lost-items/${itemSnap.id}`).get());
  },
);
