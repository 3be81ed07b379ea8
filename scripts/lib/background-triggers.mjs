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
