#!/usr/bin/env node
// Why no tool does this: npm runs scripts one after another; this runs the checks at low priority
// beside the emulator tiers.
// The checks of `npm test` that need no emulators run one after another in this process, at a
// lower priority, beside the emulator and browser tiers (scripts/test-all.mjs): first the build of
// the app the browser tests open (then E2E_BUILD_DONE is written, which the browser tier waits
// for, scripts/emulator-tiers.mjs), then typecheck, format, translation keys, composite indexes,
// the unit and component tests, and lint. On two cores the emulator tier mostly waits on the
// emulators and the browser tier leaves a little time unused: the checks take those moments.
// Each check's exit code and time go to test-results/checks.json; the unit tests' own report to
// test-results/unit.json.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorPorts, ROOT } from './lib/emulators.mjs';

const RESULTS = path.join(ROOT, 'test-results');

const STEPS = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['format check', 'npm', ['run', '--silent', 'format:check']],
  ['translations (every locale has the keys it must)', 'node', ['scripts/check-translations.mjs']],
  ['composite indexes for every query', 'node', ['scripts/check-indexes.mjs']],
  [
    'unit and component tests',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(RESULTS, 'unit.json')}`,
    ],
  ],
  ['lint (zero warnings)', 'npm', ['run', '--silent', 'lint']],
];

// The app the browser tests open, built here too (E2E_BUILD_DIR, set by test-all.mjs) against the
// emulator ports of this run, so the browser tier only serves it (tests/e2e/support/global-setup.ts).
const ports = emulatorPorts();
const buildEnv = {
  ...process.env,
  VITE_USE_EMULATORS: 'true',
  VITE_AUTH_EMULATOR_PORT: String(ports.auth),
  VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
  VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
  VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
};
if (process.env.E2E_BUILD_DIR) {
  STEPS.unshift([
    'build of the app for the browser tests',
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      process.env.E2E_BUILD_DIR,
      '--emptyOutDir',
      '--sourcemap',
      'false',
      '--logLevel',
      'warn',
    ],
    buildEnv,
    process.env.E2E_BUILD_DONE,
  ]);
}

const results = [];
try {
  for (const [name, command, args, env = process.env, doneMarker] of STEPS) {
    console.log(`\n=== ${name} ===`);
    const since = Date.now();
    const status = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
    results.push({ name, status, seconds: Math.round((Date.now() - since) / 1000) });
    // Built or not (a failed build is made again by the browser tier's setup), the tier may go.
    if (doneMarker) writeFileSync(doneMarker, '');
  }
  writeFileSync(path.join(RESULTS, 'checks.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  // Whatever happened, the browser tier must not wait for a lane that has ended.
  if (process.env.E2E_BUILD_DONE) writeFileSync(process.env.E2E_BUILD_DONE, '');
}
