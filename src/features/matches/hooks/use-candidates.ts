import { useQuery } from '@tanstack/react-query';
import { contactOf, foundLocationOf, ownerOf } from '@/domain/dashboard';
import { currentLanguage } from '@/i18n/i18n';
import type { FoundItem, LostItem } from '@/domain/entities';
import { planForFound, planForLost } from '@/domain/matching/candidate-set';
import {
  rankFoundCandidatesExplained,
  rankLostCandidatesExplained,
  type ExplainedCandidate,
} from '@/domain/matching/rank';
import type { MatchReason } from '@/domain/matching/similarity';
import { paths } from '@/config/paths';
import { loadState, type LoadState } from '@/hooks/query-state';
import { queryKeys } from '@/lib/query-keys';
import { matchActions } from '../api/match-actions';

export type MatchSubject = { kind: 'lost'; item: LostItem } | { kind: 'found'; item: FoundItem };

/** One candidate of the potential-matches table, ranked, with what the table shows of it. */
export interface CandidateRow {
  id: string;
  href: string;
  score: number;
  reasons: MatchReason[];
  imageUrl: string | null;
  type: string;
  name: string;
  /** The day found or lost, `YYYY-MM-DD` (formatted at render, in the user's language). */
  day: string;
  location: string;
  detail: string;
  owner: string;
  contact: string;
}

/** What a candidate's row says the same way for either kind: its score, reasons, photo and guest. */
function candidateRow(
  { item, score, reasons }: ExplainedCandidate<FoundItem | LostItem>,
  ofKind: Pick<CandidateRow, 'href' | 'day' | 'location' | 'detail'>,
): CandidateRow {
  return {
    id: item.id,
    score,
    reasons,
    imageUrl: item.imageUrls[0] ?? null,
    type: item.itemType,
    name: item.itemName,
    owner: ownerOf(item, currentLanguage()),
    contact: contactOf(item),
    ...ofKind,
  };
}

function foundRow(hotelId: string, entry: ExplainedCandidate<FoundItem>): CandidateRow {
  const { item } = entry;
  return candidateRow(entry, {
    href: paths.foundItem.getHref(hotelId, item.id),
    day: item.dateFound,
    location: foundLocationOf(item),
    detail: item.storageLocation || item.description,
  });
}

function lostRow(hotelId: string, entry: ExplainedCandidate<LostItem>): CandidateRow {
  const { item } = entry;
  return candidateRow(entry, {
    href: paths.lostItem.getHref(hotelId, item.id),
    day: item.dateLost,
    location: item.locationLost,
    detail: item.description,
  });
}

/** Ranks candidates the subject's way and turns them into rows (best first). */
function rowsOf(subject: MatchSubject, items: readonly (FoundItem | LostItem)[]): CandidateRow[] {
  const { hotelId } = subject.item;
  // Best first by the combined value (spec points, similarity, date distance; docs/matching.md).
  if (subject.kind === 'lost')
    return rankFoundCandidatesExplained(subject.item, items as FoundItem[]).map((entry) =>
      foundRow(hotelId, entry),
    );
  return rankLostCandidatesExplained(subject.item, items as LostItem[]).map((entry) =>
    lostRow(hotelId, entry),
  );
}

/** The bounded candidate set of the subject (at most MAX_CANDIDATE_READS documents), ranked. */
async function loadCandidates(subject: MatchSubject): Promise<CandidateRow[]> {
  const { hotelId, id } = subject.item;
  const items =
    subject.kind === 'lost'
      ? await matchActions.plannedCandidates('found', hotelId, id, planForLost(subject.item))
      : await matchActions.plannedCandidates('lost', hotelId, id, planForFound(subject.item));
  return rowsOf(subject, items);
}

/**
 * One page of the whole spec §7 candidate list, newest day first, as rows in that order (each
 * with its score and reasons). `after` is the last row of the previous page.
 */
export async function loadCandidatePage(
  subject: MatchSubject,
  after: CandidateRow | null,
): Promise<CandidateRow[]> {
  const { hotelId } = subject.item;
  const cursor = after ? { day: after.day, id: after.id } : null;
  const items =
    subject.kind === 'lost'
      ? await matchActions.candidatePage('found', hotelId, cursor)
      : await matchActions.candidatePage('lost', hotelId, cursor);
  const ranked = new Map(rowsOf(subject, items).map((row) => [row.id, row]));
  return items.flatMap((item) => ranked.get(item.id) ?? []);
}

/**
 * The best candidates of the other kind for an unmatched item, from the bounded candidate set
 * (docs/matching.md), ranked by the combined value; read once per item.
 */
export function useCandidates(subject: MatchSubject): LoadState<CandidateRow[]> {
  return loadState(
    useQuery({
      queryKey: queryKeys.candidates.of(subject.kind, subject.item.id),
      queryFn: () => loadCandidates(subject),
    }),
  );
}
