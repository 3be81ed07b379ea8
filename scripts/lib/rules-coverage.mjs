// The Firestore rules coverage check of the emulator tier: every rule expression must have been
// evaluated by a test in the app's project (functions, data layer, Storage rules) or in the rules
// tests' own project (tests/support/rules.ts). Used by scripts/emulator-tiers.mjs, which reads
// the rules project's report as soon as its tests end (while the app project's still run), and by
// scripts/check-rules-coverage.mjs. The emulator's own HTML report (about 400 MB, a minute to
// render, since it holds every evaluated value) is saved only with RULES_COVERAGE_HTML=1.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, ROOT } from './emulators.mjs';
import { readRulesCoverage } from './rules-coverage-report.mjs';

/** The projects whose coverage counts: the app's and the rules tests' own. */
export const COVERAGE_PROJECTS = [PROJECT_ID, `${PROJECT_ID}-rules`];

const RESULTS = path.join(ROOT, 'test-results');

function coverageUrl(project) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators-exec.mjs');
  return `http://${host}/emulator/v1/projects/${project}:ruleCoverage`;
}

/**
 * One project's expressions as its report lists them (read as it streams in: the report holds
 * every evaluated value, hundreds of MB). Ask for one report at a time: asked for two at once, the
 * emulator spent half as much processor time again on building them (15 → 24 s), and took longer.
 */
export async function readProjectCoverage(project) {
  const response = await fetch(coverageUrl(project));
  if (!response.ok || !response.body) throw new Error(`coverage report: HTTP ${response.status}`);
  const nodes = await readRulesCoverage(response.body);
  if (process.env.RULES_COVERAGE_HTML === '1') {
    const html = await fetch(`${coverageUrl(project)}.html`).then((r) => r.text());
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, `firestore-rules-coverage-${project}.html`), html);
  }
  return nodes;
}

/**
 * Prints every line of firestore.rules with an expression no project evaluated, saves the per-line
 * summary to test-results/firestore-rules-coverage.json, and returns the exit status: 1 when a
 * line was missed (unless RULES_COVERAGE=report), else 0.
 */
export function reportRulesCoverage(reports) {
  // Both projects run the same firestore.rules: the same expressions, listed in the same order.
  const [first] = reports;
  if (reports.some((report) => report.length !== first.length))
    throw new Error('coverage report: the projects report different rules');
  // The rules the emulator runs (firebase.json), to quote the lines never evaluated.
  const source = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8').split('\n');
  const missed = new Set();
  first.forEach(({ line }, index) => {
    if (!reports.some((report) => report[index].evaluated)) missed.add(line);
  });
  const lines = [...missed].sort((a, b) => a - b);
  console.log(
    `firestore.rules coverage: ${first.length} expressions; lines with never-evaluated expressions: ${lines.length}`,
  );
  for (const line of lines) console.log(`  line ${line}: ${(source[line - 1] ?? '').trim()}`);
  mkdirSync(RESULTS, { recursive: true });
  const summary = path.join(RESULTS, 'firestore-rules-coverage.json');
  writeFileSync(summary, JSON.stringify({ expressions: first.length, neverEvaluatedLines: lines }));
  console.log(`summary: ${summary}`);
  return lines.length > 0 && process.env.RULES_COVERAGE !== 'report' ? 1 : 0;
}
