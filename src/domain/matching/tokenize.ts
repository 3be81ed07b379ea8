/**
 * A text cut into Latin words, runs of Japanese or Chinese (kanji/hanzi and kana) and runs of
 * Korean (Hangul), the first step of reading it (concepts.ts) and of indexing the glossary's terms
 * (concept-index.ts): both go through the same tokenizer, so a term and a text that spell a word
 * alike always meet.
 *
 * A Hangul run goes on across spaces (Korean writes 보조 배터리 and 보조배터리 alike), and `starts`
 * marks the first syllable of each word as written, so that the reader can tell a one-syllable
 * word (책, 약) from the same syllable inside another word and strip the particles at a word's end.
 */
export type Token =
  | { latin: true; text: string }
  | { latin: false; chars: string; hira: boolean[]; starts?: undefined }
  | { latin: false; chars: string; hira: boolean[]; starts: boolean[] };

const KATAKANA_TO_HIRAGANA = 0x60;
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
  Hangul,
}

/** Character classes by code point: this runs on every character of every candidate. */
function classify(code: number): Char {
  if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return Char.Latin;
  if (code === 0x26) return Char.Amp;
  if (
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0x1100 && code <= 0x11ff) ||
    (code >= 0x3130 && code <= 0x318f)
  )
    return Char.Hangul;
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
 * Latin words, runs of Japanese or Chinese and runs of Korean, in order. A Japanese run goes on
 * across 「・」 and spaces (「ルイ・ヴィトン」 is one run); inside it katakana is folded to hiragana
 * and long vowel marks dropped, with a note of which characters were written in hiragana. Chinese
 * is read as a Japanese run of kanji (no hiragana). A Hangul run goes on across spaces, with a note
 * of where each word starts.
 */
export function tokenize(text: string): Token[] {
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
    } else if (kind === Char.Hangul) {
      let chars = '';
      const starts: boolean[] = [];
      let wordStart = true;
      while (i < source.length) {
        const here = kinds[i];
        if (here === Char.Hangul) {
          chars += source[i];
          starts.push(wordStart);
          wordStart = false;
        } else if (here === Char.Joiner && kinds[i + 1] === Char.Hangul) wordStart = true;
        else break;
        i += 1;
      }
      tokens.push({ latin: false, chars, hira: starts.map(() => false), starts });
    } else i += 1;
  }
  return tokens;
}
