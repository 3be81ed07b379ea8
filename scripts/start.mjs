#!/usr/bin/env node
// Why no tool does this: firebase-tools starts emulators, Vite serves a build; a trial needs both,
// seeded, warmed and stopped together.
// `npm start`: the product as a hotel gets it, on this machine. From a fresh clone it installs what
// is missing, builds the functions, starts the Emulator Suite and the local mail inbox, seeds the
// emulators when empty, builds the app as a deployment does (prerendered guest pages; reused while
// no source has changed), serves the build by firebase.json's Hosting rules (`vite preview` with
// scripts/lib/hosting-preview.mjs) on http://localhost:5173 (APP_PORT), and calls every HTTP
// function once, so that no one waits for a function's cold start (scripts/lib/warm-functions.mjs).
// Then it prints how long it took to be ready, and times a first page and a first call.
// `--emulators-only` (`npm run emulators`): the emulators, the seed and the inbox, no app (for
// `npm run dev`, the hot-reloading development server) and no warm-up.
//
// Ctrl-C, SIGTERM and SIGHUP stop every process it started and free every port; so does the end
// of the process that launched it (npm passes no SIGTERM or SIGHUP on to this script:
// scripts/lib/processes.mjs, watchLaunchers). scripts/lib/start-signals.test.ts checks each.
//
// Until the installs are done this file may import only Node's built-ins and the project's own
// files that do the same: a package imported statically is resolved before the first line runs,
// so a fresh clone would fail before installing anything (scripts/lib/fresh-clone-imports.test.ts).
// The mail catcher (mailparser, smtp-server) is loaded with import() after the installs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { APP_SOURCES, buildIsCurrent, stampBuild, viteSettings } from './lib/app-build.mjs';
import {
  firebaseEmulators,
  PROJECT_ID,
  ROOT,
  setUpEmulators,
  storageRulesWarning,
} from './lib/emulators.mjs';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_STATUS_REPORT,
  describeAccount,
} from './lib/demo-accounts.mjs';
import {
  alive,
  portsInUse,
  sleep,
  stopGroup,
  stopProcess,
  watchLaunchers,
} from './lib/processes.mjs';
import {
  callUnused,
  listHttpFunctions,
  timeFirstPage,
  timeSignedInCall,
  warmFunctions,
} from './lib/warm-functions.mjs';

/** When this process started (ms since the epoch): "ready in" counts from here. */
const STARTED = performance.timeOrigin;
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 0)} s`;
const since = (from) => Date.now() - from;

const APP_PORT = Number(process.env.APP_PORT ?? 5173);
if (!Number.isInteger(APP_PORT) || APP_PORT <= 0) {
  console.error(`[start] APP_PORT=${process.env.APP_PORT} is not a port.`);
  process.exit(2);
}
const APP_URL = `http://localhost:${APP_PORT}`;
const APP_DIST = path.join(ROOT, '.cache', `start-dist-${APP_PORT}`);
const emulatorsOnly = process.argv.includes('--emulators-only');

/** Every process started here, each the leader of its own process group: { name, child }. */
const children = [];
/** Processes the emulators started in process groups of their own (the Firestore emulator's JVM). */
const emulatorPids = new Set();
/** The ports the processes started here listen on, checked once they have stopped: { name: port }. */
const childPorts = {};
const EMULATORS = 'the emulators';
let stopping = false;

// A terminal that closed (SIGHUP) takes stdout with it: a failed write must not end this process
// before it has stopped the others.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function installIfMissing() {
  if (!existsSync(path.join(ROOT, 'node_modules', '.bin', 'vite'))) {
    console.log('[start] Installing the app dependencies (npm ci)...');
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
  if (!existsSync(path.join(ROOT, 'functions', 'node_modules', 'firebase-functions'))) {
    console.log('[start] Installing the functions dependencies...');
    run('npm', ['--prefix', 'functions', 'ci', '--no-audit', '--no-fund']);
  }
}

/**
 * Starts a process in a process group of its own (detached), so that stopping it stops its
 * children too. A service (`step: false`) runs until stopped: its end stops everything. A step
 * resolves with its exit code.
 */
function launch(name, command, args, env, { step = false, onOutput } = {}) {
  if (stopping) throw new Error('stopping');
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: ['inherit', onOutput ? 'pipe' : 'inherit', 'inherit'],
    detached: true,
  });
  // Its output passes through this process, read on the way (`onOutput`).
  child.stdout?.on('data', (chunk) => {
    process.stdout.write(chunk);
    onOutput?.(chunk.toString());
  });
  const entry = { name, child };
  children.push(entry);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      resolve(code ?? 1);
      if (step || stopping) return;
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      void stopAll(code || 1);
    });
    child.on('error', (error) => {
      resolve(1);
      if (stopping) return;
      console.error(`[start] ${name} could not start: ${error.message}; stopping everything.`);
      void stopAll(1);
    });
  });
  return { child, exited };
}

