import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** firebase-admin, initialised once for every function. */
export const adminApp = getApps()[0] ?? initializeApp();
export const db = getFirestore(adminApp);
export const adminAuth = getAuth(adminApp);

/** Spec §9: callables run in us-central1. */
export const REGION = 'us-central1';

/**
 * App Check is enforced only when the deployment asks for it (ENFORCE_APP_CHECK=true in
 * functions/.env.<project>; docs/deploy.md, "App Check"). It stays off by default and against the
 * emulators, which cannot verify App Check tokens without the internet.
 */
export const APP_CHECK_ENFORCED =
  process.env.ENFORCE_APP_CHECK === 'true' && process.env.FUNCTIONS_EMULATOR !== 'true';

/** Options shared by every callable. */
export const CALLABLE_OPTIONS = { region: REGION, enforceAppCheck: APP_CHECK_ENFORCED } as const;
