/** The Web Locks name of the sender of offline changes (./edit-sender.ts). */
export const EDIT_SENDER_LOCK = 'lostAndFound.edit-sender';

function browserLocks(): LockManager | null {
  return typeof navigator === 'undefined' ? null : (navigator.locks ?? null);
}

/**
 * Runs `run` holding a Web Lock of this browser (`navigator.locks`), so that two open tabs never
 * send the same change twice: the second tab's run starts when the first's is over, and reads
 * the outbox again. Where the browser has no Web Locks, the run goes at once (one at a time per
 * tab only).
 */
export function oneTabAtATime(
  run: () => Promise<void>,
  locks: LockManager | null = browserLocks(),
  name = EDIT_SENDER_LOCK,
): Promise<void> {
  if (!locks) return run();
  return locks.request(name, run);
}
