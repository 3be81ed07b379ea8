import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Keeps the router on the address the browser shows. BrowserRouter reads the address when it
 * renders but listens for changes only from its commit; a prerendered page is hydrated as a
 * transition (src/main.tsx), which yields between the two, so an address changed in that gap (a
 * script's history.pushState and popstate, a back button pressed while the page starts) went
 * unheard and the page stayed on the old screen. Passive effects run after the router has begun
 * listening: a change made before then is caught up here, once.
 */
export function FollowAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    // Once per page (StrictMode runs a first effect twice): later changes reach the router
    // through its own listener.
    if (checked.current) return;
    checked.current = true;
    const { pathname, search, hash } = window.location;
    if (pathname !== location.pathname || search !== location.search || hash !== location.hash) {
      const { usr } = (window.history.state ?? {}) as { usr?: unknown };
      void navigate({ pathname, search, hash }, { replace: true, state: usr });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first commit (above)
  }, []);
  return null;
}
