import { getApps, initializeApp } from 'firebase/app';
import {
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { readFirebaseConfig } from './config';
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

export const auth = getAuth(app);
export const db = getFirestore(app);

if (firebaseConfig.mode === 'emulators') {
  const { host, auth: authPort, firestore } = firebaseConfig.emulators;
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, firestore);
}

markFirebaseStarted();
