import { describe, expect, it } from 'vitest';
import { EDIT_SENDER_LOCK, oneTabAtATime } from './sender-lock';

// Two open tabs each run the sender of offline changes (docs/offline.md): under the browser's
// Web Lock, one tab's run waits for the other's, so a change is never sent twice.

/** A LockManager as the browser's: one holder per name, the next request waits for it. */
function fakeLocks(): { locks: LockManager; names: string[] } {
  const names: string[] = [];
  const tails = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<void>) => {
    names.push(name);
    const previous = tails.get(name) ?? Promise.resolve();
    const next = previous.then(callback);
    tails.set(
      name,
      next.catch(() => undefined),
    );
    return next;
  };
  return { locks: { request } as unknown as LockManager, names };
}

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('oneTabAtATime', () => {
  it("runs one tab's sending after the other's, under the sender's lock", async () => {
    const { locks, names } = fakeLocks();
    const log: string[] = [];
    const first = deferred();
    const a = oneTabAtATime(async () => {
      log.push('a starts');
      await first.promise;
      log.push('a ends');
    }, locks);
    const b = oneTabAtATime(async () => {
      log.push('b starts');
      await Promise.resolve();
      log.push('b ends');
    }, locks);
    await Promise.resolve();
    expect(log).toEqual(['a starts']);
    first.resolve();
    await Promise.all([a, b]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
    expect(names).toEqual([EDIT_SENDER_LOCK, EDIT_SENDER_LOCK]);
  });

  it('runs at once where the browser has no Web Locks', async () => {
    let ran = false;
    await oneTabAtATime(async () => {
      ran = true;
      await Promise.resolve();
    }, null);
    expect(ran).toBe(true);
  });
});
