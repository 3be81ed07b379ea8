/**
 * Whether this browser keeps Firestore's data on the device (IndexedDB), and for whom: the
 * privacy decision is in docs/trust-model.md ("Data kept on the device"). Only for a signed-in
 * staff member or admin, whose dashboard then opens from the device's copy on a reload or in a
 * second tab; never for anonymous guests or signed-out visitors; cleared on sign-out and before
 * another account is shown anything.
 *
 * Firestore chooses its cache when it starts, so the choice is made from two flags in
 * localStorage, read at start: the uid whose data the cache may hold (set at the first staff
 * sign-in on this browser, so the cache starts with the next page load), and a pending clear
 * (set before signing out, removed once the cache is deleted), so that a sign-out interrupted by a
 * closed tab still deletes it on the next start.
 */
const OWNER_KEY = 'lostAndFound.deviceCache.owner';
const CLEAR_KEY = 'lostAndFound.deviceCache.clear';
/** The lists' first pages kept beside the cache (./device-rows), one key per list. */
export const DEVICE_ROWS_PREFIX = 'lostAndFound.deviceRows:';

/** This browser's localStorage, or null where there is none or it is refused. */
export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function cacheOwner(): string | null {
  return storage()?.getItem(OWNER_KEY) ?? null;
}

export function clearPending(): boolean {
  return storage()?.getItem(CLEAR_KEY) === '1';
}

/** Whether Firestore starts with the persistent cache on this page load. */
export function persistentCacheAtStart(): boolean {
  return cacheOwner() !== null && !clearPending();
}

/** A staff member's first sign-in on this browser: the cache starts with the next page load. */
export function keepCacheFor(owner: string): void {
  try {
    storage()?.setItem(OWNER_KEY, owner);
  } catch {
    // Storage full or refused: the cache simply does not start.
  }
}

/**
 * Before a sign-out or before another account: the cache belongs to nobody and must go. The
 * lists' kept first pages go at once.
 */
export function markCacheForClearing(): void {
  const store = storage();
  if (!store) return;
  store.setItem(CLEAR_KEY, '1');
  store.removeItem(OWNER_KEY);
  const rows: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(DEVICE_ROWS_PREFIX)) rows.push(key);
  }
  for (const key of rows) store.removeItem(key);
}

/** The cache was deleted; `owner` (a staff uid, or null) may keep the next one. */
export function cacheCleared(owner: string | null): void {
  const store = storage();
  if (!store) return;
  store.removeItem(CLEAR_KEY);
  if (owner) store.setItem(OWNER_KEY, owner);
  else store.removeItem(OWNER_KEY);
}

/** Who is signed in, as far as the cache is concerned (null: signed out or an anonymous guest). */
export interface CacheSession {
  uid: string;
  /** Staff or admin of some hotel, per claims read from the token. */
  staff: boolean;
  /** False when the claims could not be read: nothing is decided then. */
  claimsLoaded: boolean;
}

/**
 * What to do with the device's cache when the session becomes `session`, given whether this page
 * started Firestore with the persistent cache: nothing; start keeping it for this staff member
 * from the next load (`own`); or delete it (and reload, so that Firestore starts again) before
 * the new session is shown anything.
 */
export function cacheDecision(
  session: CacheSession | null,
  startedPersistent: boolean,
):
  | { action: 'none' }
  | { action: 'own'; owner: string }
  | { action: 'clear'; owner: string | null } {
  if (session && !session.claimsLoaded) return { action: 'none' };
  const wanted = session?.staff ? session.uid : null;
  const owner = cacheOwner();
  if (clearPending()) return { action: 'clear', owner: wanted };
  if (owner !== null && owner === wanted) return { action: 'none' };
  if (owner === null && !startedPersistent)
    return wanted === null ? { action: 'none' } : { action: 'own', owner: wanted };
  return { action: 'clear', owner: wanted };
}
