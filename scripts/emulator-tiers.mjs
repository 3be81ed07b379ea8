#!/usr/bin/env node
// Why no tool does this: vitest and Playwright each run alone; this runs both tiers in one
// emulators:exec and a fresh seed between.
// The emulator and browser tiers of `npm test` inside ONE `firebase emulators:exec` (they used to
// start the emulators twice): the emulator tier (its two groups side by side, see
// vitest.emulator.config.ts) and its rule coverage check, then a fresh seed (the emulator tests
// leave their own data behind), then the browser tier. Each tier's exit code and time go to
// test-results/tiers.json, which scripts/test-all.mjs reads; the tests are in JSON reports
// (vitest's emulator.json and emulator-rules.json, Playwright's e2e.json).
// Usage (scripts/test-all.mjs does this):
//   node scripts/emulators-exec.mjs --mail "node scripts/emulator-tiers.mjs [--no-browser]"
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { readRulesTestsCoverage, reportRulesCoverage } from './lib/rules-coverage.mjs';

const RESULTS = path.join(ROOT, 'test-results');
const browser = !process.argv.includes('--no-browser');

function run(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
}

/**
 * One group (a project of vitest.emulator.config.ts) of the emulator tier, with its JSON report;
 * its output goes to `log` when given (a group running beside another), else to this terminal.
 */
function vitestGroup(project, report, log) {
  const out = log ? openSync(log, 'w') : 'inherit';
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'vitest.emulator.config.ts',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${path.join(RESULTS, report)}`,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: { ...process.env, FORCE_COLOR: log ? '0' : '1' },
    },
  );
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      if (log) closeSync(out);
      resolve(code ?? 1);
    }),
  );
}

async function timed(step) {
  const since = Date.now();
  const status = await step();
  return { status, seconds: Math.round((Date.now() - since) / 1000) };
}

const tiers = {};
const save = () =>
  writeFileSync(path.join(RESULTS, 'tiers.json'), `${JSON.stringify(tiers, null, 2)}\n`);

console.log('\n--- emulator tier (rules, data layer, functions) ---');
tiers.emulator = await timed(async () => {
  // The Firestore rules tests (their own project on the emulator) run beside the rest; their
  // output is printed when both are done. Their coverage report is complete when they end, and is
  // read then (the emulator builds it, about 500 MB, in some 20 seconds), while the app project's
  // tests still run.
  const rulesLog = path.join(RESULTS, 'emulator-rules.log');
  const [rest, [rules, rulesCoverage]] = await Promise.all([
    vitestGroup('app project', 'emulator.json'),
    vitestGroup('firestore rules', 'emulator-rules.json', rulesLog).then(async (status) => [
      status,
      await readRulesTestsCoverage().catch((error) => error),
    ]),
  ]);
  console.log('\n--- emulator tier: the Firestore rules tests (ran beside the above) ---');
  console.log(readFileSync(rulesLog, 'utf8'));
  let coverage = 1;
  if (rulesCoverage instanceof Error) {
    console.error(`rules coverage: ${rulesCoverage.message}`);
  } else {
    coverage = reportRulesCoverage(rulesCoverage);
  }
  return [rest, rules, coverage].find((status) => status !== 0) ?? 0;
});
save();

/** Waits (at most 10 minutes) for the checks lane's build of the app the browser tests open. */
async function buildDone() {
  const marker = process.env.E2E_BUILD_DONE;
  if (!marker) return;
  const since = Date.now();
  if (!existsSync(marker)) console.log('\n(waiting for the build of the app)');
  while (!existsSync(marker) && Date.now() - since < 10 * 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (browser) {
  // The checks lane may still run (at a lower priority): only its build is needed here.
  await buildDone();
  console.log('\n--- browser tier (Chromium, seeded emulators) ---');
  tiers.browser = await timed(() => {
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
