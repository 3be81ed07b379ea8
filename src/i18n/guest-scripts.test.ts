import { describe, expect, it } from 'vitest';
import ko from './locales/ko.json';
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

const KANA = /[\u3040-\u30ff]/u;
/** Forms only Japanese writes (Chinese writes 说/說, 对/對, 图/圖 ...). */
const JAPANESE_ONLY = /[説込払対応図県駅験変様帰択沢読売続経価]/u;
/** Simplified forms (and their Traditional ones) of characters guests' texts use often. */
const SIMPLIFIED = /[说对应图验变样归择读卖续经价这们时发确认请将门间与为东车书后联单个开关]/u;
const TRADITIONAL = /[說對應圖驗變樣歸擇讀賣續經價這們時發確認請將門間與為東車書後聯單個開關]/u;

/**
 * The guests' Korean and Chinese texts are written in their own scripts: no kana, no Japanese
 * kanji forms in Chinese, Simplified forms only in zh-Hans and Traditional only in zh-Hant.
 */
describe('the guest languages are written in their own scripts', () => {
  it.each([
    ['ko', ko],
    ['zh-Hans', zhHans],
    ['zh-Hant', zhHant],
  ] as const)('%s has no kana and no Japanese-only kanji', (_language, file) => {
    const wrong = texts(file as Tree).filter((text) => KANA.test(text) || JAPANESE_ONLY.test(text));
    expect(wrong).toEqual([]);
  });

  it('Simplified Chinese uses no Traditional forms, Traditional no Simplified ones', () => {
    expect(texts(zhHans as Tree).filter((text) => TRADITIONAL.test(text))).toEqual([]);
    expect(texts(zhHant as Tree).filter((text) => SIMPLIFIED.test(text))).toEqual([]);
  });
});
