/** Field size limits shared by the forms, the functions and firestore.rules (keep them equal). */
export const MAX_TEXT = 500;
export const MAX_DESCRIPTION = 2000;
export const MAX_IMAGES = 10;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Spec §9: photos are scaled down in the browser to at most this many pixels on the long side. */
export const MAX_IMAGE_DIMENSION = 1600;
export const MIN_PASSWORD_LENGTH = 6;
