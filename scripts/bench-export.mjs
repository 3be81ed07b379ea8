#!/usr/bin/env node
// Why no tool does this: the export's speed and memory are this function's own; Node and the
// emulators measure them.
// Export benchmark. Seeds a hotel with N items (default 50,000: half found,
// half lost) in the emulators, then
//  1. calls the exportItems callable the way the SPA does and prints rows per second, and
//  2. runs the function's export code in a fresh process limited to a 256 MiB V8 heap
//     (scripts/lib/bench-export-memory.mjs) and prints its peak memory.
// Run: npm run bench export [-- --rows 10000]   (starts the emulators itself)
import { spawnSync } from 'node:child_process';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { seedBenchHotel } from './lib/bench-seed.mjs';

const HEAP_LIMIT_MIB = 256;
const rowsArg = process.argv.indexOf('--rows');
const TOTAL = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 50_000;
if (!Number.isInteger(TOTAL) || TOTAL < 2) {
  console.error('--rows takes a whole number of at least 2');
  process.exit(2);
}
const FOUND = Math.ceil(TOTAL / 2);
const LOST = TOTAL - FOUND;

const { hotelId, email, password } = await seedBenchHotel('export', { found: FOUND, lost: LOST });

const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: 'bench' });
const auth = getAuth(app);
connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
  disableWarnings: true,
});
const functions = getFunctions(app, 'us-central1');
const origin = new URL(process.env.FUNCTIONS_EMULATOR_ORIGIN);
connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
await signInWithEmailAndPassword(auth, email, password);
const exportItems = httpsCallable(functions, 'exportItems', { timeout: 120_000 });

// One warm-up call (the functions emulator loads the code on first use), then three timed runs.
await exportItems({ hotelId, type: 'lost', language: 'en' });
const runs = [];
for (let run = 0; run < 3; run += 1) {
  const start = performance.now();
  const { data } = await exportItems({ hotelId, type: 'all', language: 'ja' });
  const seconds = (performance.now() - start) / 1000;
  const rows = String(data).split('\r\n').length - 1;
  runs.push({ rows, seconds });
}
const best = runs.reduce((a, b) => (a.seconds < b.seconds ? a : b));
for (const [i, r] of runs.entries())
  console.log(`run ${i + 1}: ${r.rows} rows in ${r.seconds.toFixed(2)} s`);
console.log(
  `export (type all, ${best.rows} rows): ${Math.round(best.rows / best.seconds)} rows/s (best of 3)`,
);

// Memory: the same export code in a process of its own whose V8 heap cannot grow past the limit.
const worker = spawnSync(
  process.execPath,
  [`--max-old-space-size=${HEAP_LIMIT_MIB}`, 'scripts/lib/bench-export-memory.mjs', hotelId, 'all'],
  { cwd: ROOT, env: process.env, encoding: 'utf8' },
);
if (worker.status !== 0) {
  console.error(worker.stdout, worker.stderr);
  console.error(`export did NOT complete within a ${HEAP_LIMIT_MIB} MiB heap`);
  process.exit(1);
}
const memory = JSON.parse(worker.stdout.trim().split('\n').pop());
console.log(
  `export memory (type all, ${memory.rows} rows, ${memory.csvMiB} MiB of CSV, heap limit ` +
    `${HEAP_LIMIT_MIB} MiB): peak RSS ${memory.peakRssMiB} MiB, peak heap ` +
    `${memory.peakHeapMiB} MiB, ${Math.round(memory.rows / memory.seconds)} rows/s in-process`,
);
process.exit(memory.peakRssMiB <= HEAP_LIMIT_MIB ? 0 : 1);
