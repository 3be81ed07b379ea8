import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import type { UserClaims } from '@/domain/entities';
import { toClaims } from '@/domain/records';
import { appCheckHeaders, auth, clearDeviceCache, openAfterClearing, persistentCache } from './app';
import {
  cacheDecision,
  cacheOwner,
  clearPending,
  keepCacheFor,
  markCacheForClearing,
} from './device-cache';
import { deleteOutbox } from './photo-outbox';

/** The custom claims of the signed-in account (the domain's UserClaims). */
export type SessionClaims = UserClaims;

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

/** Claims from an ID token: the same parser as for users/{uid}.claims. */
export const parseClaims = (raw: Record<string, unknown>): SessionClaims => toClaims(raw);

/**
 * Set when a forced refresh after a claims change failed: the page reloads anyway, and the next
 * load forces the refresh again, so the new claims are not missed for the token's lifetime.
 */
const PENDING_REFRESH_KEY = 'lostAndFound.claimsRefreshPending';

function pendingRefresh(value?: boolean): boolean {
  try {
    if (value === true) window.sessionStorage.setItem(PENDING_REFRESH_KEY, '1');
    if (value === false) window.sessionStorage.removeItem(PENDING_REFRESH_KEY);
    return window.sessionStorage.getItem(PENDING_REFRESH_KEY) === '1';
  } catch {
    return false;
  }
}

async function toSessionUser(user: User): Promise<SessionUser> {
  const base = { uid: user.uid, email: user.email ?? '', displayName: user.displayName ?? '' };
  try {
    const force = pendingRefresh();
    const token = await user.getIdTokenResult(force);
    if (force) pendingRefresh(false);
    return { ...base, claims: parseClaims(token.claims), claimsLoaded: true };
  } catch {
    return { ...base, claims: NO_CLAIMS, claimsLoaded: false };
  }
}

/**
 * Keeps the device's Firestore cache to the signed-in staff member (./device-cache): notes a
 * staff member's first sign-in on this browser; deletes the cache on sign-out and before another
 * account is shown anything. True when the page is about to reload (the session is not reported).
 */
let shownUid: string | null = null;

function settleDeviceCache(session: SessionUser | null): boolean {
  // The same person whose claims changed (a demotion): the auth provider shows the notice and
  // reloads the page, and that start settles the cache; deleting it now would cut the notice short.
  if (session && session.uid === shownUid) return false;
  shownUid = session?.uid ?? null;
  const decision = cacheDecision(
    session && {
      uid: session.uid,
      staff: session.claims.staff || session.claims.admin,
      claimsLoaded: session.claimsLoaded,
    },
    persistentCache,
  );
  if (decision.action === 'own') keepCacheFor(decision.owner);
  if (decision.action !== 'clear') return false;
  markCacheForClearing();
  void clearDeviceCache(decision.owner);
  return true;
}

/**
 * Reports the signed-in staff account (or null for signed out and for anonymous guests) each time
 * the ID token changes, which includes a forced refresh after a claims change. A change of
 * account first settles the device's cache (which may reload the page instead).
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
        if (!settleDeviceCache(null)) onChange(null);
        return;
      }
      void toSessionUser(user).then((session) => {
        if (call === latest && !settleDeviceCache(session)) onChange(session);
      });
    },
    (error) => onError(error),
  );
}

/** The server session cookie (spec §7): POST after sign-in and after a claims refresh. */
export const SESSION_ENDPOINT = '/api/session';

/**
 * Sends the current ID token to /api/session so the server sets its `__session` cookie. A failure
 * is reported to the caller but never blocks the app: Firestore and the callables use the ID token.
 */
export async function syncServerSession(forceRefresh = false): Promise<boolean> {
  const user = auth.currentUser;
  if (!user || user.isAnonymous) return false;
  const token = await user.getIdToken(forceRefresh);
  const response = await fetch(SESSION_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { Authorization: `Bearer ${token}`, ...(await appCheckHeaders()) },
  });
  return response.ok;
}

/**
 * Logout: clear the server session, then sign out of Firebase Auth. A device cache is marked for
 * deletion first (the session change then deletes it and reloads the page), so that a sign-out
 * cut short still deletes it on the next start. `destination` (the login page) is where that
 * reload goes, as the caller's own navigation afterwards does: whichever comes first.
 */
export async function signOutEverywhere(destination: string): Promise<void> {
  openAfterClearing(destination);
  if (persistentCache || cacheOwner() !== null || clearPending()) markCacheForClearing();
  try {
    await fetch(SESSION_ENDPOINT, { method: 'DELETE', credentials: 'include' });
  } catch {
    // The cookie expires on its own; signing out must not depend on the network.
  }
  await signOut(auth);
  // What this device had not sent goes with the device cache (docs/offline.md, "Signing out").
  await deleteOutbox();
}

/**
 * After a claims change: force a new ID token (which carries the new claims), resynchronise the
 * server session, and return the claims now in force.
 */
export async function refreshClaims(): Promise<SessionClaims | null> {
  const user = auth.currentUser;
  if (!user || user.isAnonymous) return null;
  try {
    await user.getIdToken(true);
  } catch (error) {
    pendingRefresh(true);
    throw error;
  }
  syncServerSession().catch((error: unknown) => console.warn('Session sync failed', error));
  return parseClaims((await user.getIdTokenResult()).claims);
}
