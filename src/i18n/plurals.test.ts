import { describe, expect, it } from 'vitest';
import i18n from './i18n';
import en from './locales/en.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

const PLURAL = /_(one|other)$/;
const english = flatten(en);
const japanese = new Map(flatten(ja));

/**
 * Every count a sentence states ("3 photos", "1 day") goes through i18next plurals: `_one` and
 * `_other` in English (else "1 days"); Japanese, which does not inflect, uses `_other` (its `_one`
 * keeps the key sets equal, scripts/check-translations.mjs). A count in brackets after a label
 * ("Labels (3)") needs no plural, nor does a Japanese counter (3件, 5枚).
 */
describe('counts in the English strings', () => {
  it('put every {{count}} followed by a word under plural keys', () => {
    const counted = english.filter(([, text]) => /\{\{count\}\}\s*\p{L}/u.test(text));
    expect(counted.map(([key]) => key).filter((key) => !PLURAL.test(key))).toEqual([]);
  });

  it('state a number of days, hours or photos only with {{count}}', () => {
    const units = /\{\{(?!count\}\})\w+\}\}\s*(day|hour|minute|night|photo)/;
    expect(english.filter(([, text]) => units.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('give every plural both its forms, and Japanese its _other', () => {
    const keys = new Set(english.map(([key]) => key));
    const plurals = [...keys].filter((key) => PLURAL.test(key));
    const incomplete = plurals.filter(
      (key) => !keys.has(key.replace(PLURAL, '_one')) || !keys.has(key.replace(PLURAL, '_other')),
    );
    expect(incomplete).toEqual([]);
    const japaneseMissing = plurals.filter((key) => !japanese.has(key.replace(PLURAL, '_other')));
    expect(japaneseMissing).toEqual([]);
  });

  it('write no "(s)" for a plural', () => {
    expect(english.filter(([, text]) => text.includes('(s)')).map(([key]) => key)).toEqual([]);
  });
});

/**
 * Korean and Chinese, like Japanese, have one CLDR plural form (`other`): i18next reads the
 * `_other` key for every count. Each guest language's file carries every plural of the guest
 * sections in every form its CLDR rules name (scripts/check-translations.mjs checks the keys).
 */
describe('plurals in the five guest languages', () => {
  const files = { ja, ko, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as const;
  it.each(Object.keys(files) as (keyof typeof files)[])(
    '%s has every form its rules use',
    (lang) => {
      const keys = new Set(flatten(files[lang]).map(([key]) => key));
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      expect(categories).toEqual(['other']);
      const bases = [...new Set([...keys].filter((key) => PLURAL.test(key)))].map((key) =>
        key.replace(PLURAL, ''),
      );
      expect(bases.length).toBeGreaterThan(0);
      const missing = bases.flatMap((base) =>
        categories.filter((form) => !keys.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(['ko', 'zh-Hans', 'zh-Hant'] as const)(
    '%s states a count with its number',
    async (lang) => {
      await i18n.loadLanguages(lang);
      const t = i18n.getFixedT(lang);
      for (const count of [1, 3]) {
        expect(t('messages.duration.days', { count })).toContain(String(count));
      }
    },
  );
});
