import { contactOf, foundLocationOf, ownerOf } from '@/domain/dashboard';
import type { FoundItem, LostItem } from '@/domain/entities';
import { rankFoundCandidatesExplained, rankLostCandidatesExplained } from '@/domain/matching/rank';
import type { MatchReason } from '@/domain/matching/similarity';
import { paths } from '@/config/paths';
import { useLoad, type LoadState } from '@/hooks/use-load';
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

async function loadCandidates(subject: MatchSubject): Promise<CandidateRow[]> {
  const { hotelId } = subject.item;
  if (subject.kind === 'lost') {
    // Best first by the combined value (spec points, similarity, date distance; docs/matching.md).
    const ranked = rankFoundCandidatesExplained(
      subject.item,
      await matchActions.foundCandidates(hotelId),
    );
    return ranked.map(({ item, score, reasons }) => ({
      id: item.id,
      href: paths.foundItem.getHref(hotelId, item.id),
      score,
      reasons,
      imageUrl: item.imageUrls[0] ?? null,
      type: item.itemType,
      name: item.itemName,
      day: item.dateFound,
      location: foundLocationOf(item),
      detail: item.storageLocation || item.description,
      owner: ownerOf(item),
      contact: contactOf(item),
    }));
  }
  const ranked = rankLostCandidatesExplained(
    subject.item,
    await matchActions.lostCandidates(hotelId),
  );
  return ranked.map(({ item, score, reasons }) => ({
    id: item.id,
    href: paths.lostItem.getHref(hotelId, item.id),
    score,
    reasons,
    imageUrl: item.imageUrls[0] ?? null,
    type: item.itemType,
    name: item.itemName,
    day: item.dateLost,
    location: item.locationLost,
    detail: item.description,
    owner: ownerOf(item),
    contact: contactOf(item),
  }));
}

/**
 * The candidates of the other kind for an unmatched item (spec §7 candidate query), ranked by the
 * spec §5 score and the explained similarity; read once per item.
 */
export function useCandidates(subject: MatchSubject): LoadState<CandidateRow[]> {
  return useLoad(`${subject.kind}/${subject.item.id}`, () => loadCandidates(subject));
}
