import { GLOSSARY, NOT_TERMS, type ConceptKind, type GlossaryEntry } from './glossary';
import { tokenize } from './tokenize';
import { labelIn } from '../language';

/**
 * The glossary (glossary.json) indexed for reading texts (concepts.ts): every concept by its id
 * ('colour:black', 'item:wallet'), the Latin terms by their words run together ("louis vuitton"
 * -> louisvuitton), and the Japanese, Chinese and Korean terms as a trie by character. Terms are
 * tokenized exactly as texts are (tokenize.ts). The concepts by id are listed when the module
 * loads; the terms are indexed once, at the first text read (`latinTerms`, `cjkTrie`): the
 * staff screens load this module at start, and indexing the terms took 14–24 ms of a dashboard's
 * start that reads no text (docs/performance.md).
 */
export type ConceptId = `${ConceptKind}:${string}`;

export interface ConceptEntry {
  kind: ConceptKind;
  key: string;
  en: string;
  ja: string;
}

export interface CjkTerm {
  concepts: ConceptId[];
  /** Whether the glossary writes the term with hiragana at its start (see concepts.ts). */
  hiraganaStart: boolean;
}

/** The Japanese terms as a trie by character, so a scan walks forward without cutting strings. */
export interface TrieNode {
  next: Map<number, TrieNode>;
  term?: CjkTerm;
}

const CONCEPTS = new Map<ConceptId, ConceptEntry>();

interface Terms {
  latin: Map<string, ConceptId[]>;
  cjk: Map<string, CjkTerm>;
  trie: TrieNode;
}
let indexed: Terms | null = null;

function addTo<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function indexTerm(terms: Terms, term: string, id: ConceptId | null) {
  const tokens = tokenize(term);
  if (tokens.length === 0) return;
  if (tokens.every((token) => token.latin)) {
    if (id) addTo(terms.latin, tokens.map((token) => token.text).join(''), id);
    return;
  }
  // Terms mixing Latin and Japanese ("USBメモリ") are labels only: text splits them anyway.
  if (tokens.length !== 1 || tokens[0].latin) return;
  const { chars, hira } = tokens[0];
  const entry = terms.cjk.get(chars) ?? { concepts: [], hiraganaStart: false };
  if (id && !entry.concepts.includes(id)) entry.concepts.push(id);
  entry.hiraganaStart ||= hira[0] === true;
  terms.cjk.set(chars, entry);
  let node = terms.trie;
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
  for (const { key, en, ja } of entries) CONCEPTS.set(`${kind}:${key}`, { kind, key, en, ja });
}

function indexTerms(): Terms {
  if (indexed) return indexed;
  const terms: Terms = { latin: new Map(), cjk: new Map(), trie: { next: new Map() } };
  for (const [kind, entries] of Object.entries(GLOSSARY) as [
    ConceptKind,
    readonly GlossaryEntry[],
  ][]) {
    for (const { key, en, ja, aliases } of entries) {
      const id: ConceptId = `${kind}:${key}`;
      for (const term of [en, ja, ...aliases]) {
        if (term.trim() !== '') indexTerm(terms, term, id);
      }
    }
  }
  // Words holding a shorter term that mean something else (机场 is an airport, not a desk 机): in
  // the trie without concepts, so the longest match reads them as words. A glossary term wins.
  for (const term of NOT_TERMS) indexTerm(terms, term, null);
  indexed = terms;
  return terms;
}

/** The concepts of each Latin term, by its words run together. */
export function latinTerms(): ReadonlyMap<string, readonly ConceptId[]> {
  return indexTerms().latin;
}

/** The Japanese, Chinese and Korean terms as a trie by character. */
export function cjkTrie(): Readonly<TrieNode> {
  return indexTerms().trie;
}

/** How a value the glossary does not know was first typed, to show it that way. */
const TYPED_LABELS = new Map<string, string>();

/** Keeps the first spelling of a value the glossary does not know (`brand:=newera`). */
export function rememberTypedLabel(id: ConceptId, typed: string) {
  if (!TYPED_LABELS.has(id)) TYPED_LABELS.set(id, typed);
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
  const terms = indexTerms();
  return terms.latin.size + terms.cjk.size;
}
