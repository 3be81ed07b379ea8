import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { app, firebaseConfig } from './app';
import { FUNCTIONS_REGION } from './config';

/** Cloud Functions (callables), only in the chunks of the screens that call them. */
export const functions = getFunctions(app, FUNCTIONS_REGION);

if (firebaseConfig.mode === 'emulators') {
  const { host, functions: port } = firebaseConfig.emulators;
  connectFunctionsEmulator(functions, host, port);
}
