import { oneTabAtATime } from './sender-lock';

/**
 * When an outbox's sender runs: the one scheduling that the new items' sender (./outbox-sender.ts)
 * and the offline changes' sender (./edit-sender.ts) share (docs/offline.md). One run at a time
 * per tab: a call during a run asks it for one more pass (something was added meanwhile) and
 * resolves with it. A network failure waits, twice as long each time, up to five minutes, on one
 * timer. Once started, it sends at once, on the `online` event and when the tab is shown again,
 * each time with the first delay again. What a pass reads, for which account and in what order,
 * and when it calls `retryLater` or `sent`, is the caller's `pass`.
 */

export const FIRST_RETRY_MS = 2_000;
export const LAST_RETRY_MS = 5 * 60_000;

/** What a pass tells the loop. */
export interface Backoff {
  /** Send again after the delay, which doubles each time (one timer at a time). */
  retryLater: () => void;
  /** Something went through: the next failure waits the first delay again. */
  sent: () => void;
}

export interface SenderOptions {
  /**
   * A Web Lock each run holds (./sender-lock.ts), so that two open tabs never send the same entry
   * twice. Without it, a run goes at once.
   */
  lock?: string;
  /** The Web Locks to hold it in: the browser's unless a test gives others. */
  locks?: LockManager | null;
  /** Where a failed run goes; without it, the callers of `send` get the failure. */
  onError?: (error: unknown) => void;
}

export interface Sender {
  /** Sends what waits now (or after the current run). Resolves when this run is over. */
  send: () => Promise<void>;
  /** Sends now and whenever the network comes back or the tab is shown again (once per page). */
  start: () => () => void;
}

export function createSender(
  pass: (backoff: Backoff) => Promise<void>,
  { lock, locks, onError }: SenderOptions = {},
): Sender {
  let running: Promise<void> | null = null;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = FIRST_RETRY_MS;
  let started = false;

  const cancelRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const backoff: Backoff = {
    retryLater: () => {
      if (retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void send();
      }, retryDelay);
      retryDelay = Math.min(LAST_RETRY_MS, retryDelay * 2);
    },
    sent: () => {
      retryDelay = FIRST_RETRY_MS;
    },
  };

  function send(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const run = async () => {
      do {
        again = false;
        await pass(backoff);
      } while (again);
    };
    const ran = lock ? oneTabAtATime(run, locks, lock) : run();
    const reported = onError
      ? ran.catch((error: unknown) => {
          onError(error);
        })
      : ran;
    running = reported.finally(() => {
      running = null;
    });
    return running;
  }

  function start(): () => void {
    if (started || typeof window === 'undefined') return () => undefined;
    started = true;
    const sendNow = () => {
      cancelRetry();
      retryDelay = FIRST_RETRY_MS;
      void send();
    };
    const shown = () => {
      if (document.visibilityState === 'visible') sendNow();
    };
    window.addEventListener('online', sendNow);
    document.addEventListener('visibilitychange', shown);
    sendNow();
    return () => {
      started = false;
      cancelRetry();
      window.removeEventListener('online', sendNow);
      document.removeEventListener('visibilitychange', shown);
    };
  }

  return { send, start };
}
