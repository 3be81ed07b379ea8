// Why no tool does this: firebase-tools has the switch only as an Emulator Hub endpoint, with no
// wait for the dropped events.
// The functions emulator's switch for its Firestore triggers (the Emulator Hub's
// enable/disableBackgroundTriggers). While they are off, writes fire no trigger at all (the
// events are dropped, not queued); callables still answer. The events still arrive, though, and
// are dropped one by one: after tens of thousands of writes, minutes pass before a new write's
// trigger runs (docs/testing.md).
//
// For bulk writes that no trigger needs to see: the benchmarks' seeds (tens of thousands of
// items) and the emulator tests that write hundreds of items at once. Each write fires every
// trigger of its collection (figures, suggestions, ...), and the emulator runs them one after
// another: 650 found items kept it busy for over a minute, and the next test file's trigger waited
// behind them. Only for code that runs alone on the app's project: the emulator tier runs its app
// project files one at a time, and the browser tier after it.

/** Turns the emulator's background triggers on or off (run inside emulators-exec.mjs). */
export async function backgroundTriggers(on) {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run through emulators-exec.mjs');
  const action = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
}

/** Runs `work` with the triggers off, and turns them on again however it ends. */
export async function withoutTriggers(work) {
  await backgroundTriggers(false);
  try {
    return await work();
  } finally {
    await backgroundTriggers(true);
  }
}

/**
 * Waits until a new write's trigger runs again after bulk writes made with the triggers off: the
 * emulator still delivers (and drops) each of those writes' events, one after another, before it
 * runs a new one. Writes `data` (a lost report) to `probe` (an Admin SDK document of lost-items),
 * waits for onLostItemCreated to give it a reference, deletes it, and resolves to the time waited
 * in ms. `onWait(waitedMs)` is called before each further poll.
 */
export async function waitForTriggersAgain(probe, data, { timeoutMs, pollMs, onWait }) {
  const start = Date.now();
  await probe.set(data);
  while (!(await probe.get()).get('reference')) {
    const waited = Date.now() - start;
    if (waited > timeoutMs) {
      throw new Error(
        `No trigger ran within ${Math.round(timeoutMs / 1000)} s of the bulk writes (the functions emulator)`,
      );
    }
    onWait?.(waited);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  await probe.delete();
  return Date.now() - start;
}
