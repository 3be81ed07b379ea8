import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import {
  FUNCTIONS_REGION,
  readFirebaseConfig,
  STORAGE_MAX_OPERATION_RETRY_MS,
  STORAGE_MAX_UPLOAD_RETRY_MS,
} from './config';

/**
 * The one place that initialises Firebase. Everything else imports these instances.
 * A missing production configuration throws here, at start, with the list of what is missing.
 */
export const firebaseConfig = readFirebaseConfig(import.meta.env);

export const app = getApps()[0] ?? initializeApp(firebaseConfig.options);
export const auth = getAuth(app);
export const db = getFirestore(app);
export const storage = getStorage(app);
export const functions = getFunctions(app, FUNCTIONS_REGION);

storage.maxOperationRetryTime = STORAGE_MAX_OPERATION_RETRY_MS;
storage.maxUploadRetryTime = STORAGE_MAX_UPLOAD_RETRY_MS;

if (firebaseConfig.mode === 'emulators') {
  const {
    host,
    auth: authPort,
    firestore,
    functions: functionsPort,
    storage: storagePort,
  } = firebaseConfig.emulators;
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  connectFirestoreEmulator(db, host, firestore);
  connectFunctionsEmulator(functions, host, functionsPort);
  connectStorageEmulator(storage, host, storagePort);
}
