import { onCall } from 'firebase-functions/v2/https';
import {
  requestErasureRequest,
  type GetReportStatusResponse,
} from '../../../src/domain/guest-status';
import { db, REGION } from '../lib/admin';
import { parseInput } from '../lib/guards';
import { requestErasure } from '../lib/guest-erasure';
import { guestReport, statusOf, type GuestCredentials } from '../lib/guest-report';

/**
 * requestGuestDataErasure({reference, email} | {token}, confirm: true): public like the status
 * lookup, with the same proof and the same attempt limit; answers the new status.
 */
export const requestGuestDataErasure = onCall(
  { region: REGION },
  async (request): Promise<GetReportStatusResponse> => {
    const input = parseInput(requestErasureRequest, request.data);
    const credentials: GuestCredentials =
      'token' in input
        ? { token: input.token }
        : { reference: input.reference, email: input.email };
    const itemSnap = (await guestReport(request, credentials)).snap;
    await requestErasure(itemSnap.id, new Date());
    return statusOf(await db.doc(`lost-items/${itemSnap.id}`).get());
  },
);
