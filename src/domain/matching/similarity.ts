import {
  foundProfile,
  lostProfile,
  type FoundForSimilarity,
  type FoundProfile,
  type LostForSimilarity,
  type LostProfile,
} from './profile';

/**
 * The second, explained similarity. It never changes the spec §5 score; it only
 * orders candidates whose scores are equal. Every point it gives comes with a reason the panel
 * shows, so that a rank can always be explained.
 */
export const SIMILARITY_WEIGHTS = {
  brand: 4,
  brandDiffers: -3,
  colour: 3,
  colourDiffers: -2,
  material: 2,
  materialDiffers: -0.5,
  item: 2,
  feature: 1.5,
  place: 1,
  word: 1,
  room: 5,
  surname: 5,
  firstName: 2,
  /** At most this for the found date, less with every day from the loss date. */
  days: 2,
  foundBeforeLoss: -1,
  /** Found before the guest checked in: it cannot be something they lost during this stay. */
  foundBeforeStay: -3,
} as const;

const MAX_SHARED = { item: 2, feature: 3, place: 2, word: 4 } as const;

export type SharedReasonCode = 'brand' | 'colour' | 'material' | 'item' | 'feature' | 'place';

export type MatchReason =
  | { code: SharedReasonCode; concepts: string[] }
  | { code: 'brandDiffers' | 'colourDiffers'; lost: string[]; found: string[] }
  | { code: 'words'; words: string[] }
  | { code: 'room'; room: string }
  | { code: 'guestName'; name: string }
  /**
   * When the item was found. `stay`: between check-in and the day before check-out (`days` counts
   * from check-in); `checkin`: before check-in (`days` is negative); `checkout`: counted from
   * check-out (negative only when the report has no check-in date); `lossDate`: no stay dates.
   */
  | { code: 'days'; days: number; from: 'stay' | 'checkin' | 'checkout' | 'lossDate' };

export interface Similarity {
  value: number;
  reasons: MatchReason[];
}

function intersect(a: Set<string> | undefined, b: Set<string> | undefined): string[] {
  const shared: string[] = [];
  if (!a || !b || a.size === 0 || b.size === 0) return shared;
  for (const value of a) if (b.has(value)) shared.push(value);
  return shared;
}

const LATIN_NAME = /^[a-z][a-z-]*$/;

/** A Latin name must be a word of the owner fields; a Japanese one may sit inside (「田中様」). */
function nameOnItem(name: string, found: FoundProfile): boolean {
  if (name.length < 2) return false;
  if (LATIN_NAME.test(name)) return found.ownerWords.has(name);
  return found.ownerText.includes(name);
}

function daysReason(lost: LostProfile, found: FoundProfile): [number, MatchReason | null] {
  const { foundDay } = found;
  const { lossDay, checkinDay: checkin, checkoutDay: checkout } = lost;
  if (foundDay === null) return [0, null];
  // Found before the guest arrived: whatever the loss date says, this is not their item.
  if (checkin !== null && foundDay < checkin)
    return [
      SIMILARITY_WEIGHTS.foundBeforeStay,
      { code: 'days', days: foundDay - checkin, from: 'checkin' },
    ];
  let value = 0;
  if (lossDay !== null) {
    const gap = foundDay - lossDay;
    value =
      gap < -1
        ? SIMILARITY_WEIGHTS.foundBeforeLoss
        : SIMILARITY_WEIGHTS.days * Math.max(0, 1 - Math.abs(gap) / 10);
  }
  // "During the stay" only when both ends of the stay are known and the day lies between them.
  if (checkin !== null && checkout !== null && foundDay < checkout)
    return [value, { code: 'days', days: foundDay - checkin, from: 'stay' }];
  if (checkout !== null)
    return [value, { code: 'days', days: foundDay - checkout, from: 'checkout' }];
  if (lossDay !== null)
    return [value, { code: 'days', days: foundDay - lossDay, from: 'lossDate' }];
  return [value, null];
}

const SHARED_KINDS: readonly SharedReasonCode[] = [
  'brand',
  'colour',
  'material',
  'item',
  'feature',
];

/** The similarity of one lost report and one found item, with its reasons, strongest first. */
export function similarity(lost: LostForSimilarity, found: FoundForSimilarity): Similarity {
  return compareProfiles(lostProfile(lost), foundProfile(found));
}

/**
 * The similarity of two profiles. Ranking reads each item once (`lostProfile`, `foundProfile`)
 * and compares the subject's profile with every candidate's; the texts' readings are kept by
 * text in concepts.ts, so nothing needs keeping per item object.
 */
export function compareProfiles(l: LostProfile, f: FoundProfile): Similarity {
  const scored: [number, MatchReason | null][] = [];

  for (const kind of SHARED_KINDS) {
    const mine = l.concepts.get(kind);
    const theirs = f.concepts.get(kind);
    const shared = intersect(mine, theirs);
    if (shared.length > 0) {
      const cap = kind === 'item' || kind === 'feature' ? MAX_SHARED[kind] : 1;
      scored.push([
        SIMILARITY_WEIGHTS[kind] * Math.min(shared.length, cap),
        { code: kind, concepts: shared },
      ]);
    } else if (mine?.size && theirs?.size) {
      if (kind === 'brand' || kind === 'colour')
        scored.push([
          SIMILARITY_WEIGHTS[`${kind}Differs`],
          { code: `${kind}Differs`, lost: [...mine], found: [...theirs] },
        ]);
      else if (kind === 'material') scored.push([SIMILARITY_WEIGHTS.materialDiffers, null]);
    }
  }
  const places = intersect(l.places, f.places);
  if (places.length > 0)
    scored.push([
      SIMILARITY_WEIGHTS.place * Math.min(places.length, MAX_SHARED.place),
      { code: 'place', concepts: places },
    ]);

  const room = intersect(l.rooms, f.rooms)[0];
  if (room) scored.push([SIMILARITY_WEIGHTS.room, { code: 'room', room }]);

  const surname = nameOnItem(l.names.surname, f);
  const first = nameOnItem(l.names.first, f);
  if (surname || first) {
    const value =
      (surname ? SIMILARITY_WEIGHTS.surname : 0) + (first ? SIMILARITY_WEIGHTS.firstName : 0);
    const name = [first ? l.names.typedFirst : '', surname ? l.names.typedSurname : '']
      .filter(Boolean)
      .join(' ');
    scored.push([value, { code: 'guestName', name }]);
  }

  const words = intersect(l.words, f.words);
  if (words.length > 0)
    scored.push([
      SIMILARITY_WEIGHTS.word * Math.min(words.length, MAX_SHARED.word),
      { code: 'words', words },
    ]);

  const [dayValue, dayReason] = daysReason(l, f);
  if (dayReason) scored.push([dayValue, dayReason]);

  const reasons = scored
    .filter((entry): entry is [number, MatchReason] => entry[1] !== null)
    .sort((a, b) => b[0] - a[0])
    .map(([, reason]) => reason);
  // The days reason always goes last: it is context more than evidence.
  const ordered = [
    ...reasons.filter((r) => r.code !== 'days'),
    ...reasons.filter((r) => r.code === 'days'),
  ];
  return { value: scored.reduce((sum, [value]) => sum + value, 0), reasons: ordered };
}
