import { CALLABLE_NAMES } from '@/domain/callables';
import { POST_STAFF_MESSAGE, RECORD_OWNERSHIP_CHECK } from '@/domain/messages';
import { callable } from './typed-callable';

/** The staff callables, typed by the one map (`typed-callable.ts`). */
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
/** Staff answer the guest in a report's thread (the function records the name, mails the guest). */
export const postStaffMessage = callable(POST_STAFF_MESSAGE);
/** Staff record that they checked the guest's answer to the ownership question. */
export const recordOwnershipCheck = callable(RECORD_OWNERSHIP_CHECK);
