import type { FoundItem, LostItem } from '../entities';
import { relatedItemTypes, sameItemType } from '../item-types';
import { isMatchCandidate, matchScore, STAY_WINDOW_EXTRA_DAYS } from '../match-scoring';
import {
  foundProfile,
  lostProfile,
  type FoundForSimilarity,
  type LostForSimilarity,
} from './profile';
import { compareProfiles, type MatchReason } from './similarity';

/**
 * Candidates ranked by one combined value (docs/matching.md, "The combined rank value"): the
 * spec §5 score's two parts as evidence among others, plus the explained similarity, minus the
 * days the found date lies outside the window the guest could have lost it in. The spec score
 * itself is unchanged and is what the panel and the queue show (score/3).
 */
export interface ExplainedCandidate<T> {
  item: T;
  /** Spec §5 score (0..3), shown as stars. */
  score: number;
  similarity: number;
  /** The combined value candidates are ordered by, best first. */
  rank: number;
  reasons: MatchReason[];
}

/**
 * Weights of the combined value. Chosen on tests/fixtures/matching-pairs.json and
 * matching-second-hotel.json (a plateau, not a peak: see docs/matching.md) and checked on a third
 * fixture written without this code.
 */
export const RANK_WEIGHTS = {
  /** The found date lies in the stay window (spec §5's date point). */
  date: 3,
  /** The item types agree (spec §5's type point). */
  type: 2,
  /** The item types differ but are often chosen for the same thing (RELATED_ITEM_TYPES). */
  relatedType: 1.5,
  /**
   * Per day an item was found after the window: the date's weight fades by this much a day
   * instead of falling off at once (items turn up days after check-out, when housekeeping or a
   * lost-property box is sorted) ...
   */
  dayLate: 0.25,
  /** ... and per day it was found before the window: it cannot be the guest's, unless a date is wrong. */
  dayEarly: 0.5,
  /** A long way outside the window is simply "outside": no more is taken off beyond this many days. */
  maxDaysOutside: 20,
} as const;

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(raw: string | undefined): number | null {
  const match = DATE_ONLY.exec((raw ?? '').trim());
  if (!match) return null;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
  return Number.isNaN(day) ? null : day;
}

type DatesOfLost = { stayDateFrom: string; stayDateUntil: string; dateLost?: string };

/**
 * Where a found date lies against the window the item could have been lost in: the stay (stay
 * start .. stay end + 5 days, as spec §5) or, without stay dates, the loss day .. + 5 days. Days
 * before the window (`early`) or after it (`late`), both 0 inside; `known` is false when a date
 * is missing (nothing to measure).
 */
export function windowDistance(
  lost: DatesOfLost,
  dateFound: string,
): { known: boolean; early: number; late: number } {
  const none = { known: false, early: 0, late: 0 };
  const found = dayNumber(dateFound);
  if (found === null) return none;
  const from = dayNumber(lost.stayDateFrom);
  const until = dayNumber(lost.stayDateUntil);
  const lossDay = dayNumber(lost.dateLost);
  const start = from !== null && until !== null ? from : lossDay;
  const end = from !== null && until !== null ? until : lossDay;
  if (start === null || end === null) return none;
  if (found < start) return { known: true, early: start - found, late: 0 };
  return { known: true, early: 0, late: Math.max(0, found - (end + STAY_WINDOW_EXTRA_DAYS)) };
}

/** The days a found date lies outside the window, either side (0 inside). */
export function daysOutsideWindow(lost: DatesOfLost, dateFound: string): number {
  const { early, late } = windowDistance(lost, dateFound);
  return early + late;
}

/** How the two item types relate. */
export type TypeAgreement = 'same' | 'related' | 'different';

/**
 * The combined rank value of one pair from its parts: the similarity, the types' part and the
 * date's part. The date's part is the full date weight inside the window, fading by `dayLate` a
 * day after it, `dayEarly` a day taken off before it, and nothing without dates to compare.
 */
export function combinedRank(parts: {
  similarity: number;
  types: TypeAgreement;
  window: { known: boolean; early: number; late: number };
}): number {
  const w = RANK_WEIGHTS;
  const { known, early, late } = parts.window;
  const typeValue = { same: w.type, related: w.relatedType, different: 0 }[parts.types];
  let dateValue = 0;
  if (known && early > 0) dateValue = -w.dayEarly * Math.min(early, w.maxDaysOutside);
  else if (known) dateValue = w.date - w.dayLate * Math.min(late, w.maxDaysOutside);
  return parts.similarity + typeValue + dateValue;
}

/** Same, related or different item types (spec §5's type point is only for the same). */
export function typeAgreement(a: string, b: string): TypeAgreement {
  if (sameItemType(a, b)) return 'same';
  return relatedItemTypes(a, b) ? 'related' : 'different';
}

type CandidateFields = {
  hotelId: string;
  matchId: string | null;
  status: string;
  deleted?: boolean;
};
type LostInput = LostForSimilarity & Pick<LostItem, 'itemType' | 'stayDateFrom' | 'stayDateUntil'>;
type FoundInput = FoundForSimilarity & Pick<FoundItem, 'itemType' | 'dateFound'>;

/** One pair, scored and explained. */
export function rankPair(
  lost: LostInput,
  found: FoundInput,
  similarity: { value: number; reasons: MatchReason[] },
): Omit<ExplainedCandidate<never>, 'item'> {
  const rank = combinedRank({
    similarity: similarity.value,
    types: typeAgreement(lost.itemType, found.itemType),
    window: windowDistance(lost, found.dateFound),
  });
  return {
    score: matchScore(lost, found),
    similarity: similarity.value,
    rank,
    reasons: similarity.reasons,
  };
}

/** Best first; equal values keep the order they came in (Array.prototype.sort is stable). */
function byRank<T>(a: ExplainedCandidate<T>, b: ExplainedCandidate<T>): number {
  return b.rank - a.rank;
}

/** Found items for a lost report, best first. */
export function rankFoundCandidatesExplained<T extends FoundInput & CandidateFields>(
  lost: LostInput & { hotelId: string },
  found: readonly T[],
): ExplainedCandidate<T>[] {
  const subject = lostProfile(lost);
  return found
    .filter((item) => isMatchCandidate(item, lost.hotelId))
    .map((item) => ({
      item,
      ...rankPair(lost, item, compareProfiles(subject, foundProfile(item))),
    }))
    .sort(byRank);
}

/** Lost reports for a found item, best first. */
export function rankLostCandidatesExplained<T extends LostInput & CandidateFields>(
  found: FoundInput & { hotelId: string },
  lost: readonly T[],
): ExplainedCandidate<T>[] {
  const subject = foundProfile(found);
  return lost
    .filter((item) => isMatchCandidate(item, found.hotelId))
    .map((item) => ({
      item,
      ...rankPair(item, found, compareProfiles(lostProfile(item), subject)),
    }))
    .sort(byRank);
}
