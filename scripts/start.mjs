#!/usr/bin/env node
// `npm start`: from a fresh clone, install what is missing, build the functions, start the
// Emulator Suite, seed it when empty and serve the app on http://localhost:5173.
// Ctrl-C stops every process it started.
// Until the installs are done this file may import only Node's built-ins and the project's own
// files that do the same: a package imported statically is resolved before the first line runs,
// so a fresh clone would fail before installing anything (scripts/lib/fresh-clone-imports.test.ts).
// The mail catcher (mailparser, smtp-server) is loaded with import() after the installs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  firebaseEmulators,
  PROJECT_ID,
  ROOT,
  setUpEmulators,
  storageRulesWarning,
} from './lib/emulators.mjs';
import { DEMO_ACCOUNTS, DEMO_STATUS_REPORT, describeAccount } from './lib/demo-accounts.mjs';

const APP_URL = 'http://localhost:5173';
const emulatorsOnly = process.argv.includes('--emulators-only');
const children = [];
let stopping = false;

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

function start(name, command, args, env) {
  // detached: each child leads its own process group, so stopping it stops its children too.
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', detached: true });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (exit ${code}); stopping everything.`);
      void stopAll(code || 1);
    }
  });
  children.push({ name, child });
  return child;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n[start] Stopping the app and the emulators...');
  const exits = children.map(
    ({ child }) =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        signalGroup(child, 'SIGINT');
        setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000).unref();
      }),
  );
  await Promise.all(exits);
  process.exit(exitCode);
}

async function waitForEmulators(hubPort, timeoutMs = 120_000) {
  const wanted = ['auth', 'firestore', 'functions', 'storage'];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${hubPort}/emulators`);
      if (response.ok) {
        const running = Object.keys(await response.json());
        if (wanted.every((name) => running.includes(name))) return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The emulators did not start within 2 minutes (see the output above).');
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  installIfMissing();
  const { env, ports, configFile, storageRulesEnforced } = await setUpEmulators();
  // Every mail the functions send goes to the local inbox.
  const { catchMail } = await import('./mail-catcher.mjs');
  ports.mailWeb = (await catchMail(env)).webUrl;
  start('emulators', ...firebaseEmulators('start', configFile), env);
  await waitForEmulators(ports.hub);
  const seeded = spawnSync('node', ['scripts/seed.mjs'], {
    cwd: ROOT,
    env: { ...env, GCLOUD_PROJECT: PROJECT_ID },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('Seeding the emulators failed.');
  if (emulatorsOnly) {
    console.log(
      `[start] Emulators running (no app server); mail inbox at ${ports.mailWeb}. Press Ctrl-C to stop.`,
    );
  } else {
    start(
      'vite',
      path.join(ROOT, 'node_modules', '.bin', 'vite'),
      ['--port', '5173', '--strictPort'],
      env,
    );
    printBanner(ports);
  }
  if (!storageRulesEnforced) storageRulesWarning();
} catch (error) {
  console.error(`\n[start] ${error instanceof Error ? error.message : String(error)}\n`);
  await stopAll(1);
}

function printBanner(ports) {
  console.log(`
==============================================================
  Lost & Found is running at ${APP_URL}
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
