import type { FoundItem, LostItem } from '../entities';
import { RANK_WEIGHTS, type ExplainedCandidate } from './rank';
import { SIMILARITY_WEIGHTS, type MatchReason } from './similarity';

/**
 * Suggested matches (docs/matching.md, "Suggestions"): the best few pairs the server found for an
 * item, stored in `suggestions/{lostItemId}__{foundItemId}` by a function only, read by staff
 * and admins of the hotel on the dashboard.
 */
export type SuggestionState = 'open' | 'dismissed' | 'accepted';

/** What the queue shows of one item without reading it. */
export interface SuggestedItem {
  itemType: string;
  itemName: string;
  imageUrl: string | null;
  /** The day lost or found, `YYYY-MM-DD`. */
  day: string;
}

export interface Suggestion {
  id: string;
  hotelId: string;
  lostItemId: string;
  foundItemId: string;
  /** The combined rank value (src/domain/matching/rank.ts); the queue is ordered by it. */
  rank: number;
  /** Spec §5 score, shown as score/3. */
  score: number;
  reasons: MatchReason[];
  state: SuggestionState;
  lost: SuggestedItem;
  found: SuggestedItem;
  createdAt: Date | null;
  dismissedBy: { uid: string; email: string } | null;
  dismissedAt: Date | null;
  matchId: string | null;
}

/** Pairs kept per computation. */
export const SUGGESTIONS_PER_ITEM = 3;
/**
 * The least combined value worth a person's attention: 2 above what the spec points and a near
 * date give any same-type item found during the stay (3 + 2 + 2), so a suggestion always has at
 * least one more reason (a colour, a brand, a room, a name, an item word).
 */
export const SUGGESTION_MIN_RANK =
  RANK_WEIGHTS.date + RANK_WEIGHTS.type + SIMILARITY_WEIGHTS.days + 2;

/** One id per pair: a dismissed pair is found again by its id and never suggested again. */
export const suggestionId = (lostItemId: string, foundItemId: string) =>
  `${lostItemId}__${foundItemId}`;

/** The best candidates worth suggesting, best first. */
export function bestSuggestions<T>(ranked: readonly ExplainedCandidate<T>[]) {
  return ranked.filter((entry) => entry.rank >= SUGGESTION_MIN_RANK).slice(0, SUGGESTIONS_PER_ITEM);
}

export const suggestedLost = (item: LostItem): SuggestedItem => ({
  itemType: item.itemType,
  itemName: item.itemName,
  imageUrl: item.imageUrls[0] ?? null,
  day: item.dateLost,
});

export const suggestedFound = (item: FoundItem): SuggestedItem => ({
  itemType: item.itemType,
  itemName: item.itemName,
  imageUrl: item.imageUrls[0] ?? null,
  day: item.dateFound,
});

/** The fields whose change can change an item's suggestions (or what the queue shows of it). */
const RANKED_FIELDS = [
  'itemType',
  'itemName',
  'description',
  'comments',
  'locationLost',
  'roomNumber',
  'hotelComplex',
  'otherLocation',
  'firstName',
  'surname',
  'dateLost',
  'dateFound',
  'stayDateFrom',
  'stayDateUntil',
  'colour',
  'brand',
  'imageUrls',
  'status',
  'matchId',
  'deleted',
] as const;

/**
 * Whether a write changed anything the suggestions depend on: created, edited, released back to
 * pending, matched, discarded or deleted. Writes of derived fields (the reference, the search
 * index) do not count, so the function's own follow-up writes do not rank again.
 */
export function rankedFieldsChanged(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return true;
  return RANKED_FIELDS.some(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

type Data = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const obj = (value: unknown): Data => (value && typeof value === 'object' ? (value as Data) : {});
const item = (value: unknown): SuggestedItem => {
  const data = obj(value);
  return {
    itemType: str(data.itemType),
    itemName: str(data.itemName),
    imageUrl: str(data.imageUrl) || null,
    day: str(data.day),
  };
};
const dateOf = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: () => Date } | null)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
};

/** A stored suggestion -> the entity (missing fields get safe defaults). */
export function toSuggestion(id: string, data: Data): Suggestion {
  const state = data.state === 'dismissed' || data.state === 'accepted' ? data.state : 'open';
  const by = obj(data.dismissedBy);
  return {
    id,
    hotelId: str(data.hotelId),
    lostItemId: str(data.lostItemId),
    foundItemId: str(data.foundItemId),
    rank: num(data.rank),
    score: num(data.score),
    // Written by the function from the domain's own MatchReason values.
    reasons: Array.isArray(data.reasons) ? (data.reasons as MatchReason[]) : [],
    state,
    lost: item(data.lost),
    found: item(data.found),
    createdAt: dateOf(data.createdAt),
    dismissedBy: data.dismissedBy ? { uid: str(by.uid), email: str(by.email) } : null,
    dismissedAt: dateOf(data.dismissedAt),
    matchId: str(data.matchId) || null,
  };
}
