// What loading the functions bundle costs each worker of the functions emulator, which starts one
// Node process per function (docs/testing.md, "npm start"). Each run is a fresh process that loads
// what the emulator's runtime loads first (firebase-admin, firebase-functions), then the bundle
// (functions/package.json "main"), then reads one function's export, as the worker does on its
// first request. Prints the median processor and wall time of each step over the runs.
//
//   node scripts/bench-functions-load.mjs [--runs=10] [--dir=functions] [name ...]
//
// Names default to a few functions with different code (a callable reading Firestore, the CSV
// export, the session endpoint, the mail sender). Build the bundle first (npm run build:functions).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '10'));
const dir = path.resolve(option('dir', 'functions'));
const names = args.filter((arg) => !arg.startsWith('--'));
const targets =
  names.length > 0 ? names : ['getHotelUsersList', 'exportItems', 'session', 'sendQueuedMail'];

// One run, in the child: preload, bundle, then the export named by argv[2].
const child = `
const path = require('node:path');
const dir = process.env.BENCH_DIR;
const cpu = (since) => { const d = process.cpuUsage(since); return (d.user + d.system) / 1000; };
const step = (fn) => { const c = process.cpuUsage(); const w = performance.now(); fn(); return { cpu: cpu(c), wall: performance.now() - w }; };
const load = (name) => require(require.resolve(name, { paths: [dir] }));
const runtime = step(() => { load('firebase-admin'); load('firebase-functions'); });
let mod;
const bundle = step(() => { mod = require(path.join(dir, require(path.join(dir, 'package.json')).main)); });
const target = step(() => { if (typeof mod[process.argv[1]] !== 'function') throw new Error('no export ' + process.argv[1]); });
console.log(JSON.stringify({ runtime, bundle, target }));
`;

const env = {
  ...process.env,
  BENCH_DIR: dir,
  FUNCTIONS_EMULATOR: 'true',
  GCLOUD_PROJECT: 'demo-bench',
  FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-bench' }),
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(0).padStart(4)} ms`;

const bundleBytes = readFileSync(
  path.join(dir, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).main),
).length;
console.log(
  `functions bundle ${(bundleBytes / 1024).toFixed(0)} KB, ${runs} fresh processes per function, ` +
    `medians (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
);
console.log(
  'function                     firebase-* (cpu/wall)   bundle (cpu/wall)    its export (cpu)',
);
for (const target of targets) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const out = execFileSync(process.execPath, ['-e', child, target], { env, encoding: 'utf8' });
    samples.push(JSON.parse(out.trim().split('\n').pop()));
  }
  const of = (stepName, field) => median(samples.map((sample) => sample[stepName][field]));
  console.log(
    `${target.padEnd(28)} ${ms(of('runtime', 'cpu'))} / ${ms(of('runtime', 'wall'))}   ` +
      `${ms(of('bundle', 'cpu'))} / ${ms(of('bundle', 'wall'))}   ${ms(of('target', 'cpu'))}`,
  );
}
