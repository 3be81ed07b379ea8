import { lastPlaceKey, parsePlace, placeOf, type LastPlace } from '@/domain/last-place';
import { storage } from '@/firebase/device-cache';

/** The place this clerk last registered an item at this hotel on this device, if any. */
export function readLastPlace(hotelId: string, uid: string): LastPlace | null {
  try {
    return parsePlace(storage()?.getItem(lastPlaceKey(hotelId, uid)) ?? null);
  } catch {
    return null;
  }
}

/**
 * Keeps the place of a registration that succeeded (on the device: offline too) for the clerk's
 * next one. A registration that names only a room forgets the place: the next form then starts
 * with none rather than with an older one.
 */
export function rememberLastPlace(hotelId: string, uid: string, values: LastPlace): void {
  const key = lastPlaceKey(hotelId, uid);
  const place = placeOf(values);
  try {
    if (place) storage()?.setItem(key, JSON.stringify(place));
    else storage()?.removeItem(key);
  } catch {
    // Storage full or refused: the next form starts without a place, as on a new device.
  }
}
