#!/usr/bin/env node
// `npm test`: every gate and every tier in one command. Installs what a fresh clone lacks, runs
// typecheck, lint, format check, unit/component tests, emulator tests and browser tests, and ends
// with the line `N passed, N failed[, N skipped]` counted over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { findChromium } from './lib/chromium.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function sh(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
}

const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function gate(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const since = Date.now();
  const ok = sh(command, args) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds(since)})`);
}

function readVitestJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Counts a tier's tests from its vitest JSON report; `status` and `time` are the run's. */
function countTier(name, jsonFile, status, time) {
  const report = readVitestJson(jsonFile);
  if (!report) {
    totals.failed += 1;
    summary.push(`FAIL  ${name}: no test report (exit ${status}, ${time})`);
    return;
  }
  const passed = report.numPassedTests ?? 0;
  const failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that fails to load has no failed tests but a failed file: count it.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed'),
  ).length;
  const exitFailure = status !== 0 && failed === 0 && brokenFiles === 0 ? 1 : 0;
  totals.passed += passed;
  totals.failed += failed + brokenFiles + exitFailure;
  totals.skipped += skipped;
  const ok = failed + brokenFiles + exitFailure === 0;
  summary.push(
    `${ok ? 'PASS' : 'FAIL'}  ${name}: ${passed} passed, ${failed + brokenFiles + exitFailure} failed, ${skipped} skipped (${time})`,
  );
  // Name what failed (the end of a CI log is often all that is kept), and what passed only when
  // retried: vitest keeps the errors of earlier attempts on a test that passed in the end.
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) {
      summary.push(`      failed to load: ${where}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') summary.push(`      failed: ${where} > ${test.fullName}`);
      else if (test.status === 'passed' && test.failureMessages?.length) {
        summary.push(`      passed on retry: ${where} > ${test.fullName}`);
      }
    }
  }
}

function vitestArgs(config, jsonFile) {
  return [
    'vitest',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${jsonFile}`,
  ];
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

ensureInstalled();
mkdirSync(RESULTS, { recursive: true });

gate('typecheck', 'npm', ['run', '--silent', 'typecheck']);
gate('lint (zero warnings)', 'npm', ['run', '--silent', 'lint']);
gate('format check', 'npm', ['run', '--silent', 'format:check']);
gate('translations (en and ja have the same keys)', 'node', ['scripts/check-translations.mjs']);
gate('composite indexes for every query', 'node', ['scripts/check-indexes.mjs']);

const unitJson = path.join(RESULTS, 'unit.json');
console.log('\n=== unit and component tests ===');
rmSync(unitJson, { force: true });
const unitSince = Date.now();
const unitStatus = sh('npx', vitestArgs(null, unitJson));
countTier('unit and component tests', unitJson, unitStatus, seconds(unitSince));

// The emulator and browser tiers share one start of the emulators (scripts/emulator-tiers.mjs).
// Chromium is installed by `npm run setup` (README), not here.
let chromium = null;
try {
  chromium = findChromium();
} catch (error) {
  console.error(`\n${error.message}\n`);
}
const emulatorJson = path.join(RESULTS, 'emulator.json');
const e2eJson = path.join(RESULTS, 'e2e.json');
const tiersJson = path.join(RESULTS, 'tiers.json');
for (const file of [emulatorJson, e2eJson, tiersJson]) rmSync(file, { force: true });
console.log('\n=== emulator and browser tiers (one start of the emulators) ===');
const tiersSince = Date.now();
const tiersStatus = sh(
  'node',
  [
    'scripts/emulators-exec.mjs',
    '--mail',
    `node scripts/emulator-tiers.mjs${chromium ? '' : ' --no-browser'}`,
  ],
  chromium ? { ...process.env, CHROME_PATH: chromium } : process.env,
);
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
if (chromium) {
  countTier(
    'browser tests (Chromium)',
    e2eJson,
    tiers.browser?.status ?? tiersStatus,
    tierTime(tiers.browser),
  );
} else {
  totals.failed += 1;
  summary.push('FAIL  browser tests: no Chromium (run `npm run setup`, see README)');
}
summary.push(`      emulators started once for both tiers: ${seconds(tiersSince)} in all`);

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped} in ${seconds(started)}`);
process.exit(totals.failed === 0 ? 0 : 1);
