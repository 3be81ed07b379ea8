import { isValidDate, toDateValue } from '../dates';
import type { FoundItem, LostItem } from '../entities';
import { conceptKind, type ConceptId } from './concept-index';
import { conceptsOfValue, readText, type TextReading } from './concepts';
import type { ConceptKind } from './glossary';
import { normalizeText } from './normalize';

/**
 * What the similarity (similarity.ts) needs of one item, read once: its concepts by kind (from
 * the texts and the structured colour and brand), places, leftover words, room numbers, the
 * guest's name or the text that could carry it, and its days as whole day numbers.
 */
const DAY_MS = 86_400_000;
const LATIN_WORDS = /[a-z][a-z-]*/g;
const ROOM_NUMBER = /(?<![\d-])\d{3,4}(?![\d-])/g;

export type LostForSimilarity = Pick<
  LostItem,
  | 'itemName'
  | 'description'
  | 'locationLost'
  | 'firstName'
  | 'surname'
  | 'dateLost'
  | 'stayDateFrom'
  | 'stayDateUntil'
> &
  Partial<Pick<LostItem, 'colour' | 'brand'>>;

export type FoundForSimilarity = Pick<
  FoundItem,
  | 'itemName'
  | 'description'
  | 'comments'
  | 'roomNumber'
  | 'hotelComplex'
  | 'otherLocation'
  | 'firstName'
  | 'surname'
  | 'dateFound'
> &
  Partial<Pick<FoundItem, 'colour' | 'brand'>>;

/** What the similarity needs of one item. */
interface Profile {
  concepts: ReadonlyMap<ConceptKind, Set<string>>;
  places: Set<string>;
  words: Set<string>;
  rooms: Set<string>;
}

export interface LostProfile extends Profile {
  /** Normalised for matching, and as typed for the reason. */
  names: { first: string; surname: string; typedFirst: string; typedSurname: string };
  lossDay: number | null;
  checkinDay: number | null;
  checkoutDay: number | null;
}

export interface FoundProfile extends Profile {
  /** Everything on the found item that could carry the owner's name, normalised. */
  ownerText: string;
  ownerWords: Set<string>;
  foundDay: number | null;
}

/** The reading's concepts by kind, plus the structured fields' (copied only when there are any). */
function byKind(reading: TextReading, extra: ConceptId[]): ReadonlyMap<ConceptKind, Set<string>> {
  if (extra.length === 0) return reading.kinds;
  const map = new Map<ConceptKind, Set<string>>();
  for (const [kind, ids] of reading.kinds) map.set(kind, new Set(ids));
  for (const id of extra) {
    const kind = conceptKind(id);
    const set = map.get(kind) ?? new Set<string>();
    set.add(id);
    map.set(kind, set);
  }
  return map;
}

const FULL_WIDTH = /[\uff01-\uff5e\u3000]/;

/** NFKC only where it changes something we look at (full-width digits and letters). */
const narrow = (text: string) => (FULL_WIDTH.test(text) ? text.normalize('NFKC') : text);

function roomsIn(text: string): Set<string> {
  const rooms = new Set<string>();
  for (const match of narrow(text).matchAll(ROOM_NUMBER)) rooms.add(match[0]);
  return rooms;
}

function structured(item: { colour?: string; brand?: string }): ConceptId[] {
  const colour = item.colour?.trim() ? [`colour:${item.colour.trim()}` as ConceptId] : [];
  const brand = item.brand?.trim() ? conceptsOfValue('brand', item.brand) : [];
  return colour.length + brand.length > 0 ? [...colour, ...brand] : [];
}

function placesOf(...readings: TextReading[]): Set<string> {
  const places = new Set<string>();
  for (const reading of readings) for (const id of reading.kinds.get('place') ?? []) places.add(id);
  return places;
}

function withoutRooms(words: Set<string>, rooms: Set<string>): Set<string> {
  if (rooms.size === 0) return words;
  return new Set([...words].filter((word) => !rooms.has(word)));
}

export function lostProfile(lost: LostForSimilarity): LostProfile {
  const about = readText(`${lost.itemName}\n${lost.description}`);
  const where = readText(lost.locationLost);
  const rooms = roomsIn(`${lost.locationLost} ${lost.description}`);
  const profile: LostProfile = {
    concepts: byKind(about, structured(lost)),
    places: placesOf(where, about),
    words: withoutRooms(about.words, rooms),
    rooms,
    names: {
      first: normalizeText(lost.firstName).trim(),
      surname: normalizeText(lost.surname).trim(),
      typedFirst: lost.firstName.trim(),
      typedSurname: lost.surname.trim(),
    },
    lossDay: dayNumber(lost.dateLost),
    checkinDay: dayNumber(lost.stayDateFrom),
    checkoutDay: dayNumber(lost.stayDateUntil),
  };
  return profile;
}

export function foundProfile(found: FoundForSimilarity): FoundProfile {
  const about = readText(`${found.itemName}\n${found.description}\n${found.comments}`);
  const where = readText(`${found.hotelComplex} ${found.otherLocation}`);
  const places = placesOf(where, about);
  if (found.roomNumber.trim() !== '') places.add('place:guest_room');
  const rooms = roomsIn(`${found.roomNumber} ${found.otherLocation} ${found.comments}`);
  const ownerText = narrow(
    `${found.firstName} ${found.surname} ${found.comments} ${found.description} ${found.itemName}`,
  ).toLowerCase();
  const profile: FoundProfile = {
    concepts: byKind(about, structured(found)),
    places,
    words: withoutRooms(about.words, rooms),
    rooms,
    ownerText,
    ownerWords: new Set(ownerText.match(LATIN_WORDS) ?? []),
    foundDay: dayNumber(found.dateFound),
  };
  return profile;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole days since 1970 of a `YYYY-MM-DD` (UTC arithmetic: no time zone work per candidate). */
function dayNumber(raw: string): number | null {
  const match = DATE_ONLY.exec(raw.trim());
  if (match) {
    const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
    return Number.isNaN(day) ? null : day;
  }
  const date = toDateValue(raw);
  return isValidDate(date)
    ? Math.round((date.getTime() - date.getTimezoneOffset() * 60_000) / DAY_MS)
    : null;
}
