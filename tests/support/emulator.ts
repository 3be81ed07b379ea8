import {
  deleteApp,
  getApps,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { initializeApp, deleteApp as deleteClientApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInAnonymously,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import type { Actor } from '@/domain/documents';
import { DEMO_PROJECT_ID } from '@/firebase/config';

/**
 * Helpers for tests that run under `firebase emulators:exec` (see scripts/emulators-exec.mjs):
 * firebase-admin to seed (it bypasses the rules), and web-SDK clients signed in as real users so
 * that every operation goes through the security rules and the functions as the app's would.
 */
export const PASSWORD = 'test-pass-123';

function host(variable: string): string {
  const value = process.env[variable];
  if (!value)
    throw new Error(`${variable} is not set: run this test through scripts/emulators-exec.mjs`);
  return value;
}

let admin: App | undefined;
export function adminApp(): App {
  admin ??=
    getApps().find((app) => app.name === 'tests') ??
    initializeAdminApp({ projectId: DEMO_PROJECT_ID }, 'tests');
  return admin;
}
export const adminDb = () => getAdminFirestore(adminApp());
export const adminAuth = () => getAdminAuth(adminApp());

/**
 * Empties the Firestore emulator (one project of it: the app's unless named). A function trigger
 * (reference assignment, mail delivery) may still hold a transaction lock from the previous test;
 * the emulator then answers 409 ABORTED, so the clear is retried for a few seconds.
 */
export async function clearFirestore(projectId = DEMO_PROJECT_ID): Promise<void> {
  const url = `http://${host('FIRESTORE_EMULATOR_HOST')}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok || attempt >= 10) return;
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/**
 * Empties Firestore but puts back the users/{uid} documents that createUser made, so that the
 * users a file signed in once stay valid for each of its tests.
 */
export async function clearFirestoreKeepingUsers(): Promise<void> {
  const users = await adminDb().collection('users').get();
  await clearFirestore();
  await Promise.all(users.docs.map((doc) => adminDb().doc(`users/${doc.id}`).set(doc.data())));
}

export async function clearAuth(): Promise<void> {
  await fetch(
    `http://${host('FIREBASE_AUTH_EMULATOR_HOST')}/emulator/v1/projects/${DEMO_PROJECT_ID}/accounts`,
    { method: 'DELETE' },
  );
}

export interface TestClaims {
  admin?: boolean;
  staff?: boolean;
  accessibleHotels?: string[];
}

/** Creates an Auth user with custom claims (and its users/{uid} document). */
export async function createUser(
  email: string,
  claims: TestClaims | null,
  displayName = '',
): Promise<string> {
  const user = await adminAuth().createUser({
    email,
    password: PASSWORD,
    displayName: displayName || undefined,
  });
  if (claims) {
    const full = {
      admin: claims.admin ?? false,
      staff: claims.staff ?? false,
      accessibleHotels: claims.accessibleHotels ?? [],
    };
    await adminAuth().setCustomUserClaims(user.uid, full);
    await adminDb()
      .doc(`users/${user.uid}`)
      .set({ email, displayName, claims: full, claimsVersion: 1 });
  }
  return user.uid;
}

export interface TestClient {
  app: FirebaseApp;
  db: Firestore;
  auth: Auth;
  functions: Functions;
  actor: Actor;
}

let clientCount = 0;
const clients: FirebaseApp[] = [];

function newClientApp() {
  const app = initializeApp(
    { projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key', appId: 'demo-app' },
    `client-${++clientCount}`,
  );
  clients.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host('FIREBASE_AUTH_EMULATOR_HOST')}`, {
    disableWarnings: true,
  });
  const db = getFirestore(app);
  const [fsHost, fsPort] = host('FIRESTORE_EMULATOR_HOST').split(':');
  connectFirestoreEmulator(db, fsHost, Number(fsPort));
  const functions = getFunctions(app, 'us-central1');
  const origin = new URL(host('FUNCTIONS_EMULATOR_ORIGIN'));
  connectFunctionsEmulator(functions, origin.hostname, Number(origin.port));
  return { app, auth, db, functions };
}

/** A web client signed in with email and password. */
export async function signedInClient(email: string): Promise<TestClient> {
  const client = newClientApp();
  const { user } = await signInWithEmailAndPassword(client.auth, email, PASSWORD);
  return { ...client, actor: { uid: user.uid, email, displayName: user.displayName ?? '' } };
}

/** A user a test file works as: email, claims (null: none) and display name. */
export type TestUser = readonly [email: string, claims: TestClaims | null, displayName?: string];

/**
 * Empties Auth, then creates the users (in order) and signs each in: their clients by the same
 * keys (a client's `actor.uid` is its user's uid).
 */
export async function signedInUsers<K extends string>(
  users: Record<K, TestUser>,
): Promise<Record<K, TestClient>> {
  await clearAuth();
  const entries = Object.entries(users) as [K, TestUser][];
  for (const [, [email, claims, displayName]] of entries)
    await createUser(email, claims, displayName);
  const clients = {} as Record<K, TestClient>;
  for (const [key, [email]] of entries) clients[key] = await signedInClient(email);
  return clients;
}

/** A web client as an anonymous guest. */
export async function guestClient(): Promise<TestClient> {
  const client = newClientApp();
  const { user } = await signInAnonymously(client.auth);
  return { ...client, actor: { uid: user.uid, email: '', displayName: '' } };
}

/**
 * Calls a callable function as this client, as the app's typed wrappers do; resolves to its data.
 * Cold starts on a loaded machine can take long: a wider timeout than the SDK's 70 s.
 */
export const callFunction = <T>(
  client: Pick<TestClient, 'functions'>,
  name: string,
  data: unknown,
) =>
  httpsCallable<unknown, T>(client.functions, name, { timeout: 150_000 })(data).then(
    (result) => result.data,
  );

/** A web client nobody signed in to. */
export function signedOutClient(): Omit<TestClient, 'actor'> {
  return newClientApp();
}

export async function closeClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((app) => deleteClientApp(app).catch(() => undefined)));
  if (admin) {
    await deleteApp(admin).catch(() => undefined);
    admin = undefined;
  }
}

/** Expects a promise to be refused (rules: permission-denied; operations: OperationError). */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? (error as Error).message;
  }
  throw new Error('Expected the operation to be refused, but it succeeded');
}

/** A refused callable's code, message and details (to compare two refusals exactly). */
export async function refusalDetails(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await promise;
  } catch (error) {
    const { code, message, details } = error as {
      code?: string;
      message: string;
      details?: unknown;
    };
    return { code: code ?? '', message, details: details ?? null };
  }
  throw new Error('Expected the operation to be refused, but it succeeded');
}
