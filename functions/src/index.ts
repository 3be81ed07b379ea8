// Every Cloud Function of the product, one file each.
export { exportItems } from './export-items';
export { getHotelUsersList } from './get-hotel-users-list';
export { createNewHotelUser } from './create-new-hotel-user';
export { updateUserDisplayName, updateOtherUserDisplayName } from './display-names';
export { updateUserClaims } from './update-user-claims';
export { confirmMatch } from './confirm-match';
export { session } from './session';
export { onLostItemCreated } from './guest/on-lost-item-created';
export { onMatchShipped } from './guest/on-match-shipped';
export { getReportStatus, confirmShippingDetails } from './guest/get-report-status';
export { sendQueuedMail } from './guest/send-mail';
export { createPoliceHandover } from './police-handover';
export { closeMatchPickedUp } from './close-match-picked-up';
export { sendDisposalReminders } from './guest/disposal-reminders';
export { verifyGuestEmail } from './guest/verify-guest-email';
export { eraseExpiredGuestData, requestGuestDataErasure } from './guest/erase-guest-data';
export { onFoundItemFigures, onLostItemFigures, onMatchFigures } from './figures-rollup';
