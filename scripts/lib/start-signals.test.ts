import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emulatorPorts } from './emulator-ports.mjs';
import { alive, portsInUse, send, waitUntil } from './processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

// Ports of its own: npm test's offset plus 5 (no two default ports are 5 apart, so none of them
// meets a port of the tiers beside it, or of another run at an offset that is a multiple of 10),
// and an app port of its own (the tiers' app server is 5174 plus their offset).
const BASE = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
const OFFSET = BASE + 5;
const APP_PORT = 5175 + BASE;
const EMULATORS = emulatorPorts(OFFSET);
/** Every port `npm start` takes (the Hosting emulator is not started; the mail catcher's ports: scripts/mail-catcher.mjs). */
const PORTS: Record<string, number> = Object.fromEntries(
  Object.entries({ ...EMULATORS, mailSmtp: 1025 + OFFSET, mailWeb: 1080 + OFFSET }).filter(
    ([name]) => name !== 'hosting',
  ),
);

const START_MS = 10 * 60_000;
const STOP_MS = 60_000;

interface Run {
  npm: ChildProcess;
  output: string[];
}
let run: Run | undefined;

/**
 * `npm run <script>` in a process group of its own (npm, the shell it runs the script in, and
 * start.mjs: what a terminal's Ctrl-C or closing reaches), resolved once start.mjs says it is
 * ready (its last line, after the check).
 */
async function startNpm(script: 'start' | 'emulators'): Promise<Run> {
  const npm = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      EMULATOR_PORT_OFFSET: String(OFFSET),
      APP_PORT: String(APP_PORT),
      FORCE_COLOR: '0',
    },
  });
  run = { npm, output: [] };
  const output = run.output;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready in ${START_MS / 1000} s`)),
      START_MS,
    );
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (/^\[start\] .*Press Ctrl-C to stop\.$/m.test(output.join(''))) {
        clearTimeout(timer);
        resolve();
      }
    };
    npm.stdout?.on('data', read);
    npm.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    npm.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm run ${script} ended before ready (exit ${code})`));
    });
  });
  return run;
}

/** The processes of this machine whose command line names one of `marks` (Linux: /proc). */
function processesNaming(marks: string[]): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (marks.some((mark) => command.includes(mark))) found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

afterEach(async () => {
  // A failed stop must not leave this test's processes holding its ports for the next run: its
  // npm's group, then what carries this run's own config, build folder or Firestore port.
  if (!run) return;
  const { npm } = run;
  run = undefined;
  if (npm.pid && alive(-npm.pid)) send(-npm.pid, 'SIGKILL');
  const left = processesNaming([
    `firebase.emulators-${OFFSET}.json`,
    `start-dist-${APP_PORT}`,
    `--port ${EMULATORS.firestore} `,
  ]);
  for (const pid of left) send(pid, 'SIGKILL');
  await waitUntil(() => left.every((pid) => !alive(pid)), 10_000);
});

/**
 * `npm start` stops everything it started, and frees every port it took, however it is stopped:
 * SIGTERM to npm alone (as a process manager or `kill` sends it: npm passes it on to nothing, and
 * the start script ends with the process that launched it), SIGHUP to the terminal's process
 * group (a closed terminal), SIGINT to it (Ctrl-C). One start per signal; the full start (the app
 * built and served, the functions warmed) for SIGTERM, `npm run emulators` (the same script with
 * --emulators-only: emulators, seed and mail inbox) for the others, to keep npm test's time.
 * scripts/test-all.mjs runs this file beside the emulator and browser tiers.
 */
describe('npm start stops on every signal and frees its ports', () => {
  const cases = [
    { signal: 'SIGTERM', script: 'start', to: 'npm' },
    { signal: 'SIGHUP', script: 'emulators', to: 'group' },
    { signal: 'SIGINT', script: 'emulators', to: 'group' },
  ] as const;
  for (const { signal, script, to } of cases) {
    it(
      `${signal} to ${to === 'npm' ? 'npm alone' : "the terminal's process group"} (npm run ${script})`,
      async () => {
        const ports = script === 'start' ? { ...PORTS, app: APP_PORT } : PORTS;
        expect(await portsInUse(ports), 'ports in use before the start').toEqual([]);
        const { npm, output } = await startNpm(script);
        const pid = npm.pid ?? 0;
        // Every one is taken once ready, so that "free" below means freed.
        expect((await portsInUse(ports)).map(([name]) => name).sort()).toEqual(
          Object.keys(ports).sort(),
        );
        send(to === 'npm' ? pid : -pid, signal);
        const ended = await waitUntil(() => !alive(-pid), STOP_MS, 200);
        expect(ended, `npm run ${script} still running:\n${output.join('').slice(-2_000)}`).toBe(
          true,
        );
        expect(await portsInUse(ports)).toEqual([]);
      },
      START_MS + STOP_MS + 30_000,
    );
  }
});
