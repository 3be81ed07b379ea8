#!/usr/bin/env node
// Why no tool does this: the ranking and its fixtures are this product's; Vite only loads the
// TypeScript for Node.
// Measures the ranking (one combined value, src/domain/matching/rank.ts) on fixtures of lost
// reports, found items and their true pairs (format: docs/matching.md): for every pair, where does
// the right found item land among the candidates of its lost report, with the combined value and
// with the spec §5 score alone? Then times the ranking of 2,000 open items, as the browser does it.
//
//   npm run bench matching                          # the four bundled fixtures
//   npm run bench matching -- --fixture             # the third (held-out) bundled fixture only
//   npm run bench matching -- --fixture other.json  # any fixture in the same format
//
// The TypeScript domain modules are loaded through Vite's SSR module loader (no build step).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { machine, median } from './lib/bench.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const fixtureAt = args.indexOf('--fixture');
const FIRST = resolve(root, 'tests/fixtures/matching-pairs.json');
const SECOND = resolve(root, 'tests/fixtures/matching-second-hotel.json');
/** Written without the ranking code and not used to choose anything: the held-out check. */
const THIRD = resolve(root, 'tests/fixtures/matching-third-hotel.json');
/** Korean and Chinese reports against Japanese staff notes, written blind the same way. */
const KYOTO = resolve(root, 'tests/fixtures/matching-kyoto-ko-zh.json');
const fixturePaths =
  fixtureAt < 0
    ? [FIRST, SECOND, THIRD, KYOTO].filter((path) => existsSync(path))
    : [args[fixtureAt + 1] ? resolve(process.cwd(), args[fixtureAt + 1]) : THIRD];
const HOTEL = 'bench-hotel';
const OPEN_ITEMS = 2000;

function asItem(raw, fields, index, kind) {
  if (!raw || typeof raw !== 'object') throw new Error(`${kind} #${index + 1} is not an object`);
  const item = { id: String(raw.id ?? `${kind}-${index + 1}`) };
  for (const field of fields) item[field] = typeof raw[field] === 'string' ? raw[field] : '';
  return { ...item, hotelId: HOTEL, status: 'pending', matchId: null, deleted: false };
}

/** The texts staff or a guest write on an item: its write shape but the hotel and language. */
const writtenFields = (write) =>
  Object.keys(write).filter((field) => field !== 'hotelId' && field !== 'language');

function loadFixture(path, fields) {
  const data = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(data.lost) || !Array.isArray(data.found) || !Array.isArray(data.pairs))
    throw new Error(`${path}: expected { "lost": [...], "found": [...], "pairs": [...] }`);
  const lost = data.lost.map((raw, i) => asItem(raw, fields.lost, i, 'lost'));
  const found = data.found.map((raw, i) => asItem(raw, fields.found, i, 'found'));
  const lostById = new Map(lost.map((item) => [item.id, item]));
  const foundById = new Map(found.map((item) => [item.id, item]));
  const pairs = data.pairs.map((pair, i) => {
    const [lostId, foundId] = Array.isArray(pair) ? pair : [pair.lost, pair.found];
    if (!lostById.has(String(lostId)) || !foundById.has(String(foundId)))
      throw new Error(`pair #${i + 1}: unknown id ${lostId} or ${foundId}`);
    return { lost: lostById.get(String(lostId)), found: foundById.get(String(foundId)) };
  });
  return { lost, found, pairs };
}

/**
 * Top-1 and top-3 chances of the right item in a ranked list where items with the same key are
 * in no particular order (the candidate query has no order, so ties fall as Firestore ids do):
 * the expected value over every order of the ties, not one lucky order.
 */
function chances(ranked, right, key) {
  const mine = key(ranked.find((entry) => entry.item === right));
  const ahead = ranked.filter((entry) => key(entry) > mine).length;
  const tied = ranked.filter((entry) => key(entry) === mine).length;
  const within = (n) => Math.max(0, Math.min(1, (n - ahead) / tied));
  return { top1: within(1), top3: within(3), rank: ahead + 1 };
}

const pct = (value, count) => `${Math.round((100 * value) / Math.max(count, 1))}%`;

const ROUNDS = 5;

/** Milliseconds of one call. */
function timed(fn) {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** Best and median of several rounds: on a busy machine the best round is the fairer figure. */
function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return `${sorted[0].toFixed(1)} ms (median ${median(sorted).toFixed(1)} ms)`;
}

