#!/usr/bin/env node
// Why no tool does this: a callable's memory cannot be read from outside the emulator's worker;
// this runs its code alone.
// Runs the export code of the exportItems function (functions/src/lib/export-csv.ts) in this
// process against the Firestore emulator and prints, as one JSON line, the rows written, the time
// and the peak memory (RSS and V8 heap), sampled every 10 ms and after each batch. The export
// benchmark starts it as a fresh process with --max-old-space-size, so that finishing at all
// shows the export fits in that heap.
// Usage (under emulators-exec): node --max-old-space-size=256 scripts/lib/bench-export-memory.mjs <hotelId> <type>
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID, ROOT } from './emulators.mjs';

const [hotelId, type = 'all'] = process.argv.slice(2);
if (!hotelId || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Usage (under emulators-exec): bench-export-memory.mjs <hotelId> [type]');
  process.exit(2);
}

// The function's own export code, bundled like functions/build.mjs does (firebase-admin external).
const { build } = createRequire(path.join(ROOT, 'functions', 'package.json'))('esbuild');
const outfile = path.join(ROOT, '.cache', 'bench', 'export-csv.mjs');
await build({
  entryPoints: [path.join(ROOT, 'functions', 'src', 'lib', 'export-csv.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['firebase-admin'],
  logLevel: 'warning',
});
const { buildExportCsv } = await import(pathToFileURL(outfile).href);

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-export-memory'));
const MIB = 1024 * 1024;
const peak = { rss: 0, heapUsed: 0 };
const sample = () => {
  const { rss, heapUsed } = process.memoryUsage();
  peak.rss = Math.max(peak.rss, rss);
  peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
};
const timer = setInterval(sample, 10);
const start = performance.now();
const csv = await buildExportCsv(db, { hotelId, type, language: 'ja', onBatch: sample });
const seconds = (performance.now() - start) / 1000;
sample();
clearInterval(timer);
console.log(
  JSON.stringify({
    rows: csv === '' ? 0 : csv.split('\r\n').length - 1,
    csvMiB: +(Buffer.byteLength(csv) / MIB).toFixed(1),
    seconds: +seconds.toFixed(2),
    peakRssMiB: Math.round(peak.rss / MIB),
    peakHeapMiB: Math.round(peak.heapUsed / MIB),
  }),
);
process.exit(0);