async function stopAll(exitCode = 0, reason = '') {
  if (stopping) return;
  stopping = true;
  console.log(
    `\n[start] ${reason || 'Stopping'}: stopping the app, the emulators and the inbox...`,
  );
  await Promise.all(
    children.map(({ name, child }) =>
      name === EMULATORS
        ? // SIGINT: the emulators' CLI shuts its emulators down, but first runs every function
          // still queued (the seed's triggers, on a busy machine): after 5 s a second SIGINT
          // makes it stop at once, leaving its emulators to the lines below.
          stopGroup(child.pid, { graceMs: 5_000, again: 'SIGINT' })
        : stopGroup(child.pid),
    ),
  );
  // A JVM that the CLI started in a process group of its own and did not stop keeps its ports.
  await Promise.all([...emulatorPids].filter((pid) => alive(pid)).map((pid) => stopProcess(pid)));
  const held = await portsInUse(childPorts);
  if (held.length > 0) {
    console.error(
      `[start] Still in use after stopping: ${held.map(([name, port]) => `${name} ${port}`).join(', ')}.`,
    );
  }
  // The mail inbox runs in this process: its ports close with it.
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void stopAll(0, `Received ${signal}`));
}
watchLaunchers(() => void stopAll(0, 'The process that started npm start has ended'));

/**
 * Resolves once the emulators' CLI says they are all ready (its functions emulator joins the hub
 * before it has loaded the functions); notes the processes they run in groups of their own.
 */
async function waitForEmulators(ready, hubPort, timeoutMs = 180_000) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error('The emulators did not start within 3 minutes (see the output above).')),
      timeoutMs,
    );
  });
  try {
    await Promise.race([ready, late]);
  } finally {
    clearTimeout(timer);
  }
  const running = await (await fetch(`http://127.0.0.1:${hubPort}/emulators`)).json();
  for (const info of Object.values(running)) if (info.pid) emulatorPids.add(info.pid);
}

/** Builds the app into APP_DIST unless the build there is current. Resolves to what it did. */
async function buildApp(env) {
  const stamp = `${APP_DIST}.stamp`;
  const settings = viteSettings(env);
  if (buildIsCurrent(ROOT, stamp, APP_SOURCES, settings) && existsSync(APP_DIST)) {
    return { reused: true, ms: 0 };
  }
  const from = Date.now();
  mkdirSync(path.dirname(APP_DIST), { recursive: true });
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  const args = ['build', '--outDir', APP_DIST, '--emptyOutDir', '--sourcemap', 'false'];
  const { exited } = launch('the app build', vite, [...args, '--logLevel', 'warn'], env, {
    step: true,
  });
  if ((await exited) !== 0) throw new Error('Building the app failed (see the output above).');
  stampBuild(stamp, settings, from);
  return { reused: false, ms: since(from) };
}

async function seed(env) {
  const { exited } = launch(
    'the seed',
    'node',
    ['scripts/seed.mjs'],
    { ...env, GCLOUD_PROJECT: PROJECT_ID },
    { step: true },
  );
  if ((await exited) !== 0) throw new Error('Seeding the emulators failed.');
}

/** Calls every HTTP function once (their workers start); resolves to { count, ms }. */
async function warm(ports) {
  const from = Date.now();
  let functions;
  try {
    functions = await listHttpFunctions(ports.functions);
  } catch (error) {
    console.warn(`[start] Could not list the functions to warm them: ${error.message}`);
    return { functions: [], ms: 0 };
  }
  const failed = await warmFunctions(ports.functions, PROJECT_ID, functions);
  if (failed.length > 0)
    console.warn(`[start] These functions did not start: ${failed.join(', ')}`);
  return { functions, ms: since(from) };
}

/** Serves the build by firebase.json's Hosting rules; resolves (to `build`) once it answers. */
async function serveApp(build, env) {
  childPorts.app = APP_PORT;
  launch(
    'the app server',
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['preview', '--outDir', APP_DIST, '--port', String(APP_PORT), '--strictPort'],
    env,
  );
  await waitForApp();
  return build;
}

async function waitForApp(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(APP_URL, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`The app server did not answer at ${APP_URL} within a minute.`);
}

/**
 * The start's own check, after ready: the first page as a browser fetches it, and the first call
 * of each callable (the request the warm-up made, answered by the function's worker), and one
 * signed-in call that reads Firestore as the app's calls do.
 */
