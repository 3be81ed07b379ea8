import { onCall } from 'firebase-functions/v2/https';
import {
  getReportStatusRequest,
  type GetReportStatusResponse,
} from '../../../src/domain/guest-status';
import { REGION } from '../lib/admin';
import { proveGuest, statusOf } from '../lib/guest-report';

/**
 * getReportStatus({reference, email} | {token}): public (no sign-in), attempt-limited per
 * caller address. The same not-found for every wrong guess.
 */
export const getReportStatus = onCall(
  { region: REGION },
  async (request): Promise<GetReportStatusResponse> => {
    const { snap, confirmedNow } = await proveGuest(request, getReportStatusRequest);
    const answer = await statusOf(snap);
    return confirmedNow ? { ...answer, addressConfirmedNow: true } : answer;
  },
);
