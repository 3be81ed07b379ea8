import {
  cjkTrie,
  conceptKind,
  latinTerms,
  rememberTypedLabel,
  type CjkTerm,
  type ConceptId,
  type TrieNode,
} from './concept-index';
import type { ConceptKind } from './glossary';
import { singularCandidates, segmentWords } from './normalize';
import { tokenize, type Token } from './tokenize';

/**
 * Reads a text into glossary concepts ('colour:black', 'item:wallet') and the words left over.
 *
 * Latin words are matched as phrases of up to four words ("louis vuitton" -> louisvuitton).
 * Japanese has no spaces, so each run of kanji and kana is scanned for the longest glossary term
 * at each position (「黒革の長財布」 -> 黒 革 長財布). A term may start on a hiragana character
 * only if the glossary writes it with hiragana there, so that particles do not turn into words
 * (「ベッドのところ」 has no 「ノート」 in it). Chinese is read the same way (黑色真皮钱包 -> 黑色
 * 真皮 钱包), and Korean too, word by word (검은색 지갑을 -> 검은색 지갑). What the glossary does not
 * know is segmented with Intl.Segmenter into the words compared as they are; Korean words lose
 * their particles.
 */

const HAN_OR_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}々]/u;
/** Four kanji or katakana in a row the glossary did not know are worth the segmenter's time. */
const LONG_COMPOUND = 4;
const MAX_PHRASE_WORDS = 4;

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

/**
 * Korean particles and endings that follow a noun (지갑을, 로비에서, 방의): taken off a leftover
 * word when at least two syllables stay, longest first.
 */
const KOREAN_PARTICLES = [
  '에서는',
  '에서도',
  '에게서',
  '으로는',
  '에서',
  '에게',
  '으로',
  '까지',
  '부터',
  '하고',
  '이랑',
  '처럼',
  '보다',
  '에는',
  '에도',
  '와',
  '과',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '의',
  '에',
  '도',
  '로',
  '랑',
  '만',
];

const PARTICLE_SET = new Set(KOREAN_PARTICLES);

/**
 * Leftover Korean: each word of two or more syllables, its particle taken off where safe; a
 * particle left over after a term (로비에서 -> 로비 + 에서) is no word.
 */
function addKoreanWords(words: Set<string>, raw: string) {
  if (PARTICLE_SET.has(raw)) return;
  let word = raw;
  for (const particle of KOREAN_PARTICLES) {
    if (word.length - particle.length >= 2 && word.endsWith(particle)) {
      word = word.slice(0, -particle.length);
      break;
    }
  }
  addWord(words, word);
}

/**
 * A run of Japanese, Chinese or Korean, scanned for the longest glossary term at each position.
 * In Korean (a run with word starts), a one-syllable term (책, 약) counts only as a word of its
 * own: at the start of a written word or right after another term (검정가방 -> 검정 + 가방), never
 * inside another word; a term spans a space only when it starts a word. A term the glossary lists without concepts (机场 holds 机 but is an
 * airport) is read as words, so its characters do not start a shorter term.
 */
function readCjk(token: Extract<Token, { latin: false }>, reading: TextReading) {
  const { chars, hira, starts } = token;
  let leftover = '';
  let leftoverHira: boolean[] = [];
  const flush = () => {
    if (starts) addKoreanWords(reading.words, leftover);
    else addJapaneseWords(reading.words, leftover, leftoverHira);
    leftover = '';
    leftoverHira = [];
  };
  let pos = 0;
  let afterTerm = false;
  while (pos < chars.length) {
    if (starts?.[pos]) flush();
    let matched = 0;
    let term: CjkTerm | undefined;
    let node: TrieNode | undefined = cjkTrie();
    const oneSyllableOk = !starts || starts[pos] || afterTerm;
    for (let i = pos; i < chars.length; i += 1) {
      node = node.next.get(chars.charCodeAt(i));
      if (!node) break;
      // a term goes on across a space only from the start of a word (보조 배터리), so that a
      // particle and the next word (열쇠가 방에) never read as one (가방)
      if (i > pos && starts?.[i] && !starts[pos]) break;
      if (node.term && (!hira[pos] || node.term.hiraganaStart) && (i > pos || oneSyllableOk)) {
        term = node.term;
        matched = i - pos + 1;
      }
    }
    if (term && term.concepts.length > 0) {
      for (const id of term.concepts) reading.concepts.add(id);
      flush();
      pos += matched;
      afterTerm = true;
    } else {
      const length = term ? matched : 1;
      for (let i = pos; i < pos + length; i += 1) {
        if (i > pos && starts?.[i]) flush();
        leftover += chars[i];
        leftoverHira.push(hira[i] === true);
      }
      pos += length;
      afterTerm = false;
    }
  }
  flush();
}

function latinPhrase(tokens: Token[], start: number): [readonly ConceptId[], number] | null {
  const keys: string[] = [];
  let key = '';
  for (let end = start; end < tokens.length && end < start + MAX_PHRASE_WORDS; end += 1) {
    const token = tokens[end];
    if (!token.latin) break;
    key += token.text;
    keys.push(key);
  }
  for (let length = keys.length; length > 0; length -= 1) {
    const found = latinTerms().get(keys[length - 1]);
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
      readCjk(token, reading);
      i += 1;
      continue;
    }
    const phrase = latinPhrase(tokens, i);
    if (phrase) {
      for (const id of phrase[0]) reading.concepts.add(id);
      i = phrase[1];
      continue;
    }
    const latin = latinTerms();
    const singular = singularCandidates(token.text).find((word) => latin.has(word));
    if (singular) for (const id of latin.get(singular)!) reading.concepts.add(id);
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
  if (!typed) return [];
  const id = `${kind}:=${typed}` as ConceptId;
  rememberTypedLabel(id, value.trim());
  return [id];
}
