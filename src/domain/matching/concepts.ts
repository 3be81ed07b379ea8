import { GLOSSARY, type ConceptKind, type GlossaryEntry } from './glossary';
import { singularCandidates, segmentWords } from './normalize';
import { labelIn } from '../language';

/**
 * Reads a text into glossary concepts ('colour:black', 'item:wallet') and the words left over.
 *
 * Latin words are matched as phrases of up to four words ("louis vuitton" -> louisvuitton).
 * Japanese has no spaces, so each run of kanji and kana is scanned for the longest glossary term
 * at each position (「黒革の長財布」 -> 黒 革 長財布). A term may start on a hiragana character
 * only if the glossary writes it with hiragana there, so that particles do not turn into words
 * (「ベッドのところ」 has no 「ノート」 in it). What the glossary does not know is segmented with
 * Intl.Segmenter into the words compared as they are.
 */
export type ConceptId = `${ConceptKind}:${string}`;

export interface ConceptEntry {
  kind: ConceptKind;
  key: string;
  en: string;
  ja: string;
}

interface CjkTerm {
  concepts: ConceptId[];
  hiraganaStart: boolean;
}

const HAN_OR_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}々]/u;
/** Four kanji or katakana in a row the glossary did not know are worth the segmenter's time. */
const LONG_COMPOUND = 4;
const MAX_PHRASE_WORDS = 4;
const KATAKANA_TO_HIRAGANA = 0x60;

type Token = { latin: true; text: string } | { latin: false; chars: string; hira: boolean[] };

const ACCENTED = /[\u00c0-\u024f]/;
const NON_ASCII = /[\u0080-\uffff]/;

