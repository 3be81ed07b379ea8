import { toLanguage, type Language } from './language';

/** A person's name as the forms store it: the given name and the family name apart. */
export interface PersonName {
  firstName?: string;
  surname?: string;
}

/**
 * Scripts whose names are written family name first in any text around them: a name in kanji,
 * kana or hangul reads 山田 花子 in an English screen as in a Japanese mail.
 */
const FAMILY_FIRST_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * How the reader's language orders a name in any other script (Latin letters above all). Both
 * keep the order the person's own language uses, given name first, so the Japanese screens and
 * mails write "Oliver Bennett" (様), as a Japanese hotel writes a foreign guest's name
 * (docs/data-model.md, "Names").
 */
const FAMILY_FIRST_OTHER_SCRIPTS: Readonly<Record<Language, boolean>> = {
  en: false,
  ja: false,
  ko: false,
  'zh-Hans': false,
  'zh-Hant': false,
};

/**
 * A person's name for a screen, a mail or a file in `language`: family name first when the name
 * is written in a script that puts it first (CJK), otherwise in the order the language writes
 * names of that script. Parts are trimmed; a missing part is left out.
 */
export function personName(name: PersonName, language: string | undefined): string {
  const given = (name.firstName ?? '').trim();
  const family = (name.surname ?? '').trim();
  const familyFirst =
    FAMILY_FIRST_SCRIPT.test(given + family) || FAMILY_FIRST_OTHER_SCRIPTS[toLanguage(language)];
  return (familyFirst ? [family, given] : [given, family]).filter(Boolean).join(' ');
}
