#!/usr/bin/env node
// Why no tool does this: npm test is one command over gates and tiers that no single runner holds.
// `npm test`: every gate and every tier in one command. Installs what a fresh clone lacks (the npm
// packages, and a Chromium as `npm run setup` does), runs typecheck, lint, format check,
// unit/component tests (scripts/checks-lane.mjs, beside the emulator tier), emulator tests and
// browser tests, and ends with the line
// `N passed, N failed[, N skipped]` counted over all of them.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { emulatorPorts, ROOT } from './lib/emulators.mjs';
import { findChromium } from './lib/chromium.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function sh(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
}

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A tier's outcome from its JSON report, vitest's or Playwright's: counts, and the names of the
 * tests that failed, failed to load, or passed only when retried.
 */
function readReport(report) {
  const outcome = { passed: 0, failed: 0, skipped: 0, lines: [] };
  if (report.stats && report.suites) {
    // Playwright: stats count tests once; "flaky" passed on a retry, "unexpected" failed.
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    const errors = report.errors ?? [];
    Object.assign(outcome, { passed: expected + flaky, failed: unexpected, skipped });
    if (errors.length > 0) {
      outcome.failed += 1;
      for (const error of errors)
        outcome.lines.push(`      error: ${error.message?.split('\n')[0]}`);
    }
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const name = `${suite.file ?? ''} > ${[...titles, spec.title].join(' > ')}`;
          if (test.status === 'unexpected') outcome.lines.push(`      failed: ${name}`);
          if (test.status === 'flaky') outcome.lines.push(`      passed on retry: ${name}`);
          if (test.status === 'skipped') {
            // Every skipped test says why (test.skip / test.fixme with a description).
            const reason = (test.annotations ?? []).find((note) => note.description)?.description;
            outcome.lines.push(`      skipped: ${name} (${reason ?? 'no reason given'})`);
          }
        }
      }
      for (const child of suite.suites ?? [])
        walk({ file: suite.file, ...child }, [...titles, child.title]);
    };
    for (const suite of report.suites) walk(suite, []);
    return outcome;
  }
  outcome.passed = report.numPassedTests ?? 0;
  outcome.failed = report.numFailedTests ?? 0;
  outcome.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that fails to load has no failed tests but a failed file: count it.
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults ?? [];
    if (file.status === 'failed' && tests.every((t) => t.status !== 'failed')) {
      outcome.failed += 1;
      if (tests.length === 0) outcome.lines.push(`      failed to load: ${where}`);
    }
    // vitest keeps the errors of earlier attempts on a test that passed in the end.
    for (const test of tests) {
      if (test.status === 'failed') outcome.lines.push(`      failed: ${where} > ${test.fullName}`);
      else if (test.status === 'passed' && test.failureMessages?.length) {
        outcome.lines.push(`      passed on retry: ${where} > ${test.fullName}`);
      }
    }
  }
  return outcome;
}

/**
 * Counts a tier's tests from its JSON reports (one per group of the tier that ran on its own);
 * `status` and `time` are the run's.
 */
function countTier(name, jsonFiles, status, time) {
  const reports = [jsonFiles].flat().map(readJson);
  if (reports.some((report) => !report)) {
    totals.failed += 1;
    summary.push(`FAIL  ${name}: no test report (exit ${status}, ${time})`);
    return;
  }
  const outcome = { passed: 0, failed: 0, skipped: 0, lines: [] };
  for (const part of reports.map(readReport)) {
    for (const count of ['passed', 'failed', 'skipped']) outcome[count] += part[count];
    outcome.lines.push(...part.lines);
  }
  const exitFailure = status !== 0 && outcome.failed === 0 ? 1 : 0;
  const failed = outcome.failed + exitFailure;
  totals.passed += outcome.passed;
  totals.failed += failed;
  totals.skipped += outcome.skipped;
  summary.push(
    `${failed === 0 ? 'PASS' : 'FAIL'}  ${name}: ${outcome.passed} passed, ${failed} failed, ${outcome.skipped} skipped (${time})`,
  );
  // Name what failed (the end of a CI log is often all that is kept) and what was flaky.
  summary.push(...outcome.lines);
}

