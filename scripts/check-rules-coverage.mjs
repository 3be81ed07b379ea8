#!/usr/bin/env node
// Runs after the emulator test tier (inside the same emulators:exec): lists every rule expression
// that no test evaluated, and saves a per-line summary under test-results/. Exit code 1 when there
// is one (set RULES_COVERAGE=report to only report). The emulator's own HTML report (about 400 MB,
// a minute to render, since it holds every evaluated value) is saved only with RULES_COVERAGE_HTML=1.
// The JSON report holds every evaluated value too (every written document, search index included),
// beyond what one string can hold, so it is read as a stream of tokens (stream-json): only each
// expression's position and whether it was ever evaluated are kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import streamJson from 'stream-json';
import { PROJECT_ID } from './lib/emulators.mjs';

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

/**
 * Walks the report's tokens: every object inside a `report` or `children` array is an expression
 * node; its `sourcePosition` gives the line, and its `values` array is empty when no test evaluated
 * it. Values themselves are skipped. Returns the expressions, the missed lines and the rules text.
 */
async function readReport(body) {
  const stack = []; // { kind: 'object' | 'array', key, node? }
  let key = null;
  let node = null;
  let skipDepth = 0;
  let source = '';
  const nodes = [];
  const tokens = Readable.fromWeb(body).pipe(streamJson({ packValues: true, streamValues: false }));
  for await (const token of tokens) {
    if (skipDepth > 0) {
      if (token.name === 'startObject' || token.name === 'startArray') skipDepth += 1;
      else if (token.name === 'endObject' || token.name === 'endArray') skipDepth -= 1;
      continue;
    }
    const parent = stack.at(-1);
    switch (token.name) {
      case 'keyValue':
        key = token.value;
        break;
      case 'startObject':
      case 'startArray': {
        if (parent?.key === 'values' && parent.node) {
          parent.node.evaluated = true;
          skipDepth = 1;
          break;
        }
        const entry = { kind: token.name === 'startObject' ? 'object' : 'array', key: null };
        if (parent?.kind === 'object') entry.key = key;
        else if (parent?.kind === 'array') entry.key = parent.key;
        if (
          entry.kind === 'object' &&
          parent?.kind === 'array' &&
          /^(report|children)$/.test(parent.key)
        ) {
          node = { line: 0, column: 0, evaluated: false };
          entry.node = node;
          nodes.push(node);
        } else if (entry.kind === 'array' && entry.key === 'values') {
          entry.node = node;
        }
        stack.push(entry);
        break;
      }
      case 'endObject':
      case 'endArray':
        stack.pop();
        node = [...stack].reverse().find((entry) => entry.node)?.node ?? null;
        break;
      case 'stringValue':
      case 'numberValue':
      case 'trueValue':
      case 'falseValue':
      case 'nullValue':
        if (parent?.key === 'values' && parent.node) parent.node.evaluated = true;
        else if (parent?.key === 'sourcePosition' && node && (key === 'line' || key === 'column'))
          node[key] = Number(token.value);
        else if (key === 'content' && parent?.kind === 'object' && token.name === 'stringValue')
          source ||= token.value;
        break;
      default:
        break;
    }
  }
  return { nodes, source };
}

const reports = [];
for (const project of PROJECTS) {
  const response = await fetch(coverageUrl(project));
  if (!response.ok || !response.body) throw new Error(`coverage report: HTTP ${response.status}`);
  reports.push(await readReport(response.body));
  if (process.env.RULES_COVERAGE_HTML === '1') {
    const html = await fetch(`${coverageUrl(project)}.html`).then((r) => r.text());
    writeFileSync(path.join(out, `firestore-rules-coverage-${project}.html`), html);
  }
}

// Both projects run the same firestore.rules: the same expressions, listed in the same order.
const [first] = reports;
if (reports.some((report) => report.nodes.length !== first.nodes.length))
  throw new Error('coverage report: the projects report different rules');
const source = first.source.split('\n');
const total = first.nodes.length;
const missed = new Map();
first.nodes.forEach(({ line, column }, index) => {
  const evaluated = reports.some((report) => report.nodes[index].evaluated);
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
