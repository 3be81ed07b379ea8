import type { FoundItem, LostItem } from './entities';

/**
 * The search index of an item (issue 15, step 2 of the dashboard at 20,000 + 20,000 items): a
 * lowercased token array written with every found and lost item (`searchTokens`), so that the
 * dashboard finds ANY item with one Firestore query (`array-contains` the query's token, newest
 * first, a page at a time), not only the items already loaded; the browser then keeps the rows
 * whose full text contains every query word (the existing haystack search of dashboard.ts).
 *
 * Tokens: every word (letters and digits, after NFKC and lower case) contributes its prefixes of
 * 2 to MAX_PREFIX characters (the whole word when shorter), so that "ipho" finds "iPhone"; a run
 * of Japanese (kanji, kana) contributes each character and each pair of neighbouring characters,
 * so that 「財布」 finds 「黒い長財布」. Fields: the type as stored and its label in English and
 * Japanese, name, description, locations, guest names, email, phone digits and the reference.
 */
export const MAX_PREFIX = 12;
/** The rules cap the array (firestore.rules); an item rarely needs half of it. */
export const MAX_SEARCH_TOKENS = 600;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/u;
const WORD = /[\p{L}\p{N}ー々]+/gu;

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Splits a word into runs of Japanese and of other characters ("iphone用" -> iphone, 用). */
function runs(word: string): { cjk: boolean; text: string }[] {
  const out: { cjk: boolean; text: string }[] = [];
  for (const char of word) {
    const cjk = CJK.test(char);
    const last = out.at(-1);
    if (last && last.cjk === cjk) last.text += char;
    else out.push({ cjk, text: char });
  }
  return out;
}

function addRunTokens(run: { cjk: boolean; text: string }, into: Set<string>): void {
  const chars = [...run.text];
  if (run.cjk) {
    chars.forEach((char, index) => {
      into.add(char);
      if (index + 1 < chars.length) into.add(char + chars[index + 1]);
    });
    return;
  }
  if (chars.length === 1) {
    into.add(chars[0]);
    return;
  }
  for (let length = 2; length <= Math.min(chars.length, MAX_PREFIX); length += 1)
    into.add(chars.slice(0, length).join(''));
}

/** The tokens of some texts (see the module comment), without duplicates, capped. */
export function searchTokensOf(texts: readonly (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const word of normalise(text).match(WORD) ?? [])
      for (const run of runs(word)) addRunTokens(run, tokens);
  }
  return [...tokens].slice(0, MAX_SEARCH_TOKENS);
}

/**
 * The one token the Firestore query asks for: from the most selective query word (the longest),
 * its prefix of up to MAX_PREFIX characters, or for Japanese its first two characters. Null when
 * the query has no word of two characters (a one-letter search filters only the loaded rows).
 */
export function queryToken(query: string): string | null {
  let best: string | null = null;
  for (const word of normalise(query).match(WORD) ?? []) {
    for (const run of runs(word)) {
      const chars = [...run.text];
      const token = run.cjk ? chars.slice(0, 2).join('') : chars.slice(0, MAX_PREFIX).join('');
      if (!run.cjk && chars.length < 2) continue;
      if (!best || [...token].length > [...best].length) best = token;
    }
  }
  return best;
}

/** The item type's labels in both languages, e.g. ['Wallet', '財布'] (from en.json and ja.json). */
export type TypeLabels = readonly string[];

type FoundSearchFields = Pick<
  FoundItem,
  | 'itemType'
  | 'itemName'
  | 'description'
  | 'roomNumber'
  | 'hotelComplex'
  | 'otherLocation'
  | 'storageLocation'
  | 'firstName'
  | 'surname'
  | 'email'
  | 'phone'
  | 'country'
  | 'brand'
>;

type LostSearchFields = Pick<
  LostItem,
  | 'itemType'
  | 'itemName'
  | 'description'
  | 'locationLost'
  | 'firstName'
  | 'surname'
  | 'email'
  | 'phone'
  | 'country'
  | 'brand'
> &
  Partial<Pick<LostItem, 'reference'>>;

export function foundItemSearchTokens(item: FoundSearchFields, typeLabels: TypeLabels): string[] {
  return searchTokensOf([
    item.itemType,
    ...typeLabels,
    item.itemName,
    item.description,
    item.roomNumber,
    item.hotelComplex,
    item.otherLocation,
    item.storageLocation,
    item.firstName,
    item.surname,
    item.email,
    item.phone,
    item.country,
    item.brand,
  ]);
}

export function lostItemSearchTokens(item: LostSearchFields, typeLabels: TypeLabels): string[] {
  return searchTokensOf([
    item.reference,
    item.itemType,
    ...typeLabels,
    item.itemName,
    item.description,
    item.locationLost,
    item.firstName,
    item.surname,
    item.email,
    item.phone,
    item.country,
    item.brand,
  ]);
}