async function check(ports, functions) {
  try {
    const page = await timeFirstPage(`${APP_URL}/`);
    console.log(
      `[start] Check: first page (/ and the ${page.files} files it names) ${seconds(page.ms)} (target 1 s).`,
    );
  } catch (error) {
    console.warn(`[start] Check: the first page failed: ${error.message}`);
  }
  const callables = functions.filter((fn) => fn.callable);
  if (callables.length === 0) return;
  const calls = [];
  for (const fn of callables)
    calls.push({ ...fn, ...(await callUnused(ports.functions, PROJECT_ID, fn)) });
  const slowest = calls.reduce((a, b) => (b.ms > a.ms ? b : a));
  const fastest = calls.reduce((a, b) => (b.ms < a.ms ? b : a));
  const failed = calls.filter((call) => call.status === 0 || call.status >= 500);
  console.log(
    `[start] Check: first call of each of the ${calls.length} callables ${seconds(fastest.ms)}–${seconds(slowest.ms)} (slowest ${slowest.name}; target 2 s)` +
      (failed.length ? `; failed: ${failed.map((call) => call.name).join(', ')}` : '.'),
  );
  const admin = DEMO_ACCOUNTS.find((account) => account.email === 'admin@sakura-tokyo.example');
  if (!admin) return;
  const real = await timeSignedInCall(
    ports,
    PROJECT_ID,
    { email: admin.email, password: DEMO_PASSWORD },
    'getHotelUsersList',
    { targetHotelId: 'sakura-tokyo' },
  );
  console.log(
    real.error
      ? `[start] Check: a signed-in call failed: ${real.error}`
      : `[start] Check: a signed-in first call reading Firestore (getHotelUsersList as ${admin.email}) ${seconds(real.ms)}.`,
  );
}

try {
  installIfMissing();
  const { env, ports, configFile, storageRulesEnforced } = await setUpEmulators();
  for (const name of [
    'auth',
    'firestore',
    'firestoreWebsocket',
    'functions',
    'storage',
    'hub',
    'logging',
    'eventarc',
    'tasks',
  ])
    childPorts[name] = ports[name];
  // Every mail the functions send goes to the local inbox.
  const { catchMail } = await import('./mail-catcher.mjs');
  ports.mailWeb = (await catchMail(env)).webUrl;
  let emulatorsReady;
  const allReady = new Promise((resolve) => (emulatorsReady = resolve));
  let seen = '';
  launch(EMULATORS, ...firebaseEmulators('start', configFile), env, {
    onOutput: (text) => {
      seen = `${seen.slice(-200)}${text}`;
      if (seen.includes('All emulators ready')) emulatorsReady();
    },
  });
  // The app is built while the emulators start (it needs only their ports), and served as soon as
  // it is built.
  const served = emulatorsOnly ? null : buildApp(env).then((build) => serveApp(build, env));
  // A failed build stops the start at once, not after the seed.
  served?.catch((error) => {
    if (stopping) return;
    console.error(`\n[start] ${error instanceof Error ? error.message : String(error)}\n`);
    void stopAll(1);
  });
  await waitForEmulators(allReady, ports.hub);
  const emulatorsUp = since(STARTED);
  // The warm-up first, then the seed: the seed's writes start the trigger functions' workers,
  // which beside the warm-up took the same two cores (docs/testing.md, "npm start").
  const warmed = emulatorsOnly ? { functions: [], ms: 0 } : await warm(ports);
  const seedFrom = Date.now();
  await seed(env);
  const seedMs = since(seedFrom);
  if (emulatorsOnly) {
    console.log(
      `[start] Emulators running (no app server) after ${seconds(since(STARTED))}; mail inbox at ${ports.mailWeb}. Press Ctrl-C to stop.`,
    );
  } else {
    const build = await served;
    const ready = since(STARTED);
    printBanner(ports);
    console.log(
      `[start] Ready in ${seconds(ready)}: emulators up at ${seconds(emulatorsUp)}, ` +
        `${warmed.functions.length} functions warmed in ${seconds(warmed.ms)}, then the seed in ${seconds(seedMs)}, ` +
        (build.reused
          ? `app build reused (${path.relative(ROOT, APP_DIST)}, no source changed).`
          : `app built in ${seconds(build.ms)} beside them.`),
    );
    await check(ports, warmed.functions);
    console.log(`[start] Open ${APP_URL}. Press Ctrl-C to stop.`);
  }
  if (!storageRulesEnforced) storageRulesWarning();
} catch (error) {
  if (!stopping) {
    console.error(`\n[start] ${error instanceof Error ? error.message : String(error)}\n`);
    await stopAll(1);
  }
}

function printBanner(ports) {
  console.log(`
==============================================================
  Lost & Found is running at ${APP_URL}
  (the production build; \`npm run dev\` is the hot-reloading server)
  Emulators: auth ${ports.auth}, firestore ${ports.firestore}, functions ${ports.functions}, storage ${ports.storage}
  Mail inbox (every mail the app sends): ${ports.mailWeb}
  Demo accounts (email, password, role, hotels):
${DEMO_ACCOUNTS.map((account) => `    ${describeAccount(account)}`).join('\n')}
  Guests need no account: open ${APP_URL} and choose a hotel.
  A guest's report to check at ${APP_URL}/status: reference ${DEMO_STATUS_REPORT.reference}, email ${DEMO_STATUS_REPORT.email}
  Press Ctrl-C to stop everything.
==============================================================
`);
}
