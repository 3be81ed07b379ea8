import { addDays, endOfDay, isValidDate, startOfDay, toDateValue } from './dates';
import type { FoundItem, LostItem } from './entities';
import { sameItemType } from './item-types';

/** Spec §5/§9: maximum score 3; date weight 2, category weight 1; window stay end + 5 days. */
export const MAX_MATCH_SCORE = 3;
export const DATE_WEIGHT = 2;
export const CATEGORY_WEIGHT = 1;
export const STAY_WINDOW_EXTRA_DAYS = 5;

export type ScoreLabel = 'excellent' | 'good' | 'partial' | 'none';

type LostForScore = Pick<LostItem, 'itemType' | 'stayDateFrom' | 'stayDateUntil'>;
type FoundForScore = Pick<FoundItem, 'itemType' | 'dateFound'>;

/**
 * Date counts when the found date falls between stayDateFrom and stayDateUntil + 5 days (whole
 * days, both ends included). Without both stay dates, or with a missing found date, it does not
 * count: nothing says the guest was there.
 */
export function dateMatches(lost: LostForScore, found: FoundForScore): boolean {
  const from = toDateValue(lost.stayDateFrom);
  const until = toDateValue(lost.stayDateUntil);
  const foundOn = toDateValue(found.dateFound);
  if (!isValidDate(from) || !isValidDate(until) || !isValidDate(foundOn)) return false;
  const windowEnd = endOfDay(addDays(until, STAY_WINDOW_EXTRA_DAYS));
  return foundOn >= startOfDay(from) && foundOn <= windowEnd;
}

export function matchScore(lost: LostForScore, found: FoundForScore): number {
  return (
    (dateMatches(lost, found) ? DATE_WEIGHT : 0) +
    (sameItemType(lost.itemType, found.itemType) ? CATEGORY_WEIGHT : 0)
  );
}

export function scoreLabel(score: number): ScoreLabel {
  if (score >= 3) return 'excellent';
  if (score === 2) return 'good';
  if (score === 1) return 'partial';
  return 'none';
}

/** The translation key of a score's label. */
export function scoreLabelKey(score: number): `matches.score.${ScoreLabel}` {
  return `matches.score.${scoreLabel(score)}`;
}

type CandidateFields = {
  hotelId: string;
  matchId: string | null;
  status: string;
  deleted?: boolean;
};

/** Spec §5: same hotel, matchId null, status pending (not deleted). */
export function isMatchCandidate(item: CandidateFields, hotelId: string): boolean {
  return (
    item.hotelId === hotelId && item.matchId === null && item.status === 'pending' && !item.deleted
  );
}

export interface RankedCandidate<T> {
  item: T;
  score: number;
}

/** Candidates for a lost item, best first (ties keep their order). */
export function rankFoundCandidates<T extends FoundForScore & CandidateFields>(
  lost: LostForScore & { hotelId: string },
  found: readonly T[],
): RankedCandidate<T>[] {
  return found
    .filter((item) => isMatchCandidate(item, lost.hotelId))
    .map((item) => ({ item, score: matchScore(lost, item) }))
    .sort((a, b) => b.score - a.score);
}

/** Candidates for a found item, best first. */
export function rankLostCandidates<T extends LostForScore & CandidateFields>(
  found: FoundForScore & { hotelId: string },
  lost: readonly T[],
): RankedCandidate<T>[] {
  return lost
    .filter((item) => isMatchCandidate(item, found.hotelId))
    .map((item) => ({ item, score: matchScore(item, found) }))
    .sort((a, b) => b.score - a.score);
}
