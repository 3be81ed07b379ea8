import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PRELOAD = path.join(ROOT, 'scripts', 'lib', 'firebase-cli-preload.cjs');

/** Runs `script` in a fresh Node process, with or without the preload; returns its JSON output. */
function run(script: string, preload: boolean): Record<string, unknown> {
  const args = [...(preload ? ['--require', PRELOAD] : []), '-e', script];
  const output = execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}

// What the firebase CLI's own modules see, resolved from firebase-tools as they resolve them.
const PROBE = `
const path = require('node:path');
const child = require('node:child_process');
const tools = path.dirname(require.resolve('firebase-tools/package.json'));
const options = require(require.resolve('exegesis/lib/options.js', { paths: [tools] }));
const versioning = require(path.join(tools, 'lib/deploy/functions/runtimes/node/versioning.js'));
// npm is not run: the lookup is counted and answered as npm failing to start.
let spawned = 0;
child.spawnSync = () => { spawned += 1; return { error: new Error('not run in this test') }; };
const compiled = options.compileOptions({ allErrors: true });
const auth = options.compileOptions({ lazyCompileValidationSchemas: false });
versioning.checkFunctionsSDKVersion('7.0.0');
console.log(JSON.stringify({
  lazy: compiled.lazyCompileValidationSchemas,
  kept: compiled.allErrors,
  explicit: auth.lazyCompileValidationSchemas,
  spawned,
}));
`;

describe('the firebase CLI preload (scripts/lib/firebase-cli-preload.cjs)', () => {
  it('makes exegesis compile validators on first use, and keeps the options it is given', () => {
    const without = run(PROBE, false);
    const withPreload = run(PROBE, true);
    // Without it, firebase-tools' Auth emulator compiles every validator as it starts.
    expect(without.lazy).toBe(false);
    expect(withPreload.lazy).toBe(true);
    expect(withPreload.kept).toBe(true);
    expect(withPreload.explicit).toBe(false);
  });

  it('stops firebase-tools from running npm to look up the latest firebase-functions', () => {
    expect(run(PROBE, false).spawned).toBe(1);
    expect(run(PROBE, true).spawned).toBe(0);
  });

  it('applies to the installed firebase-tools without a warning', () => {
    const result = spawnSync(process.execPath, ['--require', PRELOAD, '-e', ''], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
