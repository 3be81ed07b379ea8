import { httpsCallable } from 'firebase/functions';
import type {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  ConfirmMatchRequest,
  ConfirmMatchResponse,
  CreateHotelUserRequest,
  DismissSuggestionRequest,
  ExportItemsRequest,
  ExportItemsResponse,
  HotelUsersRequest,
  HotelUsersResponse,
  OtherDisplayNameRequest,
  OwnDisplayNameRequest,
  PickupRequest,
  PoliceHandoverRequest,
  PoliceHandoverResponse,
  SimpleResponse,
  SetUserDisabledRequest,
  UpdateClaimsRequest,
  VerifyGuestEmailRequest,
  WithdrawInvitationRequest,
} from '@/domain/callables';
import type {
  ConfirmShippingRequest,
  GetReportStatusRequest,
  GetReportStatusResponse,
  RequestErasureRequest,
} from '@/domain/guest-status';
import type {
  PostGuestMessageRequest,
  PostStaffMessageRequest,
  RecordOwnershipCheckRequest,
} from '@/domain/messages';
import { CALLABLE_TIMEOUT_MS } from './config';
import { functions } from './functions';
import { requireNetwork } from './network';

/**
 * The one typed map of the SPA's callable functions: each function's name (as deployed) to its
 * request and response. Every callable the app calls goes through `callable` below; the staff
 * callables are exported by `callables.ts`, the guest /status page's by `guest-callables.ts` (two
 * modules so that a guest page does not load the staff callables; the map itself is types only).
 */
export interface Callables {
  exportItems: [ExportItemsRequest, ExportItemsResponse];
  getHotelUsersList: [HotelUsersRequest, HotelUsersResponse];
  createNewHotelUser: [CreateHotelUserRequest, SimpleResponse];
  withdrawHotelInvitation: [WithdrawInvitationRequest, SimpleResponse];
  acceptHotelInvitation: [AcceptInvitationRequest, AcceptInvitationResponse];
  updateUserDisplayName: [OwnDisplayNameRequest, SimpleResponse];
  updateOtherUserDisplayName: [OtherDisplayNameRequest, SimpleResponse];
  updateUserClaims: [UpdateClaimsRequest, SimpleResponse];
  setUserDisabled: [SetUserDisabledRequest, SimpleResponse];
  confirmMatch: [ConfirmMatchRequest, ConfirmMatchResponse];
  createPoliceHandover: [PoliceHandoverRequest, PoliceHandoverResponse];
  closeMatchPickedUp: [PickupRequest, SimpleResponse];
  dismissSuggestion: [DismissSuggestionRequest, SimpleResponse];
  verifyGuestEmail: [VerifyGuestEmailRequest, SimpleResponse];
  postStaffMessage: [PostStaffMessageRequest, SimpleResponse];
  recordOwnershipCheck: [RecordOwnershipCheckRequest, SimpleResponse];
  getReportStatus: [GetReportStatusRequest, GetReportStatusResponse];
  confirmShippingDetails: [ConfirmShippingRequest, GetReportStatusResponse];
  requestGuestDataErasure: [RequestErasureRequest, GetReportStatusResponse];
  postGuestMessage: [PostGuestMessageRequest, GetReportStatusResponse];
}

/**
 * A callable of the map above, with the spec's timeout (spec §7, 70 s); answers its data. With no
 * network (`navigator.onLine` false) it fails at once with NeedsNetworkError (./network.ts)
 * instead of waiting out the timeout: a function's answer cannot be kept for later.
 */
export function callable<N extends keyof Callables>(
  name: N,
): (data: Callables[N][0]) => Promise<Callables[N][1]> {
  const fn = httpsCallable<Callables[N][0], Callables[N][1]>(functions, name, {
    timeout: CALLABLE_TIMEOUT_MS,
  });
  return async (data) => {
    requireNetwork();
    return (await fn(data)).data;
  };
}
