import type { FoundItem, LostItem, Match } from './entities';
import { phoneSearchText } from './phone';

/**
 * The dashboard search (spec §5): which stored fields it looks at, the text each row is searched
 * in (its haystack, built once per row) and the words a query is split into. The search index
 * (search-index.ts) tokenizes the same fields.
 */
/** Search splits on spaces and commas (spec §5). */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s,、，]+/)
    .filter((word) => word.length > 0);
}

type Translate = (type: string) => string;

const join = (parts: readonly (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\u0000')
    .toLowerCase();

/** What found items and lost reports both record about the thing and its owner. */
const SHARED_FIELDS = ['description', 'firstName', 'surname', 'email', 'phone', 'country'] as const;

/**
 * The stored fields the search looks at (spec §5), shared by the browser search and the index; in
 * order, as the index keeps the tokens of the first fields when an item has too many.
 */
const FOUND_SEARCH_FIELDS = [
  'itemType',
  'itemName',
  'roomNumber',
  'hotelComplex',
  'otherLocation',
  'storageLocation',
  ...SHARED_FIELDS,
  'comments',
  'finderName',
  'organisation',
] as const satisfies readonly (keyof FoundItem)[];

const LOST_SEARCH_FIELDS = [
  'itemType',
  'itemName',
  'locationLost',
  ...SHARED_FIELDS,
] as const satisfies readonly (keyof LostItem)[];

/** A field as searched: a phone (stored in E.164) also by its national number. */
const searched = (key: string, value: string) => (key === 'phone' ? phoneSearchText(value) : value);

export const foundItemSearchFields = (
  item: Pick<FoundItem, (typeof FOUND_SEARCH_FIELDS)[number]>,
): string[] => FOUND_SEARCH_FIELDS.map((key) => searched(key, item[key]));

/** A lost report's fields, with its reference once a function has given it one. */
export const lostItemSearchFields = (
  item: Pick<LostItem, (typeof LOST_SEARCH_FIELDS)[number]> & { reference?: string },
): string[] => [item.reference ?? '', ...LOST_SEARCH_FIELDS.map((key) => searched(key, item[key]))];

/** Every field the search looks at (spec §5), including the translated type. */
export function foundItemHaystack(item: FoundItem, translateType: Translate): string {
  return join([translateType(item.itemType), ...foundItemSearchFields(item)]);
}

export function lostItemHaystack(item: LostItem, translateType: Translate): string {
  return join([translateType(item.itemType), ...lostItemSearchFields(item)]);
}

export function matchHaystack(match: Match, translateType: Translate): string {
  return join([
    match.found.itemType,
    translateType(match.found.itemType),
    match.found.itemName,
    match.lost.itemType,
    translateType(match.lost.itemType),
    match.lost.itemName,
    match.lost.firstName,
    match.lost.surname,
    match.lost.email,
    match.lost.country,
    match.destinationCountry,
    match.packageSize,
  ]);
}

/**
 * The matched and shipped tabs search both items' fields, not only the summary on the match
 *: the full found and lost items, when loaded, are added to the match's own text.
 */
export function matchWithItemsHaystack(
  match: Match,
  translateType: Translate,
  found?: FoundItem | null,
  lost?: LostItem | null,
): string {
  return join([
    matchHaystack(match, translateType),
    found ? foundItemHaystack(found, translateType) : null,
    lost ? lostItemHaystack(lost, translateType) : null,
  ]);
}

/**
 * Filters rows whose precomputed haystack contains every search word. Haystacks are built once
 * per row (not per keystroke), which keeps typing smooth with 10,000 rows.
 */
export function searchRows<T>(
  rows: readonly T[],
  query: string,
  haystack: (row: T) => string,
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = haystack(row);
    return words.every((word) => text.includes(word));
  });
}
