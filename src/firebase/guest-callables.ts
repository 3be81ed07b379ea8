import { REQUEST_ERASURE } from '@/domain/guest-data';
import {
  CONFIRM_SHIPPING,
  GET_REPORT_STATUS,
  type ConfirmShippingRequest,
  type GetReportStatusRequest,
  type GetReportStatusResponse,
  type RequestErasureRequest,
} from '@/domain/guest-status';
import { POST_GUEST_MESSAGE, type PostGuestMessageRequest } from '@/domain/messages';
import { typedCallable } from './typed-callable';

/** The callables a guest's /status page calls (no sign-in: by reference and email, or a token). */
export const getReportStatus = typedCallable<GetReportStatusRequest, GetReportStatusResponse>(
  GET_REPORT_STATUS,
);
export const confirmShipping = typedCallable<ConfirmShippingRequest, GetReportStatusResponse>(
  CONFIRM_SHIPPING,
);
export const requestGuestDataErasure = typedCallable<
  RequestErasureRequest,
  GetReportStatusResponse
>(REQUEST_ERASURE);
export const postGuestMessage = typedCallable<PostGuestMessageRequest, GetReportStatusResponse>(
  POST_GUEST_MESSAGE,
);
