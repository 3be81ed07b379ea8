import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { UserClaims } from '../../src/domain/entities';
import { toClaims } from '../../src/domain/records';

export type CallerClaims = UserClaims;

export interface Caller {
  uid: string;
  email: string;
  claims: CallerClaims;
}

/** Custom claims of a token or an Auth user: the domain's one parser. */
export const claimsOf = (token: Record<string, unknown>): CallerClaims => toClaims(token);

/** Validation comes first: a payload that does not parse is invalid-argument, whoever sends it. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpsError('invalid-argument', issue?.message ?? 'Invalid request', {
      field: issue?.path.join('.') ?? '',
      key: issue?.message ?? '',
    });
  }
  return result.data;
}

export function requireCaller(request: CallableRequest): Caller {
  if (!request.auth) throw new HttpsError('unauthenticated', 'You must be logged in.');
  const token = request.auth.token as unknown as Record<string, unknown>;
  return {
    uid: request.auth.uid,
    email: typeof token.email === 'string' ? token.email : '',
    claims: claimsOf(token),
  };
}

/** The caller must hold the role for this hotel: 'privileged' is staff or admin. */
export function requireHotelRole(
  caller: Caller,
  hotelId: string,
  role: 'admin' | 'privileged',
): void {
  const { claims } = caller;
  const hasRole = role === 'admin' ? claims.admin : claims.admin || claims.staff;
  if (!hasRole || !claims.accessibleHotels.includes(hotelId)) {
    throw new HttpsError('permission-denied', 'You do not have permission for this hotel.');
  }
}
