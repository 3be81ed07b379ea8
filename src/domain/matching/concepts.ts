import { GLOSSARY, type ConceptKind } from './glossary';
import { singularCandidates, segmentWords, toHiragana } from './normalize';

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

const LATIN_TOKEN = /[a-z0-9]+(?:&[a-z0-9]+)*/y;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]/u;
const HIRAGANA = /\p{Script=Hiragana}/u;
const HAN_OR_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}々]/u;
const LONG_VOWEL = /[ー〜～]/;
const CJK_JOINERS = /[・･\s]/;
const MAX_PHRASE_WORDS = 4;
const MAX_CJK_TERM = 14;

type Token = { latin: true; text: string } | { latin: false; chars: string; hira: boolean[] };

function prepare(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

/**
 * Latin words and runs of Japanese, in order. A Japanese run goes on across 「・」 and spaces
 * (「ルイ・ヴィトン」 is one run); inside it katakana is folded to hiragana and long vowel marks
 * dropped, with a note of which characters were written in hiragana.
 */
function tokenize(text: string): Token[] {
  const source = prepare(text);
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    LATIN_TOKEN.lastIndex = i;
    const latin = LATIN_TOKEN.exec(source);
    if (latin) {
      tokens.push({ latin: true, text: latin[0] });
      i += latin[0].length;
      continue;
    }
    if (!CJK_CHAR.test(source[i]!)) {
      i += 1;
      continue;
    }
    let chars = '';
    const hira: boolean[] = [];
    while (i < source.length) {
      const char = source[i]!;
      if (CJK_CHAR.test(char)) {
        if (!LONG_VOWEL.test(char)) {
          chars += toHiragana(char);
          hira.push(HIRAGANA.test(char));
        }
        i += 1;
      } else if (CJK_JOINERS.test(char) && i + 1 < source.length && CJK_CHAR.test(source[i + 1]!)) {
        i += 1;
      } else break;
    }
    if (chars !== '') tokens.push({ latin: false, chars, hira });
  }
  return tokens;
}

const CONCEPTS = new Map<ConceptId, ConceptEntry>();
const LATIN_TERMS = new Map<string, ConceptId[]>();
const CJK_TERMS = new Map<string, CjkTerm>();

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
  if (tokens.length !== 1 || tokens[0]!.latin) return;
  const { chars, hira } = tokens[0]!;
  const entry = CJK_TERMS.get(chars) ?? { concepts: [], hiraganaStart: false };
  if (!entry.concepts.includes(id)) entry.concepts.push(id);
  entry.hiraganaStart ||= hira[0] === true;
  CJK_TERMS.set(chars, entry);
}

for (const [kind, entries] of Object.entries(GLOSSARY) as [
  ConceptKind,
  Record<string, readonly [string, string, string]>,
][]) {
  for (const [key, [en, ja, words]] of Object.entries(entries)) {
    const id: ConceptId = `${kind}:${key}`;
    CONCEPTS.set(id, { kind, key, en, ja });
    for (const term of [en, ja, ...words.split('|')]) {
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
  if (!entry) return id.slice(id.indexOf(':') + 1);
  return language.startsWith('ja') ? entry.ja : entry.en;
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
  concepts: Set<ConceptId>;
  words: Set<string>;
}

function addWord(words: Set<string>, word: string) {
  if (word.length < 2 || STOPWORDS.has(word)) return;
  words.add(word);
}

/** Leftover Japanese: kanji and katakana words of two or more characters. */
function addJapaneseWords(words: Set<string>, raw: string, hira: boolean[]) {
  if (raw.length < 2) return;
  if (raw.length >= 4 && hira.some((h) => !h)) {
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
    for (let length = Math.min(MAX_CJK_TERM, chars.length - pos); length > 0; length -= 1) {
      const term = CJK_TERMS.get(chars.slice(pos, pos + length));
      if (term && (!hira[pos] || term.hiraganaStart)) {
        for (const id of term.concepts) reading.concepts.add(id);
        matched = length;
        break;
      }
    }
    if (matched > 0) {
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
  for (let end = Math.min(tokens.length, start + MAX_PHRASE_WORDS); end > start; end -= 1) {
    const slice = tokens.slice(start, end);
    if (!slice.every((token) => token.latin)) continue;
    const key = slice.map((token) => (token.latin ? token.text : '')).join('');
    const found = LATIN_TERMS.get(key);
    if (found) return [found, end];
  }
  return null;
}

/** Concepts and leftover words of any text, in any mix of English and Japanese. */
export function readText(text: string): TextReading {
  const reading: TextReading = { concepts: new Set(), words: new Set() };
  const tokens = tokenize(text);
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
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

/** Concepts of one kind named by a structured value (the brand field), or the value itself. */
export function conceptsOfValue(kind: ConceptKind, value: string): ConceptId[] {
  if (value.trim() === '') return [];
  const known = [...readText(value).concepts].filter((id) => conceptKind(id) === kind);
  if (known.length > 0) return known;
  const typed = tokenize(value)
    .map((token) => (token.latin ? token.text : token.chars))
    .join('');
  return typed ? [`${kind}:=${typed}` as ConceptId] : [];
}
