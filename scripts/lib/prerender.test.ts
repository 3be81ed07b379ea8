import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pickLanguage } from '../../src/domain/language';
import {
  GUEST_PAGES,
  hostingFolders,
  LANGUAGES,
  PICK_LANGUAGE,
  screenPreloads,
} from './prerender.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
});

// A client build: the entry (whose own imports the HTML already names), a screen that imports a
// component chunk and the entry, and another screen the page does not show.
const bundle = {
  'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js', null),
  'assets/form.js': chunk('assets/form.js', '/app/src/routes/form.tsx', [
    'assets/index.js',
    'assets/fields.js',
  ]),
  'assets/fields.js': chunk('assets/fields.js', null, ['assets/react.js', 'assets/select.js']),
  'assets/select.js': chunk('assets/select.js', null),
  'assets/admin.js': chunk('assets/admin.js', '/app/src/routes/admin.tsx', ['assets/table.js']),
  'assets/table.js': chunk('assets/table.js', null),
  'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
};
const template =
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js">';

describe('the chunks a prerendered page names for the browser to fetch beside the entry', () => {
  test("are its screens' chunks and all they import, except what the HTML names already", () => {
    const links = screenPreloads(bundle, {
      root: '/app',
      base: '/',
      template,
      screens: ['src/routes/form.tsx'],
    });
    const hrefs = [...links.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(hrefs.map((match) => match[1]).sort()).toEqual([
      '/assets/fields.js',
      '/assets/form.js',
      '/assets/select.js',
    ]);
  });

  test('are none for a page without screens', () => {
    expect(screenPreloads(bundle, { root: '/app', base: '/', template, screens: [] })).toBe('');
  });

  test('stop the build when a screen is no longer a chunk of its own', () => {
    expect(() =>
      screenPreloads(bundle, {
        root: '/app',
        base: '/',
        template,
        screens: ['src/routes/gone.tsx'],
      }),
    ).toThrow('src/routes/gone.tsx is no longer a chunk of its own');
  });
});

describe('the screens each prerendered page names', () => {
  test('are the modules its routes import (src/app/router.tsx), so the HTML fetches what the page runs', () => {
    const router = readFileSync(path.join(ROOT, 'src/app/router.tsx'), 'utf8');
    const imported = new Set(
      [...router.matchAll(/import\('\.\/([^']+)'\)/g)].map((match) => `src/app/${match[1]}.tsx`),
    );
    for (const page of GUEST_PAGES.filter((p) => !p.notFound)) {
      expect(page.screens?.length, page.file).toBeGreaterThan(0);
      for (const screen of page.screens ?? []) {
        expect(imported.has(screen), `${page.file}: ${screen}`).toBe(true);
        expect(existsSync(path.join(ROOT, screen)), screen).toBe(true);
      }
    }
  });
});

describe("the page head's language choice", () => {
  // The head's copy of pickLanguage (src/domain/language.ts), run as the browser runs it.
  type Pick = (saved: string | null, languages: readonly string[]) => string;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script the page's head runs
  const makePick = new Function(`return (${PICK_LANGUAGE})`) as () => Pick;
  const headPick = makePick();

  test.each([
    [null, ['ko-KR', 'en-US']],
    [null, ['zh-TW']],
    [null, ['zh-HK', 'en']],
    [null, ['zh-CN']],
    [null, ['zh']],
    [null, ['zh-Hant-TW']],
    [null, ['zh-Hans-HK']],
    [null, ['fr-FR', 'ja-JP']],
    [null, ['fr-FR', 'de']],
    [null, []],
    [null, ['EN-gb']],
    ['zh-Hant', ['en-US']],
    ['ko', ['ja']],
    ['fr', ['ko']],
  ])('saved %s, browser %j: the same language as the app', (saved, languages) => {
    expect(headPick(saved, languages)).toBe(pickLanguage(saved, languages));
  });
});

describe("Hosting's i18n folders", () => {
  test('Korean and Japanese everywhere, Chinese Simplified by default and Traditional by region', () => {
    expect(hostingFolders('ko')).toEqual(['ko_ALL', 'ko_tw', 'ko_hk', 'ko_mo']);
    expect(hostingFolders('zh-Hans')).toEqual(['zh_ALL']);
    expect(hostingFolders('zh-Hant')).toEqual(['zh_tw', 'zh_hk', 'zh_mo']);
    // Every language's folder names are its own: no page is written twice to one folder.
    const all = LANGUAGES.flatMap((language) => hostingFolders(language));
    expect(new Set(all).size).toBe(all.length);
  });
});