function ensureInstalled() {
  if (!existsSync(path.join(ROOT, 'node_modules', '.bin', 'vitest'))) {
    console.log('Installing the app dependencies (npm ci)...');
    if (sh('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
  }
  if (!existsSync(path.join(ROOT, 'functions', 'node_modules', 'firebase-functions'))) {
    console.log('Installing the functions dependencies (npm ci)...');
    if (sh('npm', ['--prefix', 'functions', 'ci', '--no-audit', '--no-fund']) !== 0)
      process.exit(1);
  }
}

// The browser tier needs a Chromium. A missing one is installed here as `npm run setup` does
// (Debian's package with apt-get, as root); where that is not possible the run stops now, before
// minutes of other tiers, with the one command to run.
let chromium;
try {
  chromium = findChromium({ install: true, headlessShell: true });
} catch (error) {
  console.error(`\nnpm test needs a Chromium for the browser tests. ${error.message}\n`);
  process.exit(1);
}
ensureInstalled();
mkdirSync(RESULTS, { recursive: true });

// The checks that need no emulators run in their own process (scripts/checks-lane.mjs) while the
// emulators start and the emulator tier runs; their output goes to test-results/checks.log and is
// printed once they are done. The lane builds the app first; the browser tier waits for that
// build (test-results/e2e-build.done), not for the rest of the lane.
const checksLog = path.join(RESULTS, 'checks.log');
const checksJson = path.join(RESULTS, 'checks.json');
const unitJson = path.join(RESULTS, 'unit.json');
const buildDone = path.join(RESULTS, 'e2e-build.done');
for (const file of [checksLog, checksJson, unitJson, buildDone]) rmSync(file, { force: true });
const checksOut = openSync(checksLog, 'w');
// The browser tests' build, made by the checks (global-setup.ts serves it when it is complete).
const e2eBuild = path.join(
  ROOT,
  '.cache',
  `e2e-dist-${5174 + (Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0)}`,
);
// At a lower priority (nice 10): the tiers beside it are what npm test waits for, and the lane
// takes the processor time they leave (the emulator tier mostly waits on the emulators).
const checks = spawn('nice', ['-n', '10', 'node', 'scripts/checks-lane.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', checksOut, checksOut],
  env: { ...process.env, FORCE_COLOR: '0', E2E_BUILD_DIR: e2eBuild, E2E_BUILD_DONE: buildDone },
});
const checksExit = new Promise((resolve) => checks.on('exit', (code) => resolve(code ?? 1)));
console.log(
  '\n=== typecheck, lint, format, translations, indexes, unit tests (beside the emulators) ===',
);

// The emulator and browser tiers share one start of the emulators (scripts/emulator-tiers.mjs).
const emulatorJson = [
  path.join(RESULTS, 'emulator.json'),
  path.join(RESULTS, 'emulator-rules.json'),
];
const e2eJson = path.join(RESULTS, 'e2e.json');
const tiersJson = path.join(RESULTS, 'tiers.json');
for (const file of [...emulatorJson, e2eJson, tiersJson]) rmSync(file, { force: true });
console.log('\n=== emulator and browser tiers (one start of the emulators) ===');
const tiersSince = Date.now();
const tiersRun = spawn(
  'node',
  ['scripts/emulators-exec.mjs', '--mail', 'node scripts/emulator-tiers.mjs'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BUILD_DONE: buildDone,
      E2E_PREBUILT: '1',
      CHROME_PATH: chromium,
    },
  },
);
const tiersExit = new Promise((resolve) => tiersRun.on('exit', (code) => resolve(code ?? 1)));

// npm start's own test (scripts/lib/start-signals.test.ts: three starts, each stopped by a signal,
// on ports of its own) runs beside the tiers, at normal priority (at the lane's, the emulators it
// starts would miss firebase-tools' 60 s wait for their ports). It starts once the tiers' emulators
// are up: by then functions/lib is built, and it must not be written again while their functions
// emulator runs (scripts/lib/emulators.mjs, buildFunctions). Its output goes to
// test-results/start-signals.log, printed at the end.
const signalsLog = path.join(RESULTS, 'start-signals.log');
const signalsJson = path.join(RESULTS, 'start-signals.json');
rmSync(signalsJson, { force: true });
let tiersEnded = false;
void tiersExit.then(() => (tiersEnded = true));
const signals = (async () => {
  const hub = `http://127.0.0.1:${emulatorPorts().hub}/emulators`;
  while (
    !tiersEnded &&
    !(await fetch(hub).then(
      (response) => response.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  const since = Date.now();
  const out = openSync(signalsLog, 'w');
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.start.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${signalsJson}`,
    ],
    { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, FORCE_COLOR: '0' } },
  );
  const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  closeSync(out);
  return { status, time: seconds(since) };
})();
const tiersStatus = await tiersExit;
let tiers = {};
try {
  tiers = JSON.parse(readFileSync(tiersJson, 'utf8'));
} catch {
  // No record: the emulators did not start; both tiers count as failed below.
}
const tierTime = (tier) => (tier ? `${tier.seconds} s` : 'not run');
countTier(
  'emulator tests (rules, data layer, functions)',
  emulatorJson,
  tiers.emulator?.status ?? tiersStatus,
  tierTime(tiers.emulator),
);
countTier(
  'browser tests (Chromium)',
  e2eJson,
  tiers.browser?.status ?? tiersStatus,
  tierTime(tiers.browser),
);
summary.push(`      emulators started once for both tiers: ${seconds(tiersSince)} in all`);

const signalsRun = await signals;
countTier('npm start stops on every signal', signalsJson, signalsRun.status, signalsRun.time);
console.log('\n=== npm start stops on every signal: its output ===');
console.log(readFileSync(signalsLog, 'utf8'));

const checksStatus = await checksExit;
closeSync(checksOut);
console.log('\n=== typecheck, lint, format, translations, indexes, unit tests: their output ===');
console.log(readFileSync(checksLog, 'utf8'));
const checkResults = readJson(checksJson) ?? [];
if (checkResults.length === 0) {
  totals.failed += 1;
  summary.unshift(
    `FAIL  the checks did not run (exit ${checksStatus}); see test-results/checks.log`,
  );
}
const gateLines = [];
for (const check of checkResults) {
  if (check.name.startsWith('unit')) continue;
  totals[check.status === 0 ? 'passed' : 'failed'] += 1;
  gateLines.push(`${check.status === 0 ? 'PASS' : 'FAIL'}  ${check.name} (${check.seconds} s)`);
}
const unit = checkResults.find(({ name }) => name.startsWith('unit'));
const tierLines = summary.splice(0);
if (unit) countTier('unit and component tests', unitJson, unit.status, `${unit.seconds} s`);
summary.unshift(...gateLines);
summary.push(...tierLines);

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped} in ${seconds(started)}`);
process.exit(totals.failed === 0 ? 0 : 1);
