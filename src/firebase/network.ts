/**
 * What needs the server's answer (a callable, a Firestore transaction) fails at once with one
 * recognisable error when the browser says it is offline (`navigator.onLine` false), instead of
 * waiting for a timeout (70 s for a callable) or Firestore's retries. The page shows it with the
 * one mapper (serverErrorMessage, src/lib/server-errors.ts) as "needs a connection". Plain
 * writes that Firestore can keep as pending writes do not go through here (docs/offline.md).
 * No Firebase import here: guest pages load this with the mapper.
 */
export const NEEDS_NETWORK = 'needs-network';

export class NeedsNetworkError extends Error {
  readonly code = NEEDS_NETWORK;
  constructor() {
    super('This needs a connection to the server.');
    this.name = 'NeedsNetworkError';
  }
}

/** Whether the browser says it has no network (a page outside a browser counts as online). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Whether a failure is the NeedsNetworkError above. */
export function isNeedsNetwork(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === NEEDS_NETWORK
  );
}

/** Throws NeedsNetworkError when the browser is offline. */
export function requireNetwork(): void {
  if (isOffline()) throw new NeedsNetworkError();
}