/** `count` open items copied from the fixture, every text new (nothing read before is reused). */
function openItems(items, count, round) {
  return Array.from({ length: count }, (_, i) => {
    const source = items[i % items.length];
    return {
      ...source,
      id: `${source.id}#${round}.${i}`,
      description: `${source.description} ${round}.${i}`,
    };
  });
}

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const rank = await server.ssrLoadModule('/src/domain/matching/rank.ts');
  const { rankFoundCandidates } = await server.ssrLoadModule('/src/domain/match-scoring.ts');
  const { emptyFoundItemForm, toFoundItemWrite } = await server.ssrLoadModule(
    '/src/domain/schemas/found-item.ts',
  );
  const { toLostItemWrite } = await server.ssrLoadModule('/src/domain/schemas/lost-item.ts');
  const { EMPTY_LOST_ITEM_FORM } = await server.ssrLoadModule(
    '/src/domain/schemas/lost-item-empty.ts',
  );
  const fields = {
    found: writtenFields(toFoundItemWrite(emptyFoundItemForm('', ''), '')),
    lost: writtenFields(toLostItemWrite(EMPTY_LOST_ITEM_FORM, '', 'en')),
  };
  const describe = (entry) =>
    `${entry.score}/${entry.similarity.toFixed(1)} = ${entry.rank.toFixed(1)}`;
  /** One fixture's figures; returns them for the closing lines. */
  function measureFixture(fixturePath) {
    const { lost, found, pairs } = loadFixture(fixturePath, fields);
    console.log(`\nfixture: ${fixturePath}`);
    console.log(`${lost.length} lost reports, ${found.length} found items, ${pairs.length} pairs`);

    const totals = {
      ours: { top1: 0, top3: 0 },
      spec: { top1: 0, top3: 0 },
      back: { top1: 0, top3: 0 },
    };
    const misses = [];
    for (const pair of pairs) {
      const ranked = rank.rankFoundCandidatesExplained(pair.lost, found);
      const ours = chances(ranked, pair.found, (e) => e.rank);
      const spec = chances(rankFoundCandidates(pair.lost, found), pair.found, (e) => e.score);
      const back = chances(
        rank.rankLostCandidatesExplained(pair.found, lost),
        pair.lost,
        (e) => e.rank,
      );
      for (const [name, result] of [
        ['ours', ours],
        ['spec', spec],
        ['back', back],
      ]) {
        totals[name].top1 += result.top1;
        totals[name].top3 += result.top3;
      }
      if (ours.top1 < 1) {
        const first = ranked[0];
        misses.push(
          `  ${pair.lost.id} -> ${pair.found.id}: rank ${ours.rank} (first: ${first.item.id}, ` +
            `${describe(first)} vs ${describe(ranked.find((e) => e.item === pair.found))})`,
        );
      }
    }
    if (misses.length)
      console.log(`not first (spec score/similarity = combined value):\n${misses.join('\n')}`);
    console.log(
      `reverse (lost reports for a found item): top-1 ${pct(totals.back.top1, pairs.length)} ` +
        `top-3 ${pct(totals.back.top3, pairs.length)}`,
    );
    return {
      lost,
      found,
      pairs,
      line:
        `${fixturePath}\n  top-1 ${pct(totals.ours.top1, pairs.length)} top-3 ${pct(totals.ours.top3, pairs.length)} ` +
        `(spec order: top-1 ${pct(totals.spec.top1, pairs.length)} top-3 ${pct(totals.spec.top3, pairs.length)}) ` +
        `over ${pairs.length} pairs`,
    };
  }
  /** The time to rank 2,000 open items built from one fixture's items. */
  function timeRanking({ lost, found, pairs }) {
    // 2,000 open items as fresh objects with texts never read before, as on a first load in the
    // browser; then the same texts as new objects, as when the panel opens again.
    const subject = pairs[0]?.lost ?? lost[0];
    const times = { first: [], again: [], spec: [], lost: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const manyFound = openItems(found, OPEN_ITEMS, round);
      const manyLost = openItems(lost, OPEN_ITEMS, round);
      times.first.push(timed(() => rank.rankFoundCandidatesExplained({ ...subject }, manyFound)));
      const again = manyFound.map((item) => ({ ...item }));
      times.again.push(timed(() => rank.rankFoundCandidatesExplained({ ...subject }, again)));
      times.spec.push(timed(() => rankFoundCandidates(subject, manyFound)));
      const foundSubject = { ...(pairs[0]?.found ?? found[0]) };
      times.lost.push(timed(() => rank.rankLostCandidatesExplained(foundSubject, manyLost)));
    }
    console.log(`ranking ${OPEN_ITEMS} open items, best of ${ROUNDS}:`);
    console.log(`  found items for a lost report, first time: ${summary(times.first)}`);
    console.log(`  found items for a lost report, panel opened again: ${summary(times.again)}`);
    console.log(`  lost reports for a found item, first time: ${summary(times.lost)}`);
    console.log(`  spec score alone: ${summary(times.spec)}`);
    console.log(`(${machine()}; the figures grow with the load)`);
  }
  const results = fixturePaths.map(measureFixture);
  timeRanking(results[0]);
  for (const result of results) console.log(result.line);
} finally {
  await server.close();
}
