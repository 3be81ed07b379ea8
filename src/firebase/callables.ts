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
import { CALLABLE_NAMES } from '@/domain/callables';
import { typedCallable } from './typed-callable';

/** Each callable function's request and response. */
interface Callables {
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
}

/** The staff callables, typed by the map above (`typedCallable`). */
function callable<N extends keyof Callables>(name: N) {
  return typedCallable<Callables[N][0], Callables[N][1]>(name);
}

export const exportItems = callable(CALLABLE_NAMES.exportItems);
export const getHotelUsersList = callable(CALLABLE_NAMES.getHotelUsersList);
export const createNewHotelUser = callable(CALLABLE_NAMES.createNewHotelUser);
export const withdrawHotelInvitation = callable(CALLABLE_NAMES.withdrawHotelInvitation);
export const acceptHotelInvitation = callable(CALLABLE_NAMES.acceptHotelInvitation);
export const updateUserDisplayName = callable(CALLABLE_NAMES.updateUserDisplayName);
export const updateOtherUserDisplayName = callable(CALLABLE_NAMES.updateOtherUserDisplayName);
export const updateUserClaims = callable(CALLABLE_NAMES.updateUserClaims);
export const setUserDisabled = callable(CALLABLE_NAMES.setUserDisabled);
export const confirmMatch = callable(CALLABLE_NAMES.confirmMatch);
export const createPoliceHandover = callable(CALLABLE_NAMES.createPoliceHandover);
export const closeMatchPickedUp = callable(CALLABLE_NAMES.closeMatchPickedUp);
export const dismissSuggestion = callable(CALLABLE_NAMES.dismissSuggestion);
export const verifyGuestEmail = callable(CALLABLE_NAMES.verifyGuestEmail);
