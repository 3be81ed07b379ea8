import { onCall } from 'firebase-functions/v2/https';
import {
  requestErasureRequest,
  type GetReportStatusResponse,
} from '../../../src/domain/guest-status';
import { db, REGION } from '../lib/admin';
import { requestErasure } from '../lib/guest-erasure';
import { proveGuest, statusOf } from '../lib/guest-report';

/**
 * requestGuestDataErasure({reference, email} | {token}, confirm: true): public like the status
 * lookup, with the same proof and the same attempt limit; answers the new status.
 */
export const requestGuestDataErasure = onCall(
  { region: REGION },
  async (request): Promise<GetReportStatusResponse> => {
    const { snap: itemSnap } = await proveGuest(request, requestErasureRequest);
    await requestErasure(itemSnap.id, new Date());
    return statusOf(await db.doc(`lost-items/${itemSnap.id}`).get());
  },
);
