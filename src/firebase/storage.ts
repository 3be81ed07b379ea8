import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { app, firebaseConfig } from './app';
import { STORAGE_MAX_OPERATION_RETRY_MS, STORAGE_MAX_UPLOAD_RETRY_MS } from './config';

/**
 * Cloud Storage, kept out of the first download: a form imports this module (dynamic import) only
 * when it sends photos, e.g. `const { storage, uploadItemImage } = await import('@/firebase/storage')`.
 */
export const storage = getStorage(app);

storage.maxOperationRetryTime = STORAGE_MAX_OPERATION_RETRY_MS;
storage.maxUploadRetryTime = STORAGE_MAX_UPLOAD_RETRY_MS;

if (firebaseConfig.mode === 'emulators') {
  const { host, storage: port } = firebaseConfig.emulators;
  connectStorageEmulator(storage, host, port);
}

export { uploadItemImage } from './storage-upload';
