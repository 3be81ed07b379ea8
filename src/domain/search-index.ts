/**
 * The search index stored with every found and lost item: `searchIndex`, a map whose
 * keys are lowercased tokens (each `true`), so that dashboard search reaches every item of a hotel
 * and not only the rows loaded in the browser. One equality filter per token
 * (`searchIndex.<token> == true`, with the tab's own equality filters) is served by merging
 * Firestore's automatic single-field indexes: no composite index per token, and a map lookup is
 * fast in the emulator too (its `array-contains` scans every element of every document).
 *
 * What the server finds, the browser still filters with the full search (spec §5: every word must
 * match some field, as a substring), so the index decides only which items are fetched, never
 * which are shown. It is therefore built for recall:
 * - Latin letters and digits: every prefix of every word, up to MAX_PREFIX characters, so typing
 *   the start of any word (`umb`, `smi`, `7k3q`) finds the item.
 * - Japanese (kanji, hiragana, katakana), which has no spaces: every character and every pair of
 *   neighbouring characters, so any typed substring finds the item through its first pair.
 * - The item type's canonical name (`credit_card` → `credit`, `card`); a search for a translated
 *   type (`傘`) is sent as the canonical names whose label contains it (queryTokens).
 * Text is compared after NFKC (full-width `ＡＢＣ` is `abc`) and lower-casing.
 */
import { foundItemSearchFields, lostItemSearchFields } from './dashboard-search';

/** Longest prefix stored per word: a longer typed word is looked up by its first characters. */
export const MAX_PREFIX = 15;
/** At most this many tokens per item (firestore.rules allows no more): the first fields win. */
export const SEARCH_TOKEN_LIMIT = 1500;
/** Tokens looked up for one search (one query each): the word's own and a few item types'. */
export const QUERY_TOKEN_LIMIT = 7;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const NOT_WORD = /[^\p{L}\p{N}ー]+/u;

/** The runs of one script class in a word: `iphone充電器` → `iphone`, `充電器`. */
function scriptRuns(word: string): { text: string; cjk: boolean }[] {
  const runs: { text: string; cjk: boolean }[] = [];
  for (const char of word) {
    const cjk = CJK.test(char);
    const last = runs.at(-1);
    if (last && last.cjk === cjk) last.text += char;
    else runs.push({ text: char, cjk });
  }
  return runs;
}

const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

/** The words of a text, split where neither letter nor digit, then by script. */
function pieces(text: string) {
  return normalize(text)
    .split(NOT_WORD)
    .filter((word) => word !== '')
    .flatMap(scriptRuns);
}

function tokensOfRun(run: { text: string; cjk: boolean }): string[] {
  const chars = [...run.text];
  if (run.cjk) {
    const tokens = [...chars];
    for (let i = 0; i + 1 < chars.length; i += 1) tokens.push(`${chars[i]}${chars[i + 1]}`);
    return tokens;
  }
  const tokens: string[] = [];
  for (let length = 1; length <= Math.min(chars.length, MAX_PREFIX); length += 1)
    tokens.push(chars.slice(0, length).join(''));
  return tokens;
}

/** The tokens of some texts, in order of first appearance, at most SEARCH_TOKEN_LIMIT. */
export function searchTokensOf(texts: readonly (string | null | undefined)[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const run of pieces(text)) {
      for (const token of tokensOfRun(run)) {
        if (tokens.size >= SEARCH_TOKEN_LIMIT) return [...tokens];
        tokens.add(token);
      }
    }
  }
  return [...tokens];
}

/**
 * The tokens to look up for one typed word: the word's most selective
 * stored token (its longest Latin piece cut to MAX_PREFIX, or its first Japanese pair), plus the
 * canonical names of the item types whose label contains the word. Empty when the word has no
 * letter or digit.
 */
export function queryTokens(word: string, matchingTypeNames: readonly string[] = []): string[] {
  const runs = pieces(word);
  const best = runs.reduce<{ text: string; cjk: boolean } | null>(
    (chosen, run) =>
      chosen === null || [...run.text].length > [...chosen.text].length ? run : chosen,
    null,
  );
  const tokens = new Set<string>();
  if (best) {
    const chars = [...best.text];
    tokens.add(chars.slice(0, best.cjk ? 2 : MAX_PREFIX).join(''));
  }
  for (const name of matchingTypeNames) {
    const first = pieces(name)[0];
    if (first) tokens.add([...first.text].slice(0, MAX_PREFIX).join(''));
  }
  return [...tokens].slice(0, QUERY_TOKEN_LIMIT);
}

/**
 * Which typed word to look up on the server: the one whose token is longest (the fewest items
 * share it). The browser checks the other words on what comes back.
 */
export function mostSelectiveWord(words: readonly string[]): string | null {
  let best: string | null = null;
  let bestLength = 0;
  for (const word of words) {
    const length = Math.max(
      0,
      ...pieces(word).map((run) => [...run.text].length * (run.cjk ? 3 : 1)),
    );
    if (length > bestLength) {
      best = word;
      bestLength = length;
    }
  }
  return best;
}

/** The stored index: each token a key. */
export const searchIndexOf = (tokens: readonly string[]): Record<string, true> =>
  Object.fromEntries(tokens.map((token) => [token, true] as const));

/** The tokens of a found item: its searchable fields (spec §5). */
export const foundItemSearchTokens = (item: Parameters<typeof foundItemSearchFields>[0]) =>
  searchTokensOf(foundItemSearchFields(item));

/** The tokens of a lost item: its searchable fields, with its reference once it has one. */
export const lostItemSearchTokens = (item: Parameters<typeof lostItemSearchFields>[0]) =>
  searchTokensOf(lostItemSearchFields(item));
