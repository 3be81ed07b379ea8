import type { FoundItem, LostItem } from '../entities';
import { sameItemType } from '../item-types';
import {
  dateMatches,
  isMatchCandidate,
  matchScore,
  STAY_WINDOW_EXTRA_DAYS,
} from '../match-scoring';
import {
  compareProfiles,
  foundProfile,
  lostProfile,
  type FoundForSimilarity,
  type LostForSimilarity,
  type MatchReason,
} from './similarity';

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
 * Weights of the combined value. Chosen on tests/fixtures/matching-pairs.json (a plateau, not a
 * peak: see docs/matching.md) and checked on a second fixture written without this code.
 */
export const RANK_WEIGHTS = {
  /** The found date lies in the stay window (spec §5's date point). */
  date: 3,
  /** The item types agree (spec §5's type point). */
  type: 3,
  /** Taken off per day the found date lies outside the window ... */
  dayOutside: 0.5,
  /** ... for at most this many days (a long way outside is simply "outside"). */
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
 * The days a found date lies outside the window the item could have been lost in: the stay
 * (stay start .. stay end + 5 days, as spec §5) or, without stay dates, the loss day .. + 5 days.
 * 0 inside, and 0 when a date is missing (nothing to measure).
 */
export function daysOutsideWindow(lost: DatesOfLost, dateFound: string): number {
  const found = dayNumber(dateFound);
  if (found === null) return 0;
  const from = dayNumber(lost.stayDateFrom);
  const until = dayNumber(lost.stayDateUntil);
  const lossDay = dayNumber(lost.dateLost);
  const start = from !== null && until !== null ? from : lossDay;
  const end = from !== null && until !== null ? until : lossDay;
  if (start === null || end === null) return 0;
  if (found < start) return start - found;
  return Math.max(0, found - (end + STAY_WINDOW_EXTRA_DAYS));
}

/** The combined rank value of one pair from its parts. */
export function combinedRank(parts: {
  dateInWindow: boolean;
  sameType: boolean;
  similarity: number;
  daysOutside: number;
}): number {
  return (
    parts.similarity +
    (parts.dateInWindow ? RANK_WEIGHTS.date : 0) +
    (parts.sameType ? RANK_WEIGHTS.type : 0) -
    RANK_WEIGHTS.dayOutside * Math.min(parts.daysOutside, RANK_WEIGHTS.maxDaysOutside)
  );
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
    dateInWindow: dateMatches(lost, found),
    sameType: sameItemType(lost.itemType, found.itemType),
    similarity: similarity.value,
    daysOutside: daysOutsideWindow(lost, found.dateFound),
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
