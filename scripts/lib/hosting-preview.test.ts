import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  hostingHeaders,
  hostingLanguages,
  hostingPreview,
  resolveHostingFile,
  type HostingConfig,
} from './hosting-preview.mjs';

// The browser tests' server answers as firebase.json's Hosting rules do (the Hosting emulator's
// order): these are the answers the prerendered guest pages depend on.
const { hosting } = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'firebase.json'), 'utf8'),
) as { hosting: HostingConfig };
const dir = mkdtempSync(path.join(os.tmpdir(), 'hosting-preview-'));
for (const file of [
  'index.html',
  'status.html',
  'report-lost-item.html',
  'app.html',
  '404.html',
  'localized/ja_ALL/404.html',
  'assets/index-abc123.js',
  'localized/ja_ALL/index.html',
  'localized/ja_ALL/status.html',
  'localized/ja_ALL/report-lost-item.html',
  'localized/en_ALL/index.html',
  'localized/en_tw/index.html',
  'localized/ko_ALL/index.html',
  'localized/zh_ALL/index.html',
  'localized/zh_tw/index.html',
]) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), file);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const resolve = (pathname: string, headers: Record<string, string> = {}) =>
  resolveHostingFile(hosting, dir, pathname, headers)?.file;

describe('the Hosting rules of the guest pages', () => {
  it('serves / and /status from the folder of the browser language, else in English', () => {
    expect(resolve('/', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' })).toBe(
      'localized/ja_ALL/index.html',
    );
    expect(resolve('/', { 'accept-language': 'en-US,ja;q=0.5' })).toBe(
      'localized/en_ALL/index.html',
    );
    expect(resolve('/', { 'accept-language': 'fr-FR' })).toBe('index.html');
    expect(resolve('/status', { 'accept-language': 'ja' })).toBe('localized/ja_ALL/status.html');
    expect(resolve('/status')).toBe('status.html');
  });

  it('lets the language cookie win over the browser language', () => {
    expect(
      resolve('/', { 'accept-language': 'ja-JP', cookie: 'a=1; firebase-language-override=en' }),
    ).toBe('localized/en_ALL/index.html');
    expect(hostingLanguages({ cookie: 'firebase-language-override=ja' })).toEqual(['ja']);
  });

  it('serves Chinese Simplified by default and Traditional to readers in Taiwan (country cookie)', () => {
    expect(resolve('/', { 'accept-language': 'ko-KR,ko;q=0.9' })).toBe(
      'localized/ko_ALL/index.html',
    );
    expect(resolve('/', { 'accept-language': 'zh-CN,zh;q=0.9' })).toBe(
      'localized/zh_ALL/index.html',
    );
    expect(resolve('/', { 'accept-language': 'zh-TW', 'x-country-code': 'tw' })).toBe(
      'localized/zh_tw/index.html',
    );
    // A reader in Taiwan whose browser lists English first reads English.
    expect(resolve('/', { 'accept-language': 'en-US,zh-TW;q=0.8', 'x-country-code': 'tw' })).toBe(
      'localized/en_tw/index.html',
    );
    // The saved choice: Traditional names Taiwan, Simplified China.
    expect(
      resolve('/', {
        'accept-language': 'en',
        cookie: 'firebase-language-override=zh; firebase-country-override=tw',
      }),
    ).toBe('localized/zh_tw/index.html');
    expect(
      resolve('/', {
        'accept-language': 'en',
        'x-country-code': 'tw',
        cookie: 'firebase-language-override=zh; firebase-country-override=cn',
      }),
    ).toBe('localized/zh_ALL/index.html');
  });

  it('gives every hotel the one report form shell and every other address the app shell', () => {
    expect(resolve('/sakura-tokyo/report-lost-item')).toBe('report-lost-item.html');
    expect(resolve('/kyoto-garden/report-lost-item')).toBe('report-lost-item.html');
    expect(resolve('/sakura-tokyo/admin')).toBe('app.html');
    expect(resolve('/sakura-tokyo/found-items/x1')).toBe('app.html');
    expect(resolve('/login')).toBe('app.html');
    expect(resolve('/assets/index-abc123.js')).toBe('assets/index-abc123.js');
    // The session endpoint is a function: left to the proxy.
    expect(resolveHostingFile(hosting, dir, '/api/session', {})).toBeNull();
  });

  it('sends every address of the app to the app, and any other to the Not Found page', () => {
    const guestPages: Record<string, string> = {
      [paths.home.getHref()]: 'index.html',
      [paths.status.getHref()]: 'status.html',
      [paths.reportLostItem.getHref('sakura-tokyo')]: 'report-lost-item.html',
    };
    const hrefs = [
      paths.home.getHref(),
      paths.login.getHref(),
      paths.status.getHref(),
      paths.hotel.getHref('sakura-tokyo'),
      paths.admin.getHref('sakura-tokyo'),
      paths.reportLostItem.getHref('sakura-tokyo'),
      paths.registerFoundItem.getHref('sakura-tokyo'),
      paths.foundItems.getHref('sakura-tokyo'),
      paths.foundItemLabels.getHref('sakura-tokyo', ['a', 'b']),
      paths.foundItem.getHref('sakura-tokyo', 'f1'),
      paths.foundItemReceipt.getHref('sakura-tokyo', 'f1'),
      paths.policeHandovers.getHref('sakura-tokyo'),
      paths.policeHandover.getHref('sakura-tokyo', 'h1'),
      paths.lostItem.getHref('sakura-tokyo', 'l1'),
      paths.match.getHref('sakura-tokyo', 'm1'),
      paths.settings.getHref('sakura-tokyo'),
      paths.invitation.getHref(),
      paths.matchPaperwork.getHref('sakura-tokyo', 'm1'),
    ];
    // Every route of src/config/paths.ts is listed here (a new route must be added to both).
    expect(hrefs.length).toBe(Object.keys(paths).length);
    for (const href of hrefs) {
      const pathname = href.split('?')[0] ?? href;
      expect([pathname, resolve(pathname)]).toEqual([pathname, guestPages[pathname] ?? 'app.html']);
    }
    expect(resolveHostingFile(hosting, dir, '/sakura-tokyo/no-such-page', {})).toEqual({
      file: '404.html',
      status: 404,
    });
    expect(resolve('/a/b/c/d', { 'accept-language': 'ja' })).toBe('localized/ja_ALL/404.html');
  });

  it('marks hashed assets immutable for a year and revalidates the HTML', () => {
    expect(hostingHeaders(hosting, '/assets/index-abc123.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(hostingHeaders(hosting, '/')['Cache-Control']).toBe('no-cache');
    expect(hostingHeaders(hosting, '/sakura-tokyo/report-lost-item')['Cache-Control']).toBe(
      'no-cache',
    );
  });

  it('serves the assets with those headers too, not only the HTML', () => {
    // The plugin's middleware, driven as vite preview drives it: an asset is left to Vite's file
    // server with firebase.json's headers already set on the response (which Vite keeps).
    type Handler = (request: object, response: object, next: () => void) => void;
    let handler: Handler | undefined;
    const plugin = hostingPreview(path.join(__dirname, '..', '..')) as unknown as {
      configurePreviewServer: (server: object) => void;
    };
    plugin.configurePreviewServer({
      config: { root: dir, build: { outDir: '.' } },
      middlewares: { use: (use: Handler) => (handler = use) },
    });
    const serve = (url: string) => {
      const set: Record<string, unknown> = {};
      let passedOn = false;
      const response = {
        setHeader: (key: string, value: unknown) => (set[key] = value),
        end: () => undefined,
        statusCode: 0,
      };
      handler?.({ method: 'GET', url, headers: {} }, response, () => (passedOn = true));
      return { set, passedOn };
    };
    expect(serve('/assets/index-abc123.js')).toEqual({
      set: { 'Cache-Control': 'public, max-age=31536000, immutable' },
      passedOn: true,
    });
    const page = serve('/status');
    expect(page.passedOn).toBe(false);
    expect(page.set['Cache-Control']).toBe('no-cache');
  });
});
