#!/usr/bin/env node
// Why no tool does this: firebase-tools' emulators:exec needs Java, emulator binaries and a config
// that this machine's offline start prepares.
// Runs a command inside `firebase emulators:exec` (auth, firestore, functions, storage) with the
// demo project, after building the functions and preparing Java and the emulator binaries.
// Usage: node scripts/emulators-exec.mjs [--seed] [--mail] [--hosting=<folder>] "<command>"
// --mail starts the local mail catcher (scripts/mail-catcher.mjs) first and points the functions'
// SMTP sender at it; the command gets its inbox address in MAIL_CATCHER_URL.
import { spawn } from 'node:child_process';
import { firebaseEmulators, ROOT, setUpEmulators, storageRulesWarning } from './lib/emulators.mjs';

const args = process.argv.slice(2);
const seed = args.includes('--seed');
const mail = args.includes('--mail');
// --hosting=<folder>: the Hosting emulator also serves that folder by firebase.json's hosting rules
// (bench guest builds into it); its port is in HOSTING_EMULATOR_PORT.
const hostingPublic = args.find((arg) => arg.startsWith('--hosting='))?.slice('--hosting='.length);
const command = args
  .filter((arg) => arg !== '--seed' && arg !== '--mail' && !arg.startsWith('--hosting='))
  .join(' ');
if (!command) {
  console.error(
    'Usage: node scripts/emulators-exec.mjs [--seed] [--mail] [--hosting=<folder>] "<command>"',
  );
  process.exit(2);
}

try {
  const { env, ports, configFile, storageRulesEnforced } = await setUpEmulators({ hostingPublic });
  if (hostingPublic) env.HOSTING_EMULATOR_PORT = String(ports.hosting);
  if (mail) {
    const { catchMail } = await import('./mail-catcher.mjs');
    console.log(`[mail] Local inbox at ${(await catchMail(env)).webUrl}`);
  }
  const inner = seed ? `node scripts/seed.mjs && ${command}` : command;
  const [bin, binArgs] = firebaseEmulators('exec', configFile, inner);
  const child = spawn(bin, binArgs, { cwd: ROOT, env, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => {
    if (!storageRulesEnforced) storageRulesWarning();
    process.exit(code ?? (signal ? 1 : 0));
  });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
