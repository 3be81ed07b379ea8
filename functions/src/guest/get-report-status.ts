import { onCall } from 'firebase-functions/v2/https';
import {
  getReportStatusRequest,
  type GetReportStatusResponse,
} from '../../../src/domain/guest-status';
import { REGION } from '../lib/admin';
import { parseInput } from '../lib/guards';
import { guestReport, statusOf } from '../lib/guest-report';

/**
 * getReportStatus({reference, email} | {token}): public (no sign-in), attempt-limited per
 * caller address. The same not-found for every wrong guess.
 */
export const getReportStatus = onCall(
  { region: REGION },
  async (request): Promise<GetReportStatusResponse> => {
    const input = parseInput(getReportStatusRequest, request.data);
    const { snap, confirmedNow } = await guestReport(request, input);
    const answer = await statusOf(snap);
    return confirmedNow ? { ...answer, addressConfirmedNow: true } : answer;
  },
);
