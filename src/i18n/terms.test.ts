import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ja from './locales/ja.json';

/** Every text of a locale file by its dotted key. */
function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : texts(value as object, `${prefix}${key}.`),
  );
}

// One Japanese term per action (docs/architecture.md): staff met 承認待ち and 保留 for putting a
// match on hold, and エクスポート and CSVを書き出す for exporting.
describe('Japanese terms', () => {
  const japanese = texts(ja);

  it.each([
    ['a match on hold is 承認待ち', /保留/],
    ['exporting is エクスポート', /書き出/],
  ])('%s, nowhere anything else', (_rule, other) => {
    expect(japanese.filter(([, text]) => other.test(text))).toEqual([]);
  });

  it('uses the one term wherever the English names the action', () => {
    const english = new Map(texts(en));
    for (const [key, text] of japanese) {
      const source = english.get(key) ?? '';
      if (/\bon hold\b/i.test(source)) expect(text, key).toContain('承認待ち');
      if (/\bexport/i.test(source)) expect(text, key).toContain('エクスポート');
    }
  });
});
