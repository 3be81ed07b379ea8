import { getApps, initializeApp } from 'firebase/app';
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
export const auth = getAuth(app);
export const db = getFirestore(app);

if (firebaseConfig.mode === 'emulators') {
  const { host, auth: authPort, firestore } = firebaseConfig.emulators;
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, firestore);
}

markFirebaseStarted();
