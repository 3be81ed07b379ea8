import { REQUEST_ERASURE } from '@/domain/guest-data';
import { CONFIRM_SHIPPING, GET_REPORT_STATUS } from '@/domain/guest-status';
import { POST_GUEST_MESSAGE } from '@/domain/messages';
import { callable } from './typed-callable';

/**
 * The callables a guest's /status page calls (no sign-in: by reference and email, or a token),
 * typed by the one map (`typed-callable.ts`).
 */
export const getReportStatus = callable(GET_REPORT_STATUS);
export const confirmShipping = callable(CONFIRM_SHIPPING);
export const requestGuestDataErasure = callable(REQUEST_ERASURE);
export const postGuestMessage = callable(POST_GUEST_MESSAGE);
