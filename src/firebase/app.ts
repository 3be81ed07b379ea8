import { getApps, initializeApp } from 'firebase/app';
import {
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  initializeAuth,
} from 'firebase/auth';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
} from 'firebase/firestore';
import { readFirebaseConfig } from './config';
import { cacheCleared, clearPending, persistentCacheAtStart } from './device-cache';
import { markFirebaseStarted } from './stored-session';

/**
 * The one place that initialises Firebase. Everything else imports these instances.
 * A missing production configuration throws here, at start, with the list of what is missing.
 * Storage (./storage) and Functions (./functions) have their own modules, so that a guest page
 * downloads them only when it uses them.
 */
export const firebaseConfig = readFirebaseConfig(import.meta.env);

export const app = getApps()[0] ?? initializeApp(firebaseConfig.options);

/**
 * App Check (docs/deploy.md, "App Check"): only for a real project that sets VITE_APPCHECK_SITE_KEY, and
 * before any other call so that every request carries a token. Never against the emulators.
 */
export const appCheck: AppCheck | null =
  firebaseConfig.mode === 'production' && firebaseConfig.appCheckSiteKey
    ? initializeAppCheck(app, {
        provider: new ReCaptchaEnterpriseProvider(firebaseConfig.appCheckSiteKey),
        isTokenAutoRefreshEnabled: true,
      })
    : null;

/** Headers that carry the App Check token to our own endpoints (/api/session). */
export async function appCheckHeaders(): Promise<Record<string, string>> {
  if (!appCheck) return {};
  const { token } = await getToken(appCheck);
  return { 'X-Firebase-AppCheck': token };
}

/**
 * Auth keeps the signed-in user in localStorage (else sessionStorage), without the popup/redirect
 * resolver: the app signs in by email and password only (docs/trust-model.md, "Data kept on the
 * device"). getAuth's default puts IndexedDB first, and Auth then opens that database, writes and
 * deletes a test entry and reads the user from it on every page load before it says who is
 * signed in; Firestore, and so the dashboard's rows from the device, wait for that. With the
 * resolver, Auth on a phone, a tablet or Safari also loads the sign-in iframe from the project's
 * auth domain and waits for it.
 */
export const auth = initializeAuth(app, {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});
/**
 * Firestore keeps its data on the device (IndexedDB, shared by the browser's tabs) only for the
 * staff member this browser was signed in to at its last start (./device-cache): their dashboard
 * opens from it on a reload or in a second tab. Everyone else gets the memory cache.
 */
export const persistentCache = persistentCacheAtStart();
export const db = initializeFirestore(app, {
  localCache: persistentCache
    ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
    : memoryLocalCache(),
});

if (firebaseConfig.mode === 'emulators') {
  const { host, auth: authPort, firestore } = firebaseConfig.emulators;
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, firestore);
}

// A sign-out that could not finish deleting the device's cache: delete it now, before any read.
if (clearPending())
  clearIndexedDbPersistence(db).then(
    () => cacheCleared(null),
    (error: unknown) => console.warn('Could not clear the device cache', error),
  );

/** Where the page goes once the device's cache is deleted: itself, unless a sign-out says. */
let afterClearing: string | null = null;
/** Firestore was stopped to delete the device's cache: this page cannot use it again. */
let stopped = false;

/**
 * Makes the page open `href` instead of itself once the device's cache is deleted: a sign-out
 * that leads somewhere (the login page) starts the deletion, and the page's reload could
 * otherwise come before the app's own navigation and land where it was (a guest page, say).
 */
export function openAfterClearing(href: string): void {
  afterClearing = href;
}

/**
 * Deletes the device's cache (stopping Firestore, which this page then cannot use again) and
 * reloads the page (or opens the page a sign-out named), so that Firestore starts again with the
 * cache `owner` may keep.
 */
export async function clearDeviceCache(owner: string | null): Promise<void> {
  try {
    stopped = true;
    await terminate(db);
    await clearIndexedDbPersistence(db);
    cacheCleared(owner);
  } catch (error) {
    // The pending clear stays set: the next start deletes it before reading anything.
    console.warn('Could not clear the device cache', error);
  }
  if (afterClearing === null) window.location.reload();
  else window.location.replace(afterClearing);
}

/**
 * Starts Firestore's client (its cache, its connection's machinery, the current user) without
 * asking the server anything, so that the first listener after a sign-in goes out at once instead
 * of after that setup, which would then wait behind the next screen's first render.
 */
export function startFirestoreClient(): void {
  // After a sign-out the login page opens while the device's cache is being deleted (the page is
  // replaced once it is): a stopped client throws at once, not through the promise.
  if (stopped) return;
  waitForPendingWrites(db).catch(() => undefined);
}

markFirebaseStarted();
