import { MAX_TEXT } from './limits';

/**
 * Where a clerk last registered a found item, carried to their next registration on the same
 * device (docs/screens.md, "Photo first"): the hotel complex and the other location, which stay
 * the same while a clerk works through one place (the lobby, the pool deck). Never the room
 * number: each room's items are another room's next time, and a wrong room sends the police and
 * the matching to the wrong guest.
 */
export interface LastPlace {
  hotelComplex: string;
  otherLocation: string;
}

/** The localStorage key of one clerk's last place at one hotel. */
export function lastPlaceKey(hotelId: string, uid: string): string {
  return `lostAndFound.lastPlace:${hotelId}:${uid}`;
}

/** The place a registration names (trimmed), or null when it names only a room or nothing. */
export function placeOf(values: LastPlace): LastPlace | null {
  const place = {
    hotelComplex: values.hotelComplex.trim(),
    otherLocation: values.otherLocation.trim(),
  };
  return place.hotelComplex || place.otherLocation ? place : null;
}

const isPlaceText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT;

/**
 * A place read back from storage, or null when it is missing or not one (another version's
 * shape, a hand edit): a bad value never reaches the form.
 */
export function parsePlace(raw: string | null): LastPlace | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { hotelComplex, otherLocation } = parsed as Record<string, unknown>;
  if (!isPlaceText(hotelComplex) || !isPlaceText(otherLocation)) return null;
  return placeOf({ hotelComplex, otherLocation });
}

/** A new registration's values with the last place filled in (nothing else changes). */
export function withLastPlace<T extends LastPlace>(values: T, place: LastPlace | null): T {
  return place ? { ...values, ...place } : values;
}
