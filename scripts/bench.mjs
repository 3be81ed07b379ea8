#!/usr/bin/env node
// Why no tool does this: each benchmark needs its own emulators, seed or served build around it;
// `npm run bench <name>` is the one entry that knows which.
// Usage: npm run bench <name> [-- benchmark arguments]; without a name it lists the benchmarks.
// Every benchmark prints its figures through scripts/lib/bench.mjs (docs/performance.md).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INTAKE_TESTS =
  'tests/e2e/intake-keyboard.test.ts tests/e2e/photo-bytes.test.ts tests/e2e/intake-offline.test.ts';

/** Each benchmark: what it measures, and the command (run inside the emulators unless `alone`). */
export const BENCHMARKS = {
  dashboard: {
    about: 'the dashboard at 20,000 + 20,000 items in Chromium (`--found N --lost N`)',
    command: 'node scripts/bench-dashboard.mjs',
  },
  guest: {
    about: 'the guest pages as a phone opens them (Lighthouse, Hosting emulator)',
    exec: ['--seed', '--hosting=.cache/bench-guest-dist'],
    command: 'node scripts/bench-guest.mjs',
  },
  matching: {
    about: 'the ranking of potential matches on the fixtures (no emulators)',
    alone: true,
    command: 'node scripts/bench-matching.mjs',
  },
  suggestions: {
    about: 'suggested matches at 20,000 + 20,000 items: reads and time to stored',
    command: 'node scripts/bench-suggestions.mjs',
  },
  export: {
    about: 'exportItems over 50,000 items under a 256 MiB heap (`--rows N`)',
    command: 'node scripts/bench-export.mjs',
  },
  intake: {
    about: 'registering a found item in Chromium: keyboard, photo, online and offline',
    exec: ['--seed'],
    command: `npx playwright test ${INTAKE_TESTS} -g bench:intake --retries=0`,
  },
  soak: {
    about: '50 items with photos registered offline across reloads and a restart',
    exec: ['--seed'],
    command: 'BENCH_SOAK=1 npx playwright test tests/e2e/offline-soak.test.ts --retries=0',
  },
  'functions-load': {
    about: 'what each functions emulator worker costs to start (`--runs=N`)',
    alone: true,
    command: 'node scripts/bench-functions-load.mjs',
  },
};

/** The command line that runs benchmark `name` with `extra` arguments. */
export function benchCommand(name, extra = []) {
  const bench = BENCHMARKS[name];
  if (!bench) return null;
  const command = [bench.command, ...extra].join(' ');
  if (bench.alone) return command;
  return `node scripts/emulators-exec.mjs ${(bench.exec ?? []).join(' ')} ${JSON.stringify(command)}`
    .replace(/\s+/g, ' ')
    .trim();
}

function list() {
  console.log('Usage: npm run bench <name> [-- arguments]\n');
  for (const [name, bench] of Object.entries(BENCHMARKS))
    console.log(`  ${name.padEnd(15)} ${bench.about}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, ...extra] = process.argv.slice(2);
  const command = name ? benchCommand(name, extra) : null;
  if (!command) {
    if (name) console.error(`No benchmark named "${name}".\n`);
    list();
    process.exit(name ? 2 : 0);
  }
  const child = spawn(command, { cwd: ROOT, shell: true, stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
