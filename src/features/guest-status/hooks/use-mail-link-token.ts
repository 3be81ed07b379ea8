import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The secret token of a status mail link (`/status?token=…`), or null. It is read once and taken
 * out of the address bar at once, so it is not kept in history or sent on as a referrer.
 */
export function useMailLinkToken(): string | null {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);
  return token;
}
