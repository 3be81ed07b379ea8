import { readFirebaseConfig } from './config';

// Where Firebase Auth keeps the signed-in user in the browser: localStorage, else sessionStorage
// (the persistence ./app gives it). Read here without the Auth SDK.

function storedUserKey(): string {
  const { options } = readFirebaseConfig(import.meta.env);
  return `firebase:authUser:${options.apiKey ?? ''}:[DEFAULT]`;
}

/** A stored user that the app treats as signed in (anonymous guests count as signed out). */
function signedIn(user: unknown): boolean {
  if (typeof user === 'string') {
    try {
      return signedIn(JSON.parse(user));
    } catch {
      return true;
    }
  }
  return (
    typeof user === 'object' && user !== null && !(user as { isAnonymous?: unknown }).isAnonymous
  );
}

function fromWebStorage(key: string): boolean {
  try {
    return [window.localStorage, window.sessionStorage].some((storage) =>
      signedIn(storage.getItem(key) ?? undefined),
    );
  } catch {
    return false;
  }
}

/**
 * Whether this browser may hold a signed-in (non-anonymous) Firebase session. False means certainly
 * not, so a guest's page can skip the Auth SDK until it is needed; when unsure, true. A promise:
 * the auth provider decides after its first render, which a hydrated guest page keeps as it is.
 */
export function mayHaveSignedInUser(): Promise<boolean> {
  return Promise.resolve(typeof window === 'undefined' || fromWebStorage(storedUserKey()));
}

const listeners = new Set<() => void>();
let firebaseStarted = false;

/** Called by ./app once Firebase is initialised (by whichever screen needed it first). */
export function markFirebaseStarted(): void {
  firebaseStarted = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Runs `listener` once Firebase has been started (at once if it already has); returns a cancel. */
export function whenFirebaseStarted(listener: () => void): () => void {
  if (firebaseStarted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
