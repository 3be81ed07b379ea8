import type { UserRecord } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { UserClaims } from '../../../src/domain/entities';
import { toClaims } from '../../../src/domain/records';
import { refusalKeyOf } from '../../../src/domain/refusals';
import { adminAuth } from './admin';
import { refuse } from './refuse';

export type CallerClaims = UserClaims;

export interface Caller {
  uid: string;
  email: string;
  /** The claims of the account as they are now, read from Auth, not those inside the token. */
  claims: CallerClaims;
}

/** Custom claims of a token or an Auth user: the domain's one parser. */
export const claimsOf = (token: Record<string, unknown>): CallerClaims => toClaims(token);

/** Validation comes first: a payload that does not parse is invalid-argument, whoever sends it. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    // A field check the form also makes names its own text; anything else is a malformed request.
    const key = refusalKeyOf(issue?.message ?? '') ?? 'serverErrorCodes.invalid-argument';
    throw refuse('invalid-argument', key, { field: issue?.path.join('.') ?? '' });
  }
  return result.data;
}

/** Seconds since the epoch, from a token claim that may be missing. */
const seconds = (value: unknown): number => (typeof value === 'number' ? value : 0);

/**
 * The caller as they are now. The token proves who is calling; what they may do is read again
 * from Auth on every call, so a demotion takes effect at the next call, and a revocation
 * (revokeRefreshTokens, which every demotion does) or a disabled account refuses the token at
 * once: the check of verifyIdToken(token, true), done on the token the callable already verified.
 * Anonymous guests never call a function of the product, so their tokens are refused outright.
 */
export async function requireCaller(request: CallableRequest): Promise<Caller> {
  if (!request.auth) throw refuse('unauthenticated', 'serverErrors.notSignedIn');
  const token = request.auth.token as unknown as Record<string, unknown>;
  const provider = (token.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
  if (provider === 'anonymous') {
    throw refuse('permission-denied', 'serverErrors.noPermission');
  }
  const user = await adminAuth.getUser(request.auth.uid).catch(() => null);
  const validSince = user?.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  if (!user || user.disabled || seconds(token.auth_time) * 1000 < validSince) {
    throw refuse('unauthenticated', 'serverErrors.sessionRevoked');
  }
  return {
    uid: user.uid,
    email: user.email ?? '',
    claims: claimsOf(user.customClaims ?? {}),
  };
}

const hasRole = (claims: CallerClaims, role: 'admin' | 'privileged') =>
  role === 'admin' ? claims.admin : claims.admin || claims.staff;

/** Whether the caller holds the role in this hotel: 'privileged' is staff or admin. */
export function holdsHotelRole(
  caller: Caller,
  hotelId: string,
  role: 'admin' | 'privileged',
): boolean {
  return hasRole(caller.claims, role) && caller.claims.accessibleHotels.includes(hotelId);
}

/** The caller must hold the role for this hotel. */
export function requireHotelRole(
  caller: Caller,
  hotelId: string,
  role: 'admin' | 'privileged',
): void {
  if (!holdsHotelRole(caller, hotelId, role)) {
    throw refuse('permission-denied', 'serverErrors.noPermission');
  }
}

/** The caller must hold the role in at least one hotel (checked before anything is read). */
export function requireAnyHotelRole(caller: Caller, role: 'admin' | 'privileged'): void {
  if (!hasRole(caller.claims, role) || caller.claims.accessibleHotels.length === 0) {
    throw refuse('permission-denied', 'serverErrors.noPermission');
  }
}

/**
 * Tenant safety of user administration (docs/trust-model.md): the admin and staff flags and the
 * display name of an account apply in every hotel of its accessibleHotels, so a caller may change
 * them only when they are admin of every one of those hotels and of any hotel being added.
 */
export function requireAdminOfEvery(caller: Caller, hotelIds: readonly string[]): void {
  const notAdministered = hotelIds.filter((hotelId) => !holdsHotelRole(caller, hotelId, 'admin'));
  if (notAdministered.length > 0) {
    throw refuse('permission-denied', 'serverErrors.sharedUser');
  }
}

/**
 * A user-administration call: the caller must be an admin of the hotel, and the target account
 * must belong to it. A missing account and an account of another hotel get the same answer, so
 * uids cannot be probed. Resolves to the caller, the target account and its claims.
 */
export async function requireAdminOfMember(
  request: CallableRequest,
  hotelId: string,
  uid: string,
): Promise<{ caller: Caller; user: UserRecord; claims: CallerClaims }> {
  const caller = await requireCaller(request);
  requireHotelRole(caller, hotelId, 'admin');
  const user = await adminAuth.getUser(uid).catch(() => null);
  const claims = claimsOf(user?.customClaims ?? {});
  if (!user || !claims.accessibleHotels.includes(hotelId)) {
    throw refuse('not-found', 'serverErrors.userNotFound');
  }
  return { caller, user, claims };
}
