import type { FoundItem, LostItem } from '../entities';
import { isMatchCandidate, matchScore } from '../match-scoring';
import {
  compareProfiles,
  foundProfile,
  lostProfile,
  type FoundForSimilarity,
  type LostForSimilarity,
  type MatchReason,
} from './similarity';

/**
 * Candidates ranked the issue 18 way: by the spec §5 score first (unchanged), and inside equal
 * scores by the explained similarity; equal on both, they keep the order they came in.
 */
export interface ExplainedCandidate<T> {
  item: T;
  score: number;
  similarity: number;
  reasons: MatchReason[];
}

type CandidateFields = {
  hotelId: string;
  matchId: string | null;
  status: string;
  deleted?: boolean;
};
type LostInput = LostForSimilarity & Pick<LostItem, 'itemType' | 'stayDateFrom' | 'stayDateUntil'>;
type FoundInput = FoundForSimilarity & Pick<FoundItem, 'itemType' | 'dateFound'>;

function byScoreThenSimilarity<T>(a: ExplainedCandidate<T>, b: ExplainedCandidate<T>): number {
  return b.score - a.score || b.similarity - a.similarity;
}

/** Found items for a lost report, best first. */
export function rankFoundCandidatesExplained<T extends FoundInput & CandidateFields>(
  lost: LostInput & { hotelId: string },
  found: readonly T[],
): ExplainedCandidate<T>[] {
  const subject = lostProfile(lost);
  return found
    .filter((item) => isMatchCandidate(item, lost.hotelId))
    .map((item) => {
      const { value, reasons } = compareProfiles(subject, foundProfile(item));
      return { item, score: matchScore(lost, item), similarity: value, reasons };
    })
    .sort(byScoreThenSimilarity);
}

/** Lost reports for a found item, best first. */
export function rankLostCandidatesExplained<T extends LostInput & CandidateFields>(
  found: FoundInput & { hotelId: string },
  lost: readonly T[],
): ExplainedCandidate<T>[] {
  const subject = foundProfile(found);
  return lost
    .filter((item) => isMatchCandidate(item, found.hotelId))
    .map((item) => {
      const { value, reasons } = compareProfiles(lostProfile(item), subject);
      return { item, score: matchScore(item, found), similarity: value, reasons };
    })
    .sort(byScoreThenSimilarity);
}
