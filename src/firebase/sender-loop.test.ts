// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDIT_SENDER_LOCK } from './sender-lock';
import { createSender, FIRST_RETRY_MS, LAST_RETRY_MS, type Backoff } from './sender-loop';

// Both outboxes' senders (docs/offline.md) run on this loop: what waits is sent once per run, a
// change added during a run is picked up by one more pass, a network failure is tried again
// later and later, and the network coming back or the tab shown again sends at once. Fake
// timers: what is asserted is which passes ran, never how long anything took.

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets the promise callbacks queued so far run. */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** A pass that fails with the network each time, recording the passes. */
function failingPass() {
  let passes = 0;
  const pass = async ({ retryLater }: Backoff) => {
    passes += 1;
    await Promise.resolve();
    retryLater();
  };
  return { pass, passes: () => passes };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('createSender', () => {
  it('runs one pass at a time: a call during a run gets one more pass, not a second run', async () => {
    const log: string[] = [];
    const first = deferred();
    let passes = 0;
    const sender = createSender(async () => {
      passes += 1;
      const pass = passes;
      log.push(`pass ${pass} starts`);
      if (pass === 1) await first.promise;
      log.push(`pass ${pass} ends`);
    });
    const a = sender.send();
    const b = sender.send();
    const c = sender.send();
    await settle();
    expect(log).toEqual(['pass 1 starts']);
    first.resolve();
    await Promise.all([a, b, c]);
    expect(log).toEqual(['pass 1 starts', 'pass 1 ends', 'pass 2 starts', 'pass 2 ends']);
    await sender.send();
    expect(passes).toBe(3);
  });

  it('after a network failure sends again, waiting twice as long each time up to five minutes', async () => {
    const { pass, passes } = failingPass();
    const sender = createSender(pass);
    await sender.send();
    expect(passes()).toBe(1);
    const waits = [2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000];
    expect([waits[0], waits.at(-1)]).toEqual([FIRST_RETRY_MS, LAST_RETRY_MS]);
    for (const wait of waits) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      const before = passes();
      await vi.advanceTimersByTimeAsync(1);
      expect(passes()).toBe(before + 1);
    }
  });

  it('keeps one retry timer however many failures ask for one', async () => {
    let passes = 0;
    const sender = createSender(async ({ retryLater }) => {
      passes += 1;
      await Promise.resolve();
      retryLater();
      retryLater();
    });
    await sender.send();
    await sender.send();
    expect(passes).toBe(2);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(passes).toBe(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('waits the first delay again once something went through', async () => {
    let passes = 0;
    let succeed = false;
    const sender = createSender(async ({ retryLater, sent }) => {
      passes += 1;
      await Promise.resolve();
      if (succeed) sent();
      retryLater();
    });
    await sender.send();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(passes).toBe(2);
    // The next wait would be 4 s; this pass gets something through first.
    succeed = true;
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS);
    expect(passes).toBe(3);
    succeed = false;
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(passes).toBe(4);
  });

  it('holds the Web Lock it is given for the whole run', async () => {
    const log: string[] = [];
    const request = vi.fn(async (name: string, callback: () => Promise<void>) => {
      log.push(`lock ${name}`);
      await callback();
      log.push(`unlock ${name}`);
    });
    const locks = { request } as unknown as LockManager;
    const sender = createSender(
      async () => {
        log.push('pass');
        await Promise.resolve();
      },
      { lock: EDIT_SENDER_LOCK, locks },
    );
    await sender.send();
    expect(log).toEqual([`lock ${EDIT_SENDER_LOCK}`, 'pass', `unlock ${EDIT_SENDER_LOCK}`]);
  });

  it('runs without a lock when given none', async () => {
    const request = vi.fn();
    vi.stubGlobal('navigator', { onLine: true, locks: { request } });
    try {
      let ran = false;
      await createSender(async () => {
        ran = true;
        await Promise.resolve();
      }).send();
      expect(ran).toBe(true);
      expect(request).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives a failed run to onError, or to the callers without it, and runs again next time', async () => {
    const failure = new Error('IndexedDB refused');
    let fail = true;
    const pass = async () => {
      await Promise.resolve();
      if (fail) throw failure;
    };
    const reported: unknown[] = [];
    const quiet = createSender(pass, { onError: (error) => reported.push(error) });
    await expect(quiet.send()).resolves.toBeUndefined();
    expect(reported).toEqual([failure]);

    const loud = createSender(pass);
    await expect(loud.send()).rejects.toBe(failure);
    fail = false;
    await expect(loud.send()).resolves.toBeUndefined();
  });

  it('once started, sends at once, when the network is back and when the tab is shown again', async () => {
    const { pass, passes } = failingPass();
    const sender = createSender(pass);
    const stop = sender.start();
    await settle();
    expect(passes()).toBe(1);
    // A second start (another screen, React's double effect) adds no listeners.
    const again = sender.start();
    again();

    // A failure later, the retry waits twice the first delay.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(passes()).toBe(2);

    // The network is back: sent at once, not after the retry timer.
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(passes()).toBe(3);

    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(passes()).toBe(3);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(passes()).toBe(4);

    // Each of those started the backoff over: the retry waits the first delay again.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(passes()).toBe(5);

    stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(LAST_RETRY_MS);
    expect(passes()).toBe(5);
  });
});
