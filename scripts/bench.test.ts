import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCHMARKS, benchCommand } from './bench.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

describe('npm run bench <name>: the one entry for every benchmark', () => {
  it('runs each benchmark from a file that exists, inside the emulators unless it needs none', () => {
    for (const [name, bench] of Object.entries(BENCHMARKS)) {
      const files = bench.command.split(' ').filter((word) => /\.(mjs|ts)$/.test(word));
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
      const command = benchCommand(name) ?? '';
      expect(command.startsWith('node scripts/emulators-exec.mjs'), name).toBe(!bench.alone);
    }
  });

  it("passes a benchmark's own arguments to it, inside the emulators' command", () => {
    expect(benchCommand('dashboard', ['--found', '200', '--lost', '200'])).toBe(
      'node scripts/emulators-exec.mjs "node scripts/bench-dashboard.mjs --found 200 --lost 200"',
    );
    expect(benchCommand('matching', ['--fixture', 'x.json'])).toBe(
      'node scripts/bench-matching.mjs --fixture x.json',
    );
    expect(benchCommand('nothing')).toBeNull();
  });

  it('is the only benchmark entry in package.json, and README names every benchmark by it', () => {
    const scripts = Object.keys(
      (
        JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    expect(scripts.filter((name) => name.startsWith('bench'))).toEqual(['bench']);
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const named = [...readme.matchAll(/npm run bench ([a-z-]+)/g)].map((match) => match[1]);
    for (const name of named) expect(Object.keys(BENCHMARKS), name).toContain(name);
  });
});
