import { addDays, isValidDate, toDateValue, toIsoDay } from '../dates';
import { STAY_WINDOW_EXTRA_DAYS } from '../match-scoring';
import { queryTokens } from '../search-index';
import { conceptLabel } from './concept-index';
import {
  foundProfile,
  lostProfile,
  type FoundForSimilarity,
  type LostForSimilarity,
} from './profile';

/**
 * The bounded candidate set (docs/matching.md, "The bounded candidate set"): which of the spec §7
 * candidates (same hotel, matchId null, status pending, not deleted) are read to rank one item,
 * so that the panel and the suggestion function read at most MAX_CANDIDATE_READS documents
 * however many items a hotel keeps. Two kinds of query, both on the candidate filters:
 * - date ranges around the days the item could have been lost or found (indexed range queries,
 *   composite indexes in firestore.indexes.json);
 * - the search index's tokens (src/domain/search-index.ts) for the item's type, colour, brand and
 *   item words, in both languages, for a right item registered with a date far off.
 * Items outside both stay reachable in the panel's "show all candidates", page by page by date.
 */
export interface DateRangeQuery {
  /** The candidate field compared: found items by dateFound, lost reports by stay end or loss day. */
  field: 'dateFound' | 'stayDateUntil' | 'dateLost';
  /** Inclusive calendar days, `YYYY-MM-DD`. */
  from: string;
  to: string;
  limit: number;
}

export interface CandidatePlan {
  ranges: DateRangeQuery[];
  /** Search-index tokens, one equality query each. */
  tokens: string[];
  tokenLimit: number;
}

/** Documents read at most per plan: the ranges' limits plus every token query's. */
export const MAX_CANDIDATE_READS = 300;
export const MAX_TOKEN_QUERIES = 6;
/** Candidates per page of the panel's "show all candidates" (the whole list, by date). */
export const CANDIDATE_PAGE_SIZE = 50;
export const TOKEN_QUERY_LIMIT = 25;
/** Days read before the window and after it (found late: items turn up days after check-out). */
export const DAYS_BEFORE_WINDOW = 2;
export const DAYS_AFTER_WINDOW = 12;
/** A found item is looked for in reports whose stay ended or loss fell this many days around it. */
export const DAYS_AROUND_FOUND = 14;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function shift(day: string, days: number): string {
  const date = toDateValue(day);
  return isValidDate(date) ? toIsoDay(addDays(date, days)) : day;
}

const isDay = (value: string | undefined): value is string => !!value && DATE_ONLY.test(value);

/** The type's canonical name, then brand, colour and item concepts, as search-index tokens. */
function tokensOf(itemType: string, concepts: ReadonlyMap<string, Set<string>>): string[] {
  const tokens = new Set<string>(queryTokens(itemType.replace(/_/g, ' ')).slice(0, 1));
  for (const kind of ['brand', 'colour', 'item']) {
    for (const id of concepts.get(kind) ?? []) {
      for (const language of ['en', 'ja']) {
        const [token] = queryTokens(conceptLabel(id, language));
        if (token) tokens.add(token);
      }
    }
  }
  return [...tokens].slice(0, MAX_TOKEN_QUERIES);
}

type LostDates = {
  stayDateFrom: string;
  stayDateUntil: string;
  dateLost: string;
  itemType: string;
};

/** What to read to rank found items for a lost report. */
export function planForLost(lost: LostForSimilarity & LostDates): CandidatePlan {
  const stay = isDay(lost.stayDateFrom) && isDay(lost.stayDateUntil);
  const start = stay ? lost.stayDateFrom : isDay(lost.dateLost) ? lost.dateLost : null;
  const end = stay ? lost.stayDateUntil : start;
  const ranges: DateRangeQuery[] = [];
  if (start && end) {
    const windowEnd = shift(end, STAY_WINDOW_EXTRA_DAYS);
    ranges.push(
      { field: 'dateFound', from: shift(start, -DAYS_BEFORE_WINDOW), to: windowEnd, limit: 100 },
      {
        field: 'dateFound',
        from: shift(windowEnd, 1),
        to: shift(windowEnd, DAYS_AFTER_WINDOW),
        limit: 50,
      },
    );
  }
  const profile = lostProfile(lost);
  return {
    ranges,
    tokens: tokensOf(lost.itemType, profile.concepts),
    tokenLimit: TOKEN_QUERY_LIMIT,
  };
}

/** What to read to rank lost reports for a found item. */
export function planForFound(
  found: FoundForSimilarity & { itemType: string; dateFound: string },
): CandidatePlan {
  const ranges: DateRangeQuery[] = [];
  if (isDay(found.dateFound)) {
    const from = shift(found.dateFound, -DAYS_AROUND_FOUND);
    const to = shift(found.dateFound, DAYS_AROUND_FOUND);
    // Reports with a stay: the stay ended up to two weeks before (or after) the find; reports
    // without one: the loss day is near.
    ranges.push(
      { field: 'stayDateUntil', from, to, limit: 100 },
      { field: 'dateLost', from, to: shift(found.dateFound, 1), limit: 50 },
    );
  }
  const profile = foundProfile(found);
  return {
    ranges,
    tokens: tokensOf(found.itemType, profile.concepts),
    tokenLimit: TOKEN_QUERY_LIMIT,
  };
}

/** The most documents a plan can read. */
export function planReads(plan: CandidatePlan): number {
  return (
    plan.ranges.reduce((sum, range) => sum + range.limit, 0) + plan.tokens.length * plan.tokenLimit
  );
}

/** The results of a plan's queries, each document once (first seen wins), minus the subject. */
export function mergeCandidates<T extends { id: string }>(
  subjectId: string,
  results: readonly (readonly T[])[],
): T[] {
  const seen = new Map<string, T>();
  for (const list of results)
    for (const item of list)
      if (item.id !== subjectId && !seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}
