import type { FirebaseOptions } from 'firebase/app';

/**
 * The project id every emulator run uses: a `demo-` id can never reach a real project. The
 * scripts read it from .firebaserc (config.test.ts checks that both name the same project).
 */
export const DEMO_PROJECT_ID = 'demo-lost-and-found';

/** Spec section 9: callable functions run in us-central1 and time out after 70 s. */
export const FUNCTIONS_REGION = 'us-central1';
export const CALLABLE_TIMEOUT_MS = 70_000;
/** Spec section 9: Storage retry limits. */
export const STORAGE_MAX_OPERATION_RETRY_MS = 120_000;
export const STORAGE_MAX_UPLOAD_RETRY_MS = 600_000;

export interface EmulatorPorts {
  host: string;
  auth: number;
  firestore: number;
  functions: number;
  storage: number;
}

export type FirebaseRuntimeConfig =
  | { mode: 'emulators'; options: FirebaseOptions; emulators: EmulatorPorts }
  | {
      mode: 'production';
      options: FirebaseOptions;
      /**
       * reCAPTCHA Enterprise site key for App Check (VITE_APPCHECK_SITE_KEY), or null to leave
       * App Check off. Never used with the emulators, which cannot verify App Check tokens.
       */
      appCheckSiteKey: string | null;
    };

export type EnvSource = Record<string, string | boolean | undefined>;

const REQUIRED_PRODUCTION_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

export class MissingFirebaseConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `Firebase is not configured. Set ${missing.join(', ')} (see docs/deploy.md), ` +
        `or set VITE_USE_EMULATORS=true to use the local emulators.`,
    );
    this.name = 'MissingFirebaseConfigError';
  }
}

function readString(env: EnvSource, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function readPort(env: EnvSource, key: string, fallback: number): number {
  const value = Number(readString(env, key));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Decides, from Vite's environment, whether the app talks to the local emulators or to a real
 * project. Pure so that it can be tested; it throws when a real project is half configured.
 */
export function readFirebaseConfig(env: EnvSource): FirebaseRuntimeConfig {
  if (readString(env, 'VITE_USE_EMULATORS') === 'true') {
    const projectId = readString(env, 'VITE_FIREBASE_PROJECT_ID') ?? DEMO_PROJECT_ID;
    return {
      mode: 'emulators',
      options: {
        apiKey: 'demo-api-key',
        authDomain: `${projectId}.firebaseapp.com`,
        projectId,
        storageBucket: `${projectId}.appspot.com`,
        appId: 'demo-app-id',
      },
      emulators: {
        host: readString(env, 'VITE_EMULATOR_HOST') ?? '127.0.0.1',
        auth: readPort(env, 'VITE_AUTH_EMULATOR_PORT', 9099),
        firestore: readPort(env, 'VITE_FIRESTORE_EMULATOR_PORT', 8080),
        functions: readPort(env, 'VITE_FUNCTIONS_EMULATOR_PORT', 5001),
        storage: readPort(env, 'VITE_STORAGE_EMULATOR_PORT', 9199),
      },
    };
  }
  const missing = REQUIRED_PRODUCTION_KEYS.filter((key) => readString(env, key) === undefined);
  if (missing.length > 0) throw new MissingFirebaseConfigError(missing);
  return {
    mode: 'production',
    options: {
      apiKey: readString(env, 'VITE_FIREBASE_API_KEY'),
      authDomain: readString(env, 'VITE_FIREBASE_AUTH_DOMAIN'),
      projectId: readString(env, 'VITE_FIREBASE_PROJECT_ID'),
      storageBucket: readString(env, 'VITE_FIREBASE_STORAGE_BUCKET'),
      appId: readString(env, 'VITE_FIREBASE_APP_ID'),
      messagingSenderId: readString(env, 'VITE_FIREBASE_MESSAGING_SENDER_ID'),
    },
    appCheckSiteKey: readString(env, 'VITE_APPCHECK_SITE_KEY') ?? null,
  };
}
