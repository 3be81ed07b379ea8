import { paths } from '@/config/paths';
import type { SessionClaims } from '@/firebase/auth-session';
import { safeNextPath } from '@/lib/login-href';

/**
 * Spec §2 (Login): with exactly one accessible hotel, staff-only users go to found-item
 * registration and everyone else to the dashboard; otherwise (several hotels, none, or claims not
 * retrievable) to the hotel selector.
 */
export function postLoginDestination(claims: SessionClaims | null): string {
  if (!claims || claims.accessibleHotels.length !== 1) return paths.home.getHref();
  const [hotelId] = claims.accessibleHotels;
  return claims.staff && !claims.admin
    ? paths.registerFoundItem.getHref(hotelId)
    : paths.admin.getHref(hotelId);
}

/**
 * Where sign-in leads: back to the requested page when there is a safe one, otherwise the
 * default destination of postLoginDestination.
 */
export function afterLoginDestination(
  claims: SessionClaims | null,
  requested: string | null | undefined,
): string {
  return safeNextPath(requested) ?? postLoginDestination(claims);
}

export const LOGIN_REASON_KEYS = {
  'auth/invalid-credential': 'login.reasonInvalidCredential',
  'auth/wrong-password': 'login.reasonInvalidCredential',
  'auth/user-not-found': 'login.reasonInvalidCredential',
  'auth/invalid-email': 'login.reasonInvalidEmail',
  'auth/user-disabled': 'login.reasonUserDisabled',
  'auth/too-many-requests': 'login.reasonTooManyRequests',
  'auth/network-request-failed': 'login.reasonNetwork',
} as const;
