import { onIdTokenChanged, type User } from 'firebase/auth';
import { auth } from './app';

export interface SessionClaims {
  admin: boolean;
  staff: boolean;
  accessibleHotels: string[];
}

/** The signed-in account as the UI sees it. Anonymous guests count as signed out. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  claims: SessionClaims;
  /** False when the ID token's claims could not be read. */
  claimsLoaded: boolean;
}

export const NO_CLAIMS: SessionClaims = { admin: false, staff: false, accessibleHotels: [] };

export function parseClaims(raw: Record<string, unknown>): SessionClaims {
  const hotels = Array.isArray(raw.accessibleHotels)
    ? raw.accessibleHotels.filter((id): id is string => typeof id === 'string')
    : [];
  return { admin: raw.admin === true, staff: raw.staff === true, accessibleHotels: hotels };
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const base = { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
  try {
    const token = await user.getIdTokenResult();
    return { ...base, claims: parseClaims(token.claims), claimsLoaded: true };
  } catch {
    return { ...base, claims: NO_CLAIMS, claimsLoaded: false };
  }
}

/**
 * Reports the signed-in staff account (or null for signed out and for anonymous guests) each time
 * the ID token changes, which includes a forced refresh after a claims change.
 */
export function subscribeSession(
  onChange: (user: SessionUser | null) => void,
  onError: (error: Error) => void,
): () => void {
  let latest = 0;
  return onIdTokenChanged(
    auth,
    (user) => {
      const call = ++latest;
      if (!user || user.isAnonymous) {
        onChange(null);
        return;
      }
      void toSessionUser(user).then((session) => {
        if (call === latest) onChange(session);
      });
    },
    (error) => onError(error),
  );
}
