#!/usr/bin/env node
// Runs a command inside `firebase emulators:exec` (auth, firestore, functions, storage) with the
// demo project, after building the functions and preparing Java and the emulator binaries.
// Usage: node scripts/emulators-exec.mjs [--seed] "<command>"
import { spawn } from 'node:child_process';
import {
  buildFunctions,
  firebaseBin,
  prepareEmulators,
  PROJECT_ID,
  ROOT,
  storageRulesWarning,
} from './lib/emulators.mjs';

const args = process.argv.slice(2);
const seed = args.includes('--seed');
const command = args.filter((arg) => arg !== '--seed').join(' ');
if (!command) {
  console.error('Usage: node scripts/emulators-exec.mjs [--seed] "<command>"');
  process.exit(2);
}

try {
  buildFunctions();
  const { env, configFile, storageRulesEnforced } = await prepareEmulators();
  if (!storageRulesEnforced) storageRulesWarning();
  const inner = seed ? `node scripts/seed.mjs && ${command}` : command;
  const child = spawn(
    firebaseBin(),
    [
      'emulators:exec',
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
      '--only',
      'auth,firestore,functions,storage',
      inner,
    ],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
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
