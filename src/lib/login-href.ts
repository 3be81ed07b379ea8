import { paths } from '@/config/paths';

/** The query parameter that carries the page a signed-out visitor asked for through /login. */
export const NEXT_PARAM = 'next';

/**
 * The page to return to after sign-in, if it is safe: a same-origin path ("/x/y?z#w"), never an
 * absolute or protocol-relative URL ("https://..", "//host", "/\\host") and never /login itself.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (raw.includes('\\') || [...raw].some((char) => char.charCodeAt(0) < 32)) return null;
  try {
    const base = 'https://app.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return url.pathname === paths.login.getHref() ? null : path;
  } catch {
    return null;
  }
}

/** /login, remembering the requested page so that sign-in returns there. */
export function loginHrefFor(requested: string | null | undefined): string {
  const next = safeNextPath(requested);
  return next && next !== paths.home.getHref()
    ? `${paths.login.getHref()}?${NEXT_PARAM}=${encodeURIComponent(next)}`
    : paths.login.getHref();
}
