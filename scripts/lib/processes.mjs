// Why no tool does this: npm passes no SIGTERM or SIGHUP to its script; every port npm start took
// must be freed anyway.
// Stopping what `npm start` started (scripts/start.mjs), and knowing when to: process groups,
// single processes, the ports left behind, and the processes that launched it. Node's built-ins
// only (start.mjs runs before the installs).
import { readFileSync } from 'node:fs';
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to a process (a group when `target` is negative); false when none is left. */
export function send(target, signal) {
  try {
    process.kill(target, signal);
    return true;
  } catch {
    return false;
  }
}

/** Whether a process (or, for a negative `target`, a process group) is still there. */
export function alive(target) {
  try {
    process.kill(target, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/** Resolves true once `done()` holds, false when `ms` pass first. */
export async function waitUntil(done, ms, every = 100) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await sleep(every);
  }
  return true;
}

/**
 * Stops a process group: `signal` to every process in it; after `graceMs`, `again` (when given)
 * to the leader alone, and `againMs` later SIGKILL to every process still there. Resolves true
 * once none is left.
 */
export async function stopGroup(
  pgid,
  { signal = 'SIGINT', graceMs = 10_000, again, againMs = 3_000 } = {},
) {
  if (!send(-pgid, signal)) return true;
  if (await waitUntil(() => !alive(-pgid), graceMs)) return true;
  if (again && send(pgid, again) && (await waitUntil(() => !alive(-pgid), againMs))) return true;
  send(-pgid, 'SIGKILL');
  return waitUntil(() => !alive(-pgid), 5_000);
}

/** Stops one process: SIGTERM, then SIGKILL after `graceMs`. Resolves true once it has gone. */
export async function stopProcess(pid, graceMs = 5_000) {
  if (!send(pid, 'SIGTERM')) return true;
  if (await waitUntil(() => !alive(pid), graceMs)) return true;
  send(pid, 'SIGKILL');
  return waitUntil(() => !alive(pid), 5_000);
}

/** The parent of process `pid`, read from /proc (Linux); null where it cannot be read. */
export function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and brackets.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onGone` once the process that launched this one has ended: its parent, or that parent's
 * parent. `npm start` runs the script in `sh -c`, and neither npm nor the shell passes a SIGTERM
 * or SIGHUP sent to npm alone (as a process manager sends it) on to the script: npm or the shell
 * ends and the script would run on, holding every port. Checked every `everyMs`.
 */
export function watchLaunchers(onGone, everyMs = 500) {
  const parent = process.ppid;
  const grandparent = parentOf(parent);
  const watched = [parent, grandparent].filter((pid) => pid && pid > 1);
  const timer = setInterval(() => {
    if (process.ppid !== parent || watched.some((pid) => !alive(pid))) {
      clearInterval(timer);
      onGone();
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether something accepts connections on `port` at `host`. */
function accepts(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether a server listens on `port` of this machine (IPv4 or IPv6 loopback). */
export async function portInUse(port) {
  return (await accepts(port, '127.0.0.1')) || (await accepts(port, '::1'));
}

/** The entries of `ports` ({ name: port }) that some server still listens on. */
export async function portsInUse(ports) {
  const held = await Promise.all(
    Object.entries(ports).map(async ([name, port]) => ((await portInUse(port)) ? name : null)),
  );
  return Object.entries(ports).filter(([name]) => held.includes(name));
}
