// Why no tool does this: the Firestore emulator reports coverage but fails on nothing; this is the
// gate's logic.
// The Firestore rules coverage check of the emulator tier: every rule expression must have been
// evaluated by the rules tests (tests/rules, each file on its own project of the emulator,
// tests/support/rules.ts), so that every rule has a test written for it. Used by
// scripts/emulator-tiers.mjs, which reads the report as soon as the rules tests end (while the app
// project's tests still run), and by scripts/check-rules-coverage.mjs. The app project's report is
// not read: the emulator spent about 10 processor-seconds building it (520 MB) after the tier's
// last test, and it added no line the rules tests missed. The emulator's own HTML report (about
// 400 MB, a minute to render, since it holds every evaluated value) is saved only with
// RULES_COVERAGE_HTML=1.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, ROOT } from './emulators.mjs';
import { readRulesCoverage } from './rules-coverage-report.mjs';
import { rulesProjectOf } from './rules-projects.mjs';
import { testFilesContaining } from './test-files.mjs';

/**
 * The projects whose coverage counts: the rules tests' own, one per test file
 * (scripts/lib/rules-projects.mjs; tests/support/rules.ts picks the same).
 */
export function rulesTestProjects() {
  return testFilesContaining([path.join(ROOT, 'tests/rules')], 'rulesTestEnvironment(').map(
    (file) => rulesProjectOf(PROJECT_ID, file),
  );
}

const RESULTS = path.join(ROOT, 'test-results');

function coverageUrl(project) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run inside emulators-exec.mjs');
  return `http://${host}/emulator/v1/projects/${project}:ruleCoverage`;
}

/** One project's expressions as its report lists them (read as it streams in). */
async function readProjectCoverage(project) {
  const response = await fetch(coverageUrl(project));
  if (!response.ok || !response.body)
    throw new Error(`coverage report of ${project}: HTTP ${response.status}`);
  const nodes = await readRulesCoverage(response.body);
  if (process.env.RULES_COVERAGE_HTML === '1') {
    const html = await fetch(`${coverageUrl(project)}.html`).then((r) => r.text());
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, `firestore-rules-coverage-${project}.html`), html);
  }
  return nodes;
}

/**
 * Every expression of firestore.rules, evaluated when any rules test file's project evaluated it.
 * The projects' reports list the same rules' nodes in the same order; they are read one after
 * another, so the emulator builds one report at a time.
 */
export async function readRulesTestsCoverage() {
  let merged = null;
  for (const project of rulesTestProjects()) {
    const nodes = await readProjectCoverage(project);
    if (merged === null) merged = nodes;
    else if (nodes.length !== merged.length)
      throw new Error(
        `coverage report of ${project}: ${nodes.length} expressions, not ${merged.length}`,
      );
    else nodes.forEach((node, i) => (merged[i].evaluated ||= node.evaluated));
  }
  if (merged === null) throw new Error('no rules test file found under tests/rules');
  return merged;
}

/**
 * Prints every line of firestore.rules with an expression the report's tests never evaluated,
 * saves the per-line summary to test-results/firestore-rules-coverage.json, and returns the exit
 * status: 1 when a line was missed (unless RULES_COVERAGE=report), else 0.
 */
export function reportRulesCoverage(report) {
  // The rules the emulator runs (firebase.json), to quote the lines never evaluated.
  const source = readFileSync(path.join(ROOT, 'firestore.rules'), 'utf8').split('\n');
  const missed = new Set();
  for (const { line, evaluated } of report) if (!evaluated) missed.add(line);
  const lines = [...missed].sort((a, b) => a - b);
  console.log(
    `firestore.rules coverage: ${report.length} expressions; lines with never-evaluated expressions: ${lines.length}`,
  );
  for (const line of lines) console.log(`  line ${line}: ${(source[line - 1] ?? '').trim()}`);
  mkdirSync(RESULTS, { recursive: true });
  const summary = path.join(RESULTS, 'firestore-rules-coverage.json');
  writeFileSync(
    summary,
    JSON.stringify({ expressions: report.length, neverEvaluatedLines: lines }),
  );
  console.log(`summary: ${summary}`);
  return lines.length > 0 && process.env.RULES_COVERAGE !== 'report' ? 1 : 0;
}
