import type { refreshClaims, subscribeSession } from '@/firebase/auth-session';
import type { watchProfile } from '@/firebase/profile-watch';
import type { AuthState } from './auth-context';

// The page's one reading of the Firebase Auth session, shared by whoever asks: the auth provider,
// and src/main.tsx, which on a staff member's browser starts it before the first render (so that
// the first render can already be the signed-in screen, not a loader that it replaces).

/** What Firebase Auth last reported: a user (or null), or the error of its listener. */
export type SessionReport = Omit<AuthState, 'loading'>;

type Listener = (report: SessionReport) => void;

export interface SessionSource {
  /** Starts listening to the session (the first call only). */
  start(): void;
  /** The last report, if there has been one. */
  read(): SessionReport | undefined;
  /** Resolves at the first report. */
  reported: Promise<void>;
  /** Calls `listener` with the last report (at once, if there is one) and each later one. */
  listen(listener: Listener): () => void;
  /** Watches the user's profile, for changes of their claims; returns a stop. */
  watchProfile: (...args: Parameters<typeof watchProfile>) => () => void;
  /** Forces a new ID token and returns the claims it carries (null when signed out). */
  refreshClaims: typeof refreshClaims;
}

/** Where a session source gets Firebase from: each imported on first use. */
export interface SessionModules {
  auth: () => Promise<{
    subscribeSession: typeof subscribeSession;
    refreshClaims: typeof refreshClaims;
  }>;
  profile: () => Promise<{ watchProfile: typeof watchProfile }>;
}

/** Subscribes once the module has loaded; the returned stop works before and after that. */
function afterImport<T>(module: Promise<T>, subscribe: (loaded: T) => () => void): () => void {
  let active = true;
  let unsubscribe: (() => void) | undefined;
  void module.then((loaded) => {
    if (active) unsubscribe = subscribe(loaded);
  });
  return () => {
    active = false;
    unsubscribe?.();
  };
}

/**
 * A session source whose listeners come from `modules` (the Firebase SDK, imported on first use,
 * so that nothing loads it before a page needs the session). Every listener gets the same report
 * object, so that a reader can tell "nothing changed" by identity.
 */
export function createSessionSource(modules: SessionModules): SessionSource {
  let latest: SessionReport | undefined;
  let started = false;
  const listeners = new Set<Listener>();
  let firstReport = () => {};
  const reported = new Promise<void>((resolve) => (firstReport = resolve));
  const report = (next: SessionReport) => {
    if (!latest) {
      // Where a page's start went: read by bench dashboard (see main.tsx).
      performance.mark('app:session');
      firstReport();
    }
    latest = next;
    for (const listener of [...listeners]) listener(next);
  };
  const start = () => {
    if (started) return;
    started = true;
    modules.auth().then(
      (auth) =>
        auth.subscribeSession(
          (user) => report({ user, error: null }),
          (error) => report({ user: null, error }),
        ),
      // The SDK's chunk did not load: said, rather than Loading... for ever.
      (error: unknown) =>
        report({ user: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
  };
  return {
    start,
    read: () => latest,
    reported,
    listen(listener) {
      listeners.add(listener);
      start();
      if (latest) listener(latest);
      return () => {
        listeners.delete(listener);
      };
    },
    watchProfile: (uid, onProfile, onError) =>
      afterImport(modules.profile(), (profile) => profile.watchProfile(uid, onProfile, onError)),
    refreshClaims: () => modules.auth().then((auth) => auth.refreshClaims()),
  };
}

/** The page's session. */
export const pageSession = createSessionSource({
  auth: () => import('@/firebase/auth-session'),
  profile: () => import('@/firebase/profile-watch'),
});
