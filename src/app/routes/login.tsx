import { useEffect } from 'react';
import { LoginForm } from '@/features/auth/components/login-form';
import { loadHotelDirectory } from '@/features/hotels/api/hotel-directory';
import { startFirestoreClient } from '@/firebase/app';

/** How long the login page waits for the browser to be idle before fetching what comes next. */
const IDLE_TIMEOUT_MS = 1000;

export function LoginRoute({
  onSignedIn,
  preloadDestinations,
}: {
  /** The screen a sign-in leads to, just signed in: its code and first data (router.tsx). */
  onSignedIn: (href: string) => void;
  /** The code of the screens a sign-in can lead to (router.tsx). */
  preloadDestinations: () => Promise<void>;
}) {
  // While the person types, what the screen that sign-in opens needs arrives: its code, and the
  // hotel list that every hotel screen is checked against (public, and kept for an hour). Once
  // the login page itself is idle, so that the first keystrokes are not delayed by it. And
  // Firestore's client, started without a user, so that the dashboard's first query leaves as
  // soon as the sign-in succeeds.
  useEffect(() => {
    const preload = () => {
      void preloadDestinations().then(startFirestoreClient);
      // A failure here is not the login page's: the hotel screen reads the list again and says.
      loadHotelDirectory().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, 0);
    return () => window.clearTimeout(timer);
  }, [preloadDestinations]);
  return <LoginForm onSignedIn={onSignedIn} />;
}
