#!/usr/bin/env node
// The emulator and browser tiers of `npm test` inside ONE `firebase emulators:exec` (they used to
// start the emulators twice): the emulator tier and its rule coverage check, then a fresh seed
// (the emulator tests leave their own data behind), then the browser tier. Each tier's exit code
// and time go to test-results/tiers.json, which scripts/test-all.mjs reads; each tier's tests are in
// its own JSON report (vitest's for the emulator tier, Playwright's for the browser tier).
// Usage (scripts/test-all.mjs does this):
//   node scripts/emulators-exec.mjs --mail "node scripts/emulator-tiers.mjs [--no-browser]"
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/emulators.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const browser = !process.argv.includes('--no-browser');

function run(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
}

function vitest(config, report) {
  return run('npx', [
    'vitest',
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(RESULTS, report)}`,
  ]);
}

function timed(step) {
  const since = Date.now();
  const status = step();
  return { status, seconds: Math.round((Date.now() - since) / 1000) };
}

const tiers = {};
const save = () =>
  writeFileSync(path.join(RESULTS, 'tiers.json'), `${JSON.stringify(tiers, null, 2)}\n`);

console.log('\n--- emulator tier (rules, data layer, functions) ---');
tiers.emulator = timed(() => {
  const tests = vitest('vitest.emulator.config.ts', 'emulator.json');
  // The coverage report spans the whole tier, so it is checked right after it.
  const coverage = run('node', ['scripts/check-rules-coverage.mjs']);
  return tests !== 0 ? tests : coverage;
});
save();

/** Waits (at most 20 minutes) for the checks that ran beside the emulator tier to finish. */
async function checksDone() {
  const marker = process.env.CHECKS_DONE;
  if (!marker) return;
  const since = Date.now();
  if (!existsSync(marker))
    console.log('\n(waiting for the typecheck, lint and unit tests to finish)');
  while (!existsSync(marker) && Date.now() - since < 20 * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

if (browser) {
  // Chromium gets the machine to itself: the checks beside the emulator tier must be done.
  await checksDone();
  console.log('\n--- browser tier (Chromium, seeded emulators) ---');
  // A rules test file that failed half-way may have left the function triggers off.
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (hub) await fetch(`http://${hub}/functions/enableBackgroundTriggers`, { method: 'PUT' });
  tiers.browser = timed(() => {
    const seeded = run('node', ['scripts/seed.mjs', '--force']);
    return seeded !== 0
      ? seeded
      : run('npx', ['playwright', 'test'], {
          ...process.env,
          E2E_JSON: path.join(RESULTS, 'e2e.json'),
        });
  });
  save();
}

process.exit(Object.values(tiers).every((tier) => tier.status === 0) ? 0 : 1);
