import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Where the token waits while its owner signs in (the tab's session only). */
const STORAGE_KEY = 'lostAndFound.invitationToken';

function storedToken(value?: string | null): string | null {
  try {
    if (value) window.sessionStorage.setItem(STORAGE_KEY, value);
    if (value === null) window.sessionStorage.removeItem(STORAGE_KEY);
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return value ?? null;
  }
}

/**
 * The secret token of an invitation link (`/invitation?token=…`), or null. It is taken out of the
 * address bar at once (not kept in history or sent on as a referrer) and kept in the tab's
 * session storage, so that it survives the sign-in the page may send its owner through.
 * `forget` drops it once it has been used.
 */
export function useInvitationToken(): { token: string | null; forget: () => void } {
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState(() => {
    const fromLink = params.get('token');
    return fromLink ? storedToken(fromLink) : storedToken();
  });
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);
  const forget = useCallback(() => {
    storedToken(null);
    setToken(null);
  }, []);
  return { token, forget };
}
