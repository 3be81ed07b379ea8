import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  STATUS_ATTEMPT_LIMIT,
  STATUS_ATTEMPT_WINDOW_MS,
  STATUS_REFERENCE_ATTEMPT_LIMIT,
} from '../../../src/domain/guest-status';
import { db } from './admin';
import { refuse } from './refuse';

/**
 * The attempt limit of the guest's proof on /status (docs/trust-model.md, "The attempt limit of
 * the status page"): failed proofs are counted per caller address and per reference, each at
 * status-attempts/{sha256(key)} (no address or reference is stored in clear). An attempt is taken
 * from every counter before the proof is checked, atomically, and given back once the proof
 * holds; so at any moment a counter holds the failures of its window plus the attempts still
 * being checked, and a burst of parallel guesses gets no more answers than the limit.
 */

/** The caller's address: the entry the nearest Google front end appended, else the socket's. */
export function callerAddress(request: Pick<CallableRequest, 'rawRequest'>): string {
  const forwarded = request.rawRequest.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.at(-1) ?? request.rawRequest.ip ?? 'unknown';
}

interface AttemptCounter {
  ref: DocumentReference;
  limit: number;
}

const counter = (key: string, limit: number): AttemptCounter => ({
  ref: db.doc(`status-attempts/${createHash('sha256').update(key).digest('hex')}`),
  limit,
});

/** The failed proofs from one network address (a hotel's Wi-Fi is one address for all its guests). */
export const addressCounter = (address: string) => counter(`ip:${address}`, STATUS_ATTEMPT_LIMIT);

/**
 * The failed proofs naming one reference, from any address. Kept for every well-formed reference,
 * whether a report has it or not: a lock that only existing references reached would tell which
 * exist.
 */
export const referenceCounter = (reference: string) =>
  counter(`ref:${reference}`, STATUS_REFERENCE_ATTEMPT_LIMIT);

export const tooManyAttempts = () => refuse('resource-exhausted', 'guestStatus.errors.tooMany');

/** The window a counter is in at `now`: its start and the attempts already in it. */
function windowOf(stored: { start: number; count: number }, now: number) {
  return now - stored.start >= STATUS_ATTEMPT_WINDOW_MS
    ? { start: now, count: 0 }
    : { start: stored.start, count: stored.count };
}

const storedWindow = (get: (field: string) => unknown) => ({
  start: (get('windowStart') as Timestamp | undefined)?.toMillis() ?? 0,
  count: Number(get('count') ?? 0),
});

/**
 * Takes one attempt from each counter, in one transaction, or none at all when any of them is
 * spent (resource-exhausted). Resolves to the refund, which gives the attempts back (a proof that
 * held is not a failure); an attempt not given back stays counted until its window ends.
 */
export async function takeAttempt(
  counters: readonly AttemptCounter[],
): Promise<() => Promise<void>> {
  const taken = await db.runTransaction(async (transaction) => {
    const snaps = await transaction.getAll(...counters.map(({ ref }) => ref));
    const now = Date.now();
    const windows = snaps.map((snap) =>
      windowOf(
        storedWindow((field) => snap.get(field)),
        now,
      ),
    );
    if (windows.some((window, i) => window.count >= (counters[i]?.limit ?? 0))) return null;
    windows.forEach((window, i) => {
      const ref = counters[i]?.ref;
      if (!ref) return;
      transaction.set(ref, {
        windowStart: Timestamp.fromMillis(window.start),
        count: window.count + 1,
        // For a TTL policy on status-attempts (docs/deploy.md).
        expireAt: Timestamp.fromMillis(window.start + STATUS_ATTEMPT_WINDOW_MS),
      });
    });
    return windows.map((window) => window.start);
  });
  if (!taken) throw tooManyAttempts();
  return () => giveBack(counters, taken);
}

/**
 * Gives back one attempt to each counter still in the window it was taken from (a window that
 * ended since starts from nothing anyway). A refund that fails only leaves the limit stricter
 * than it needs to be: logged, never the guest's error.
 */
async function giveBack(counters: readonly AttemptCounter[], windowStarts: readonly number[]) {
  await db
    .runTransaction(async (transaction) => {
      const snaps = await transaction.getAll(...counters.map(({ ref }) => ref));
      snaps.forEach((snap, i) => {
        const stored = storedWindow((field) => snap.get(field));
        if (snap.exists && stored.start === windowStarts[i] && stored.count > 0) {
          transaction.update(snap.ref, { count: stored.count - 1 });
        }
      });
    })
    .catch((error: unknown) => logger.warn(`Could not give an attempt back: ${String(error)}`));
}
