/**
 * Field size limits shared by the forms, the functions, firestore.rules and storage.rules (keep
 * them equal).
 */
export const MAX_TEXT = 500;
export const MAX_DESCRIPTION = 2000;
export const MAX_IMAGES = 10;

/**
 * How many more photos an item can ever take: each upload uses one of its MAX_IMAGES photo slots
 * for good (storage.rules), even if the photo is later removed from the item. Items made before
 * slots existed list none.
 */
export function photoSlotsLeft(item: { photoSlots?: readonly string[] }): number {
  return Math.max(0, MAX_IMAGES - (item.photoSlots?.length ?? 0));
}
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * The photo types the picker accepts and storage.rules allows (with MAX_IMAGES and
 * MAX_IMAGE_BYTES, inclusive): raster images only, no SVG (it can carry script) or GIF/AVIF.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
/** Spec §9: photos are scaled down in the browser to at most this many pixels on the long side. */
export const MAX_IMAGE_DIMENSION = 1600;
export const MIN_PASSWORD_LENGTH = 6;
