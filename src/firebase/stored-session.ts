import { readFirebaseConfig } from './config';

// Where Firebase Auth keeps the signed-in user in the browser (its default persistence:
// IndexedDB, else localStorage, else sessionStorage). Read here without the Auth SDK.
const DB_NAME = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

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

function fromIndexedDb(key: string): Promise<boolean> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME);
    } catch {
      resolve(true);
      return;
    }
    let created = false;
    request.onupgradeneeded = () => {
      // No database yet: nobody has signed in. Abort so that none is created here.
      created = true;
      request.transaction?.abort();
    };
    request.onerror = () => resolve(!created);
    request.onblocked = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        resolve(false);
        return;
      }
      try {
        const get = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
        get.onsuccess = () => {
          db.close();
          resolve(signedIn((get.result as { value?: unknown } | undefined)?.value));
        };
        get.onerror = () => {
          db.close();
          resolve(true);
        };
      } catch {
        db.close();
        resolve(true);
      }
    };
  });
}

/**
 * Whether this browser may hold a signed-in (non-anonymous) Firebase session. False means certainly
 * not, so a guest's page can skip the Auth SDK until it is needed; when unsure, true.
 */
export async function mayHaveSignedInUser(): Promise<boolean> {
  if (typeof window === 'undefined' || typeof indexedDB === 'undefined') return true;
  const key = storedUserKey();
  return fromWebStorage(key) || fromIndexedDb(key);
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
