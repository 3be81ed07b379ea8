#!/usr/bin/env node
// Runs after the emulator test tier (inside the same emulators:exec): lists every rule expression
// that no test evaluated, and saves a per-line summary under test-results/. Exit code 1 when there
// is one (set RULES_COVERAGE=report to only report). The emulator's own HTML report (about 400 MB,
// a minute to render, since it holds every evaluated value) is saved only with RULES_COVERAGE_HTML=1.
// The JSON reports hold every evaluated value too (hundreds of MB): each is read as it streams in
// by scripts/lib/rules-coverage-report.mjs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { readRulesCoverage } from './lib/rules-coverage-report.mjs';

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  console.error('FIRESTORE_EMULATOR_HOST is not set: run inside scripts/emulators-exec.mjs');
  process.exit(2);
}
// The app's project (functions, data layer, Storage rules) and the rules tests' own project
// (tests/support/rules.ts): an expression is covered when either evaluated it.
const PROJECTS = [PROJECT_ID, `${PROJECT_ID}-rules`];
const coverageUrl = (project) => `http://${host}/emulator/v1/projects/${project}:ruleCoverage`;
const out = path.resolve('test-results');
mkdirSync(out, { recursive: true });

async function projectReport(project) {
  const response = await fetch(coverageUrl(project));
  if (!response.ok || !response.body) throw new Error(`coverage report: HTTP ${response.status}`);
  const nodes = await readRulesCoverage(response.body);
  if (process.env.RULES_COVERAGE_HTML === '1') {
    const html = await fetch(`${coverageUrl(project)}.html`).then((r) => r.text());
    writeFileSync(path.join(out, `firestore-rules-coverage-${project}.html`), html);
  }
  return nodes;
}

// One after the other: asked for both at once, the emulator spent half as much processor time
// again on building them (measured: 15 → 24 s), and took longer.
const reports = [];
for (const project of PROJECTS) reports.push(await projectReport(project));
// Both projects run the same firestore.rules: the same expressions, listed in the same order.
const [first] = reports;
if (reports.some((report) => report.length !== first.length))
  throw new Error('coverage report: the projects report different rules');
// The rules the emulator runs (firebase.json), to quote the lines never evaluated.
const source = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8').split('\n');
const total = first.length;
const missed = new Map();
first.forEach(({ line, column }, index) => {
  const evaluated = reports.some((report) => report[index].evaluated);
  if (!evaluated && !missed.has(line)) missed.set(line, column);
});

const missedCount = [...missed.keys()].length;
console.log(
  `firestore.rules coverage: ${total} expressions; lines with never-evaluated expressions: ${missedCount}`,
);
for (const [line] of [...missed].sort((a, b) => a[0] - b[0])) {
  console.log(`  line ${line}: ${(source[line - 1] ?? '').trim()}`);
}
const summary = path.join(out, 'firestore-rules-coverage.json');
writeFileSync(
  summary,
  JSON.stringify({
    expressions: total,
    neverEvaluatedLines: [...missed.keys()].sort((a, b) => a - b),
  }),
);
console.log(`summary: ${summary}`);
if (missedCount > 0 && process.env.RULES_COVERAGE !== 'report') process.exit(1);
