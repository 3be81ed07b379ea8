#!/usr/bin/env node
// Runs after the emulator test tier (inside the same emulators:exec): lists every rule expression
// that no test evaluated, and saves a per-line summary under test-results/. Exit code 1 when there
// is one (set RULES_COVERAGE=report to only report). The emulator's own HTML report (about 400 MB,
// a minute to render, since it holds every evaluated value) is saved only with RULES_COVERAGE_HTML=1.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ID } from './lib/emulators.mjs';

const host = process.env.FIRESTORE_EMULATOR_HOST;
if (!host) {
  console.error('FIRESTORE_EMULATOR_HOST is not set: run inside scripts/emulators-exec.mjs');
  process.exit(2);
}
const base = `http://${host}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`;
const out = path.resolve('test-results');
mkdirSync(out, { recursive: true });

const json = await fetch(base).then((r) => r.json());
if (process.env.RULES_COVERAGE_HTML === '1') {
  const html = await fetch(`${base}.html`).then((r) => r.text());
  writeFileSync(path.join(out, 'firestore-rules-coverage.html'), html);
}

const source = json.rules?.files?.[0]?.content?.split('\n') ?? [];
let total = 0;
const missed = new Map();
const walk = (node) => {
  total += 1;
  if (!node.values || node.values.length === 0) {
    const { line, column } = node.sourcePosition;
    if (!missed.has(line)) missed.set(line, column);
  }
  for (const child of node.children ?? []) walk(child);
};
for (const node of json.report ?? []) walk(node);

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
