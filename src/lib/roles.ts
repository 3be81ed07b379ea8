import type { SessionUser } from '@/firebase/auth-session';

/** Staff or admin ("privileged" in spec §6). UI only: rules and functions check again. */
export function isPrivileged(user: SessionUser | null): boolean {
  return Boolean(user && (user.claims.admin || user.claims.staff));
}

/** Staff claim without the admin claim: sees only found-item registration. */
export function isStaffOnly(user: SessionUser | null): boolean {
  return Boolean(user && user.claims.staff && !user.claims.admin);
}
