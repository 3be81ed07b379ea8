import { httpsCallable } from 'firebase/functions';
import type {
  ConfirmMatchRequest,
  ConfirmMatchResponse,
  CreateHotelUserRequest,
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
  UpdateClaimsRequest,
} from '@/domain/callables';
import { CALLABLE_NAMES } from '@/domain/callables';
import { functions } from './functions';
import { CALLABLE_TIMEOUT_MS } from './config';

/** The SPA's one typed wrapper around the callable functions (spec §7, timeout 70 s). */
function callable<Req, Res>(name: string) {
  const fn = httpsCallable<Req, Res>(functions, name, { timeout: CALLABLE_TIMEOUT_MS });
  return async (data: Req): Promise<Res> => (await fn(data)).data;
}

export const exportItems = callable<ExportItemsRequest, ExportItemsResponse>(
  CALLABLE_NAMES.exportItems,
);
export const getHotelUsersList = callable<HotelUsersRequest, HotelUsersResponse>(
  CALLABLE_NAMES.getHotelUsersList,
);
export const createNewHotelUser = callable<CreateHotelUserRequest, SimpleResponse>(
  CALLABLE_NAMES.createNewHotelUser,
);
export const updateUserDisplayName = callable<OwnDisplayNameRequest, SimpleResponse>(
  CALLABLE_NAMES.updateUserDisplayName,
);
export const updateOtherUserDisplayName = callable<OtherDisplayNameRequest, SimpleResponse>(
  CALLABLE_NAMES.updateOtherUserDisplayName,
);
export const updateUserClaims = callable<UpdateClaimsRequest, SimpleResponse>(
  CALLABLE_NAMES.updateUserClaims,
);
export const confirmMatch = callable<ConfirmMatchRequest, ConfirmMatchResponse>(
  CALLABLE_NAMES.confirmMatch,
);
export const createPoliceHandover = callable<PoliceHandoverRequest, PoliceHandoverResponse>(
  CALLABLE_NAMES.createPoliceHandover,
);
export const closeMatchPickedUp = callable<PickupRequest, SimpleResponse>(
  CALLABLE_NAMES.closeMatchPickedUp,
);
