import { showNotification } from '@/components/overlays';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayHaveSignedInUser, whenFirebaseStarted } from '@/firebase/stored-session';
import { AuthContext, GUEST_FIRST, type AuthState } from './auth-context';
import { pageSession, type SessionSource } from './session-source';

/** Spec §9: the access-level notification shows for 5 s; the page reloads 2 s after a change. */
export const ACCESS_NOTICE_MS = 5000;
export const RELOAD_AFTER_MS = 2000;

/** Before Firebase Auth has answered: loading, unless the page was prerendered for a guest. */
const STARTING: AuthState = { loading: true, user: null, error: null };
/**
 * The next state, or the current one when nothing in it changes. A guest page hydrated as a guest
 * already says "no user": the same answer as a new object would still be a change to every reader
 * of the session, and React would hydrate the screen at once, in one long task, to pass it on.
 */
const unlessSame = (next: AuthState) => (current: AuthState) =>
  current.loading === next.loading && current.user === next.user && current.error === next.error
    ? current
    : next;

/**
 * `initial` is what the first render shows. A guest page prerendered at build time
 * (src/entry-server.tsx) was rendered for a guest, so its hydration starts as a guest too
 * (`GUEST_FIRST`); a signed-in user's session replaces it as soon as it is read.
 */
export function AuthProvider({
  children,
  initial = STARTING,
  session = pageSession,
}: {
  children: ReactNode;
  initial?: AuthState;
  /** Where the session is read from: the page's, unless a test gives its own. */
  session?: SessionSource;
}) {
  const { t } = useTranslation();
  // A session already read (src/main.tsx starts reading it early on a staff member's browser):
  // the first render shows the signed-in screen, not Loading....
  const [state, setState] = useState<AuthState>(() => {
    const read = session.read();
    return initial === STARTING && read ? { loading: false, ...read } : initial;
  });
  const heldVersion = useRef<number | null>(null);
  const uid = state.user?.uid ?? null;
  const claimsRef = useRef(state.user?.claims);
  useEffect(() => {
    claimsRef.current = state.user?.claims;
  }, [state.user]);

  // Firebase is not imported at the top (the session source imports it when first asked): the
  // first screen paints before the Firebase SDK has been fetched and started. A browser that holds
  // no signed-in session (a guest) does not load it at all until a screen needs Firebase (sign-in,
  // sending a report), and then listens.
  useEffect(() => {
    let active = true;
    let stop = () => {};
    let cancelWait = () => {};
    const listen = () => {
      if (!active) return;
      stop = session.listen((read) => setState(unlessSame({ loading: false, ...read })));
    };
    void mayHaveSignedInUser().then((maybe) => {
      if (!active) return;
      if (maybe) {
        listen();
        return;
      }
      setState(unlessSame(GUEST_FIRST));
      cancelWait = whenFirebaseStarted(listen);
    });
    return () => {
      active = false;
      cancelWait();
      stop();
    };
  }, [session]);

  // Live claims (spec §4): when users/{uid}.claimsVersion rises above the one held, refresh the
  // token and the session; if the admin or staff flag changed, say so and reload into the right
  // navigation, without signing out.
  useEffect(() => {
    heldVersion.current = null;
    if (!uid) return undefined;
    return session.watchProfile(
      uid,
      (profile) => {
        if (!profile) return;
        const before = claimsRef.current;
        const first = heldVersion.current === null;
        // On the first snapshot the version is only noted, unless the profile's flags already
        // differ from the token's: the claims changed while the app was starting (the token
        // was minted before), and the change is handled as if it had arrived live.
        const staleToken =
          first &&
          before !== undefined &&
          (profile.claims.admin !== before.admin || profile.claims.staff !== before.staff);
        if (!staleToken && (first || profile.claimsVersion <= (heldVersion.current ?? 0))) {
          heldVersion.current = Math.max(heldVersion.current ?? 0, profile.claimsVersion);
          return;
        }
        heldVersion.current = profile.claimsVersion;
        // The forced token refresh can fail (network, a token the server just revoked): that
        // must neither crash nor sign the user out. The profile carries the new claims too, so
        // the change is still announced, and the reload fetches a fresh token.
        void session
          .refreshClaims()
          .catch((error: unknown) => {
            console.warn('Could not refresh the token after a claims change', error);
            return null;
          })
          .then((fresh) => {
            // A stale token is acted on only with a fresh one in hand: a profile that merely
            // disagrees with the token must never reload the page again and again.
            if (staleToken && !fresh) return;
            const after = fresh ?? profile.claims;
            if (!before || (after.admin === before.admin && after.staff === before.staff)) return;
            const level = after.admin ? 'admin' : after.staff ? 'staff' : 'user';
            // The notice's container loads on first use: the reload waits until
            // the notice is shown, so a slow connection cannot reload before it appears.
            return showNotification({
              color: 'blue',
              message: t('settings.accessChanged', { level: t(`settings.levels.${level}`) }),
              autoClose: ACCESS_NOTICE_MS,
            })
              .catch((error: unknown) => console.warn('Could not show the access notice', error))
              .then(() => {
                setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
              });
          })
          .catch((error: unknown) => console.warn('Could not announce the access change', error));
      },
      (error) => console.warn('Could not watch the user profile for claim changes', error),
    );
    // The listener belongs to the signed-in uid; the claims it compares are read when it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid, session]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
