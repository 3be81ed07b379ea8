import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { MAX_REPLY_TEMPLATES, replyTemplateSchema, templateText } from './messages';
import {
  BUILTIN_REPLY_TEMPLATES,
  builtinTemplateFor,
  builtinTemplatesToAdd,
} from './reply-templates-builtin';

// The same script checks as src/i18n/guest-scripts.test.ts applies to the guests' locale files.
const KANA = /[\u3040-\u30ff]/u;
const JAPANESE_ONLY = /[説込払対応図県駅験変様帰択沢読売続経価届]/u;
const SIMPLIFIED =
  /[说对应图验变样归择读卖续经价这们时发确认请将门间与为东车书后联单个开关邮费询态记遗]/u;
const TRADITIONAL =
  /[說對應圖驗變樣歸擇讀賣續經價這們時發確認請將門間與為東車書後聯單個開關郵費詢態記遺]/u;
const HANGUL = /[\uac00-\ud7a3]/u;
const HAN = /[\u4e00-\u9fff]/u;
/** Placeholders a text could carry: i18next's {{name}} or a bare {name}. */
const placeholders = (text: string) => [...text.matchAll(/\{+[^{}]*\}+/gu)].map((m) => m[0]).sort();

describe('the built-in reply templates', () => {
  it('have distinct, plain document ids (the rules accept ^[A-Za-z0-9_-]{1,64}$)', () => {
    const ids = BUILTIN_REPLY_TEMPLATES.map((builtin) => builtin.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/u);
    expect(ids.length).toBeLessThanOrEqual(MAX_REPLY_TEMPLATES);
  });

  it.each(BUILTIN_REPLY_TEMPLATES.map((builtin) => [builtin.id, builtin] as const))(
    '%s has a text in each of the five languages, within the schema, in either staff title',
    (_id, builtin) => {
      for (const language of LANGUAGES) expect(builtin.text[language].trim()).not.toBe('');
      for (const code of ['en', 'ja']) {
        const stored = builtinTemplateFor(builtin, code);
        expect(replyTemplateSchema.safeParse(stored).success).toBe(true);
      }
      // A guest of each language receives their own text, never the English fallback.
      for (const language of LANGUAGES)
        expect(templateText(builtinTemplateFor(builtin, 'en'), language)).toBe(
          builtin.text[language],
        );
    },
  );

  it.each(BUILTIN_REPLY_TEMPLATES.map((builtin) => [builtin.id, builtin] as const))(
    '%s carries the same placeholders (none) in every language',
    (_id, builtin) => {
      for (const language of LANGUAGES) expect(placeholders(builtin.text[language])).toEqual([]);
    },
  );

  it.each(BUILTIN_REPLY_TEMPLATES.map((builtin) => [builtin.id, builtin] as const))(
    '%s is written in each language’s own script',
    (_id, builtin) => {
      const { en, ja, ko } = builtin.text;
      expect(en).not.toMatch(HAN);
      expect(ja).toMatch(KANA);
      expect(ko).toMatch(HANGUL);
      expect(ko).not.toMatch(KANA);
      expect(ko).not.toMatch(HAN);
      for (const language of ['zh-Hans', 'zh-Hant'] as const) {
        expect(builtin.text[language]).not.toMatch(KANA);
        expect(builtin.text[language]).not.toMatch(JAPANESE_ONLY);
        expect(builtin.text[language]).not.toMatch(HANGUL);
      }
      expect(builtin.text['zh-Hans']).not.toMatch(TRADITIONAL);
      expect(builtin.text['zh-Hant']).not.toMatch(SIMPLIFIED);
      expect(builtin.title.ja).toMatch(HAN);
      expect(builtin.title.en).not.toMatch(HAN);
    },
  );

  it('are stored with the title in the adding admin’s staff language', () => {
    const [first] = BUILTIN_REPLY_TEMPLATES;
    if (!first) throw new Error('no built-in templates');
    expect(builtinTemplateFor(first, 'ja-JP').title).toBe(first.title.ja);
    expect(builtinTemplateFor(first, 'en').title).toBe(first.title.en);
    // Staff screens are English for a Korean or Chinese page language.
    expect(builtinTemplateFor(first, 'ko').title).toBe(first.title.en);
    expect(builtinTemplateFor(first, 'zh-TW').title).toBe(first.title.en);
  });

  it('adds only those not present yet, and no more than the hotel has room for', () => {
    const all = BUILTIN_REPLY_TEMPLATES.map((builtin) => builtin.id);
    expect(builtinTemplatesToAdd([], MAX_REPLY_TEMPLATES).map((b) => b.id)).toEqual(all);
    expect(
      builtinTemplatesToAdd([{ id: all[0] ?? '' }, { id: 'own' }], MAX_REPLY_TEMPLATES).map(
        (b) => b.id,
      ),
    ).toEqual(all.slice(1));
    const nearlyFull = Array.from({ length: MAX_REPLY_TEMPLATES - 2 }, (_, i) => ({ id: `t${i}` }));
    expect(builtinTemplatesToAdd(nearlyFull, MAX_REPLY_TEMPLATES).map((b) => b.id)).toEqual(
      all.slice(0, 2),
    );
    const full = Array.from({ length: MAX_REPLY_TEMPLATES }, (_, i) => ({ id: `t${i}` }));
    expect(builtinTemplatesToAdd(full, MAX_REPLY_TEMPLATES)).toEqual([]);
  });
});
