import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPTS = path.resolve(import.meta.dirname, '..');

/** Every script of the project's machinery (not its tests or type declarations). */
function scriptFiles(): string[] {
  return readdirSync(SCRIPTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(mjs|cjs)$/.test(file))
    .filter((file) => !file.includes('node_modules'))
    .sort();
}

describe('scripts/', () => {
  it('says at the top of each script why no tool does its job', () => {
    const files = scriptFiles();
    expect(files.length).toBeGreaterThan(30);
    const without = files.filter((file) => {
      const head = readFileSync(path.join(SCRIPTS, file), 'utf8').split('\n').slice(0, 4);
      return !head.some((line) => line.startsWith('// Why no tool does this: '));
    });
    expect(without).toEqual([]);
  });
});
