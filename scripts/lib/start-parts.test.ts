import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsCurrent, stampBuild, viteSettings } from './app-build.mjs';
import { parentOf, portsInUse } from './processes.mjs';
import { httpFunctions, timeFirstPage } from './warm-functions.mjs';

// The parts of `npm start` (scripts/start.mjs) that need no emulators; its own test, which starts
// them, is scripts/lib/start-signals.test.ts.

describe('a build is made again only when a source or a setting changed', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'app-build-'));
  mkdirSync(path.join(root, 'src', 'deep'), { recursive: true });
  const source = path.join(root, 'src', 'deep', 'a.ts');
  writeFileSync(source, 'a');
  const stamp = path.join(root, 'build.stamp');
  const past = (seconds: number) => Date.now() / 1000 - seconds;

  it('is current after a build, not after a later change or with other settings', () => {
    utimesSync(source, past(60), past(60));
    expect(buildIsCurrent(root, stamp, ['src'], { A: '1' })).toBe(false);
    stampBuild(stamp, { A: '1' }, Date.now() - 10_000);
    expect(buildIsCurrent(root, stamp, ['src'], { A: '1' })).toBe(true);
    expect(buildIsCurrent(root, stamp, ['src'], { A: '2' })).toBe(false);
    // Changed while the build ran (after it started): built again.
    utimesSync(source, past(5), past(5));
    expect(buildIsCurrent(root, stamp, ['src'], { A: '1' })).toBe(false);
  });

  it('keeps the VITE_ variables, in order, as the settings', () => {
    expect(viteSettings({ VITE_B: '2', PATH: '/bin', VITE_A: '1' })).toEqual({
      VITE_A: '1',
      VITE_B: '2',
    });
  });
});

describe('the functions to warm', () => {
  it('are the HTTP ones the emulator lists, callables first', () => {
    const trigger = (name: string, kind: string, callable = false) => ({
      name,
      [kind]: {},
      labels: callable ? { 'deployment-callable': 'true' } : {},
    });
    const backends = {
      backends: [
        {
          functionTriggers: [
            trigger('session', 'httpsTrigger'),
            trigger('onLostItemCreated', 'eventTrigger'),
            trigger('getReportStatus', 'httpsTrigger', true),
            trigger('confirmMatch', 'httpsTrigger', true),
          ],
        },
      ],
    };
    expect(httpFunctions(backends)).toEqual([
      { name: 'confirmMatch', callable: true },
      { name: 'getReportStatus', callable: true },
      { name: 'session', callable: false },
    ]);
    expect(httpFunctions({})).toEqual([]);
  });
});

describe("the start's check and stop", () => {
  it('fetches a first page with every script, stylesheet and preload it names', async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end(
        request.url === '/'
          ? '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css"><link rel="icon" href="/favicon.svg">'
          : '',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const page = await timeFirstPage(`http://127.0.0.1:${port}/`);
      expect(page.files).toBe(3);
      expect(asked.sort()).toEqual(['/', '/assets/a.js', '/assets/b.js', '/assets/c.css']);
      expect(await portsInUse({ app: port })).toEqual([['app', port]]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await portsInUse({ app: port })).toEqual([]);
  });

  it("reads a process's parent", () => {
    expect(parentOf(process.pid)).toBe(process.ppid);
  });
});
