import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Where this tab keeps the mail link's token once it is out of the address bar: a reload of
 * /status in the same tab still shows the report. sessionStorage belongs to the tab alone and
 * ends with it; the address bar and history never hold the token.
 */
export const MAIL_LINK_TOKEN_KEY = 'lostAndFound.statusLinkToken';

/** This tab's sessionStorage, or null where there is none (prerendering) or it is refused. */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function keptToken(): string | null {
  try {
    return tabStorage()?.getItem(MAIL_LINK_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function keepToken(token: string | null) {
  try {
    if (token) tabStorage()?.setItem(MAIL_LINK_TOKEN_KEY, token);
    else tabStorage()?.removeItem(MAIL_LINK_TOKEN_KEY);
  } catch {
    // A full or refused storage only means a reload asks for the reference again.
  }
}

/**
 * The secret token of a status mail link (`/status?token=…`), or null. It is read once and taken
 * out of the address bar at once, so it is not kept in history or sent on as a referrer; the tab
 * keeps it (sessionStorage) so that a reload shows the report again. `forget` drops the tab's copy
 * (the page goes on showing what it shows), once the guest turns to another report or the link
 * no longer works: the next reload then opens the lookup form.
 */
export function useMailLinkToken(): { token: string | null; forget: () => void } {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? keptToken());
  useEffect(() => {
    if (!params.has('token')) return;
    keepToken(params.get('token'));
    setParams({}, { replace: true });
  }, [params, setParams]);
  const forget = useCallback(() => keepToken(null), []);
  return { token, forget };
}
