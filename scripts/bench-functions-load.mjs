// Why no tool does this: firebase-tools reports no cost per worker; this loads what its worker
// loads and times it.
// What loading the functions bundle costs each worker of the functions emulator, which starts one
// Node process per function (docs/testing.md, "npm start"). Each run is a fresh process that loads
// what the emulator's runtime loads first (firebase-admin, firebase-functions), then the bundle
// (functions/package.json "main"), then reads one function's export, as the worker does on its
// first request. Prints the median processor and wall time of each step over the runs. Then the
// same with the emulator's own worker (firebase-tools' functionsEmulatorRuntime.js, started as the
// functions emulator starts it, on a socket of its own): processor time until it answers its
// health check, and after the warm-up request of `npm start` (a POST of `{}`, which a callable
// answers 400 and /api/session 401; scripts/lib/warm-functions.mjs).
//
//   node scripts/bench-functions-load.mjs [--runs=10] [--dir=functions] [name ...]
//
// Names (HTTP functions) default to a few with different code: a callable reading Firestore, the
// CSV export, the session endpoint, a guest callable that mails. Build the bundle first (npm run
// build:functions).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { machine, median } from './lib/bench.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(option('runs', '10'));
const dir = path.resolve(option('dir', 'functions'));
const names = args.filter((arg) => !arg.startsWith('--'));
const targets =
  names.length > 0 ? names : ['getHotelUsersList', 'exportItems', 'session', 'postGuestMessage'];

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
const ms = (value) => `${value.toFixed(0).padStart(4)} ms`;

const bundleBytes = readFileSync(
  path.join(dir, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).main),
).length;
console.log(
  `functions bundle ${(bundleBytes / 1024).toFixed(0)} KB, ${runs} fresh processes per function, ` +
    `medians (${machine()})`,
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

// The emulator's worker, as firebase-tools' functionsEmulator.js starts it (startNode).
const RUNTIME = path.join(
  path.dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
  'lib/emulator/functionsEmulatorRuntime.js',
);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** Processor time (ms) a process has used, from /proc. */
function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** One request on the worker's socket; resolves to its status (0 when it could not connect). */
function ask(socketPath, requestPath, method, body) {
  return new Promise((resolve) => {
    const request = http.request(
      { socketPath, path: requestPath, method, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.setTimeout(30_000, () => request.destroy());
    request.end(body);
  });
}

async function workerRun(target) {
  const socketPath = path.join(os.tmpdir(), `bench-functions-${process.pid}.sock`);
  rmSync(socketPath, { force: true });
  const since = performance.now();
  const child = spawn(process.execPath, [RUNTIME], {
    cwd: dir,
    env: {
      ...env,
      METADATA_SERVER_DETECTION: 'none',
      TZ: 'UTC',
      FIREBASE_DEBUG_MODE: 'true',
      FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
      FUNCTION_TARGET: target,
      FUNCTION_SIGNATURE_TYPE: 'http',
      K_SERVICE: target,
      PORT: socketPath,
    },
    stdio: ['pipe', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    while ((await ask(socketPath, '/__/health', 'GET')) === 0) {
      if (child.exitCode !== null) throw new Error(`the worker for ${target} ended:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ready = { cpu: processCpuMs(child.pid), wall: performance.now() - since };
    const status = await ask(socketPath, '/', 'POST', '{}');
    if (status === 0 || status >= 500)
      throw new Error(`the worker for ${target} answered ${status}:\n${output}`);
    return { ready, answered: { cpu: processCpuMs(child.pid), wall: performance.now() - since } };
  } finally {
    child.kill();
    rmSync(socketPath, { force: true });
  }
}

console.log(
  `\nThe emulator's worker (firebase-tools' runtime), ${runs} per function, medians (${machine()})`,
);
console.log('function                     ready (cpu/wall)        warm-up answered (cpu/wall)');
for (const target of targets) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await workerRun(target));
  const of = (stepName, field) => median(samples.map((sample) => sample[stepName][field]));
  console.log(
    `${target.padEnd(28)} ${ms(of('ready', 'cpu'))} / ${ms(of('ready', 'wall'))}      ` +
      `${ms(of('answered', 'cpu'))} / ${ms(of('answered', 'wall'))}`,
  );
}
