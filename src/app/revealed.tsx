import { useEffect, type ReactNode } from 'react';

/**
 * A page whose HTML was served in another language than the reader's (a saved choice that Hosting
 * did not see: the check in the prerendered page's head, scripts/lib/prerender.mjs) is hidden by
 * that check until the app has rendered it in the reader's language: shown once that render is on
 * screen.
 */
export function Revealed({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.removeAttribute('data-relocalize'), []);
  return children;
}