/** Accents off (only where there are any), NFKC (only beyond ASCII), lower case, no apostrophes. */
function prepare(text: string): string {
  const plain = ACCENTED.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  return (NON_ASCII.test(plain) ? plain.normalize('NFKC') : plain)
    .toLowerCase()
    .replace(/['’`]/g, '');
}

const enum Char {
  Other,
  Latin,
  Amp,
  Hiragana,
  Katakana,
  Han,
  LongVowel,
  Joiner,
}

/** Character classes by code point: this runs on every character of every candidate. */
function classify(code: number): Char {
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return Char.Latin;
  if (code === 0x26) return Char.Amp;
  if (code < 0x3000)
    return code === 0x20 || code === 0x0a || code === 0x09 ? Char.Joiner : Char.Other;
  if (code >= 0x3041 && code <= 0x309f) return Char.Hiragana;
  if (code === 0x30fc || code === 0x301c) return Char.LongVowel;
  if (code === 0x30fb || code === 0xff65 || code === 0x3000) return Char.Joiner;
  if (code >= 0x30a1 && code <= 0x30f6) return Char.Katakana;
  if (code >= 0x30f7 && code <= 0x30ff) return Char.Han;
  if (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    code === 0x3005 ||
    code === 0x3006
  )
    return Char.Han;
  return Char.Other;
}

const isJapanese = (kind: Char) => kind >= Char.Hiragana && kind <= Char.LongVowel;

/**
 * Latin words and runs of Japanese, in order. A Japanese run goes on across 「・」 and spaces
 * (「ルイ・ヴィトン」 is one run); inside it katakana is folded to hiragana and long vowel marks
 * dropped, with a note of which characters were written in hiragana.
 */
function tokenize(text: string): Token[] {
  const source = prepare(text);
  // Typed as Char so the comparisons below stay between enum members (a Uint8Array holds any byte).
  const kinds: { [index: number]: Char } = new Uint8Array(source.length);
  for (let k = 0; k < source.length; k += 1) kinds[k] = classify(source.charCodeAt(k));
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const kind = kinds[i];
    if (kind === Char.Latin) {
      let end = i + 1;
      while (
        end < source.length &&
        (kinds[end] === Char.Latin ||
          (kinds[end] === Char.Amp &&
            kinds[end - 1] === Char.Latin &&
            kinds[end + 1] === Char.Latin))
      )
        end += 1;
      tokens.push({ latin: true, text: source.slice(i, end) });
      i = end;
    } else if (isJapanese(kind)) {
      let chars = '';
      const hira: boolean[] = [];
      while (i < source.length) {
        const here = kinds[i];
        if (here === Char.Hiragana || here === Char.Han) {
          chars += source[i];
          hira.push(here === Char.Hiragana);
        } else if (here === Char.Katakana) {
          chars += String.fromCharCode(source.charCodeAt(i) - KATAKANA_TO_HIRAGANA);
          hira.push(false);
        } else if (here !== Char.LongVowel) {
          // a joiner continues the run only when Japanese follows it
          if (here !== Char.Joiner || !isJapanese(kinds[i + 1] ?? Char.Other)) break;
        }
        i += 1;
      }
      if (chars !== '') tokens.push({ latin: false, chars, hira });
    } else i += 1;
  }
  return tokens;
}

const CONCEPTS = new Map<ConceptId, ConceptEntry>();
const LATIN_TERMS = new Map<string, ConceptId[]>();
const CJK_TERMS = new Map<string, CjkTerm>();
/** The Japanese terms as a trie by character, so a scan walks forward without cutting strings. */
interface TrieNode {
  next: Map<number, TrieNode>;
  term?: CjkTerm;
}
const CJK_TRIE: TrieNode = { next: new Map() };

function addTo<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function indexTerm(term: string, id: ConceptId) {
  const tokens = tokenize(term);
  if (tokens.length === 0) return;
  if (tokens.every((token) => token.latin)) {
    addTo(LATIN_TERMS, tokens.map((token) => token.text).join(''), id);
    return;
  }
  // Terms mixing Latin and Japanese ("USBメモリ") are labels only: text splits them anyway.
  if (tokens.length !== 1 || tokens[0].latin) return;
  const { chars, hira } = tokens[0];
  const entry = CJK_TERMS.get(chars) ?? { concepts: [], hiraganaStart: false };
  if (!entry.concepts.includes(id)) entry.concepts.push(id);
  entry.hiraganaStart ||= hira[0] === true;
  CJK_TERMS.set(chars, entry);
  let node = CJK_TRIE;
  for (let i = 0; i < chars.length; i += 1) {
    const code = chars.charCodeAt(i);
    let child = node.next.get(code);
    if (!child) {
      child = { next: new Map() };
      node.next.set(code, child);
    }
    node = child;
  }
  node.term = entry;
}

for (const [kind, entries] of Object.entries(GLOSSARY) as [
  ConceptKind,
  readonly GlossaryEntry[],
][]) {
  for (const { key, en, ja, aliases } of entries) {
    const id: ConceptId = `${kind}:${key}`;
    CONCEPTS.set(id, { kind, key, en, ja });
    for (const term of [en, ja, ...aliases]) {
      if (term.trim() !== '') indexTerm(term, id);
    }
  }
}

export function conceptEntry(id: string): ConceptEntry | undefined {
  return CONCEPTS.get(id as ConceptId);
}

export function conceptKind(id: string): ConceptKind {
  return id.slice(0, id.indexOf(':')) as ConceptKind;
}

/** The label in the reader's language; a brand the glossary does not know shows as typed. */
export function conceptLabel(id: string, language: string): string {
  const entry = CONCEPTS.get(id as ConceptId);
  if (!entry) return TYPED_LABELS.get(id) ?? id.slice(id.indexOf(':') + 1).replace(/^=/, '');
  return labelIn(entry, language);
}

export function allConcepts(kind?: ConceptKind): ConceptEntry[] {
  return [...CONCEPTS.values()].filter((entry) => !kind || entry.kind === kind);
}

/** How many glossary terms (after normalisation) the index holds. */
export function glossaryTermCount(): number {
  return LATIN_TERMS.size + CJK_TERMS.size;
}

const STOPWORDS = new Set(
  (
    'a an the and or of in on at to for from with without by my our your his her their its it ' +
    'is was were be been has have had i we he she they me this that these those there here ' +
    'left lost found forgot forgotten lose please thank thanks hi hello dear think maybe ' +
    'probably about around near inside into under over one two some any very also just not no ' +
    'yes if when while during after before room rm no item items thing things hotel guest ' +
    'stay stayed check checked out day days morning evening night yesterday today color ' +
    'colour small large new old looks like which who what where has had can could would ' +
    'will may might contains containing contain with etc' +
    ' 忘れ物 落とし物 落し物 見つかりました 見つけた 部屋 客室 中 下 上 横 内側 外側 ' +
    'お客様 様 ください お願い します いたします です ます こと もの 物 ところ 時 際 日'
  )
    .split(/\s+/)
    .filter(Boolean),
);

export interface TextReading {
  readonly concepts: Set<ConceptId>;
  /** The same concepts by kind (colour, brand, …), for comparing kind by kind. */
  readonly kinds: Map<ConceptKind, Set<string>>;
  readonly words: Set<string>;
}

function addWord(words: Set<string>, word: string) {
  if (word.length < 2 || STOPWORDS.has(word)) return;
  words.add(word);
}

function longestNonHiragana(hira: boolean[]): number {
  let longest = 0;
  let run = 0;
  for (const h of hira) {
    run = h ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Leftover Japanese: kanji and katakana words of two or more characters. */
function addJapaneseWords(words: Set<string>, raw: string, hira: boolean[]) {
  if (raw.length < 2) return;
  if (longestNonHiragana(hira) >= LONG_COMPOUND) {
    for (const word of segmentWords(raw)) if (HAN_OR_KATAKANA.test(word)) addWord(words, word);
    return;
  }
  let run = '';
  for (let i = 0; i <= raw.length; i += 1) {
    if (i < raw.length && !hira[i]) run += raw[i];
    else {
      addWord(words, run);
      run = '';
    }
  }
}

function readJapanese(chars: string, hira: boolean[], reading: TextReading) {
  let leftover = '';
  let leftoverHira: boolean[] = [];
  const flush = () => {
    addJapaneseWords(reading.words, leftover, leftoverHira);
    leftover = '';
    leftoverHira = [];
  };
  let pos = 0;
  while (pos < chars.length) {
    let matched = 0;
    let term: CjkTerm | undefined;
    let node: TrieNode | undefined = CJK_TRIE;
    for (let i = pos; i < chars.length; i += 1) {
      node = node.next.get(chars.charCodeAt(i));
      if (!node) break;
      if (node.term && (!hira[pos] || node.term.hiraganaStart)) {
        term = node.term;
        matched = i - pos + 1;
      }
    }
    if (term) {
      for (const id of term.concepts) reading.concepts.add(id);
      flush();
      pos += matched;
    } else {
      leftover += chars[pos];
      leftoverHira.push(hira[pos] === true);
      pos += 1;
    }
  }
  flush();
}

function latinPhrase(tokens: Token[], start: number): [ConceptId[], number] | null {
  const keys: string[] = [];
  let key = '';
  for (let end = start; end < tokens.length && end < start + MAX_PHRASE_WORDS; end += 1) {
    const token = tokens[end];
    if (!token.latin) break;
    key += token.text;
    keys.push(key);
  }
  for (let length = keys.length; length > 0; length -= 1) {
    const found = LATIN_TERMS.get(keys[length - 1]);
    if (found) return [found, start + length];
  }
  return null;
}

const READINGS = new Map<string, TextReading>();
const MAX_READINGS = 10_000;

/**
 * Concepts and leftover words of any text, in any mix of English and Japanese. Readings are kept
 * by text (the candidates come again, as new objects, every time the panel opens).
 */
export function readText(text: string): TextReading {
  const kept = READINGS.get(text);
  if (kept) return kept;
  if (READINGS.size >= MAX_READINGS) READINGS.clear();
  const reading = readUncached(text);
  for (const id of reading.concepts) {
    const kind = conceptKind(id);
    const set = reading.kinds.get(kind) ?? new Set<string>();
    set.add(id);
    reading.kinds.set(kind, set);
  }
  READINGS.set(text, reading);
  return reading;
}

function readUncached(text: string): TextReading {
  const reading: TextReading = { concepts: new Set(), kinds: new Map(), words: new Set() };
  const tokens = tokenize(text);
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    if (!token.latin) {
      readJapanese(token.chars, token.hira, reading);
      i += 1;
      continue;
    }
    const phrase = latinPhrase(tokens, i);
    if (phrase) {
      for (const id of phrase[0]) reading.concepts.add(id);
      i = phrase[1];
      continue;
    }
    const singular = singularCandidates(token.text).find((word) => LATIN_TERMS.has(word));
    if (singular) for (const id of LATIN_TERMS.get(singular)!) reading.concepts.add(id);
    else addWord(reading.words, token.text);
    i += 1;
  }
  return reading;
}

/** How a value the glossary does not know was first typed, to show it that way. */
const TYPED_LABELS = new Map<string, string>();

/** Concepts of one kind named by a structured value (the brand field), or the value itself. */
export function conceptsOfValue(kind: ConceptKind, value: string): ConceptId[] {
  if (value.trim() === '') return [];
  const known = [...readText(value).concepts].filter((id) => conceptKind(id) === kind);
  if (known.length > 0) return known;
  const typed = tokenize(value)
    .map((token) => (token.latin ? token.text : token.chars))
    .join('');
  if (!typed) return [];
  const id = `${kind}:=${typed}` as ConceptId;
  if (!TYPED_LABELS.has(id)) TYPED_LABELS.set(id, value.trim());
  return [id];
}
