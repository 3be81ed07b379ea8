import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { DEMO_PROJECT_ID } from '@/firebase/config';
import { rulesProjectOf } from '../../scripts/lib/rules-projects.mjs';
import { clearFirestore } from './emulator';

/**
 * What the security-rules tests (tests/rules) share: two hotels, the roles that try each
 * operation with their ID tokens' claims, and a test environment on the running emulator. The
 * emulator already runs firestore.rules (firebase.json); loading them again would reset the
 * coverage report that scripts/check-rules-coverage.mjs reads after the tier.
 */
export const A = 'hotel-a';
export const B = 'hotel-b';
/**
 * The running rules test file's own project on the Firestore emulator (which runs firestore.rules
 * for every project): no function trigger listens to it, and the emulator tier's other files
 * (functions, data layer) run beside these on the app's project without either emptying the
 * other's data. One project per file keeps each project's coverage report under the emulator's
 * size limit (scripts/lib/rules-projects.mjs). Set by rulesTestEnvironment before the file's
 * tests run; read it inside tests, not at a file's top level.
 */
export let RULES_PROJECT_ID = `${DEMO_PROJECT_ID}-rules`;
/** The default bucket of that project, which the rules accept photo URLs of. */
export let BUCKET = `${RULES_PROJECT_ID}.appspot.com`;

/** Points RULES_PROJECT_ID and BUCKET at the running test file's project. */
function useProjectOfThisFile(): string {
  RULES_PROJECT_ID = rulesProjectOf(DEMO_PROJECT_ID, expect.getState().testPath ?? '');
  BUCKET = `${RULES_PROJECT_ID}.appspot.com`;
  return RULES_PROJECT_ID;
}

/** Seeded documents carry plain dates (firebase-admin server timestamps are for the fixtures). */
export const DAY = new Date(2026, 4, 2);
export const SEEDED = { createdAt: DAY, updatedAt: DAY };

const anonymous = { firebase: { sign_in_provider: 'anonymous' as const } };
/** Every signed-in role, with its claims. `reporter` and `guest` are anonymous guests. */
export const TOKENS = {
  reporter: anonymous,
  guest: anonymous,
  otherGuest: anonymous,
  noClaims: { admin: false, staff: false, accessibleHotels: [A], email: 'none@a.test' },
  staffA: { admin: false, staff: true, accessibleHotels: [A], email: 'staff@a.test' },
  adminA: { admin: true, staff: true, accessibleHotels: [A], email: 'admin@a.test' },
  staffB: { admin: false, staff: true, accessibleHotels: [B], email: 'staff@b.test' },
  adminB: { admin: true, staff: true, accessibleHotels: [B], email: 'admin@b.test' },
  twoHotels: { admin: false, staff: true, accessibleHotels: [A, B], email: 'two@a.test' },
};
export type Role = 'signedOut' | keyof typeof TOKENS;
/** Every staff and admin role of the two hotels. */
export const STAFF_ROLES = ['staffA', 'adminA', 'staffB', 'adminB', 'twoHotels'] as const;
/** The roles privileged in hotel A. */
export const PRIVILEGED_A: Role[] = ['staffA', 'adminA', 'twoHotels'];

/**
 * The users/{uid} record of every role with claims, as the functions keep it: the rules read it
 * to refuse tokens signed in before a revocation (tokensValidAfter, absent here: never revoked).
 * Seeded into every world; a world may replace one.
 */
export const PROFILES: World = Object.fromEntries(
  Object.entries(TOKENS)
    .filter(([, token]) => 'accessibleHotels' in token)
    .map(([role, token]) => [
      `users/${role}`,
      { email: (token as { email: string }).email, claims: token, claimsVersion: 1 },
    ]),
);

export const emailOf = (role: Role): string =>
  role === 'signedOut' ? '' : ((TOKENS[role] as { email?: string }).email ?? '');

export type World = Record<string, DocumentData>;

/**
 * The rules test environment of one test file. `fresh(world)` empties Firestore and writes the
 * world with the rules off, unless this test already seeded the same world and no write has
 * succeeded since (a refused write changes nothing); `expectOnly` has every role try the same
 * thing from that world, and exactly the allowed ones succeed.
 */
export function rulesTestEnvironment<R extends Role>(roles: readonly R[]) {
  let env: RulesTestEnvironment | undefined;
  let seeded: string | null = null;

  beforeAll(async () => {
    const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
    env = await initializeTestEnvironment({
      projectId: useProjectOfThisFile(),
      firestore: { host, port: Number(port) },
    });
  });
  beforeEach(() => {
    seeded = null;
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not ready (beforeAll)');
    return env;
  };

  /** Firestore as `role` sees it, through the rules. */
  function as(role: Role): Firestore {
    // The rules-unit-testing compat Firestore is used through the modular API, as the app does.
    if (role === 'signedOut')
      return current().unauthenticatedContext().firestore() as unknown as Firestore;
    return current().authenticatedContext(role, TOKENS[role]).firestore() as unknown as Firestore;
  }

  /** A write succeeded: the next fresh() seeds again. */
  function touched(): void {
    seeded = null;
  }

  async function fresh(only: World): Promise<void> {
    const world = { ...PROFILES, ...only };
    const key = JSON.stringify(world);
    if (seeded === key) return;
    await clearFirestore(RULES_PROJECT_ID);
    await current().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const batch = db.batch();
      for (const [path, data] of Object.entries(world)) batch.set(db.doc(path), data);
      await batch.commit();
    });
    seeded = key;
  }

  async function expectOnly(
    allowed: readonly R[],
    world: () => World,
    attempt: (db: Firestore, role: R) => Promise<unknown>,
  ): Promise<void> {
    for (const role of roles) {
      await fresh(world());
      const outcome = attempt(as(role), role);
      if (allowed.includes(role)) {
        touched();
        await assertSucceeds(outcome).catch((error) =>
          Promise.reject(new Error(`${role} should be allowed: ${String(error)}`)),
        );
      } else
        await assertFails(outcome).catch(() => {
          touched();
          return Promise.reject(new Error(`${role} should be denied`));
        });
    }
  }

  /** A write in a sequence on one seeded world that must succeed (the next fresh() seeds again). */
  async function allowed(attempt: Promise<unknown>): Promise<void> {
    touched();
    await assertSucceeds(attempt);
  }

  /** A write in a sequence on one seeded world that must be refused. */
  async function denied(attempt: Promise<unknown>): Promise<void> {
    await assertFails(attempt).catch(() => {
      touched();
      return Promise.reject(new Error('should be denied'));
    });
  }

  return { as, fresh, touched, expectOnly, allowed, denied, env: current };
}
