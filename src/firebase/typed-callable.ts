import { httpsCallable } from 'firebase/functions';
import { CALLABLE_TIMEOUT_MS } from './config';
import { functions } from './functions';

/**
 * The SPA's one typed wrapper around a callable function (spec §7, timeout 70 s): the staff map
 * (`callables.ts`) and the guest map (`guest-callables.ts`) both use it. Two maps so that a guest
 * page does not load the staff callables' request types and schemas.
 */
export function typedCallable<Req, Res>(name: string): (data: Req) => Promise<Res> {
  const fn = httpsCallable<Req, Res>(functions, name, { timeout: CALLABLE_TIMEOUT_MS });
  return async (data: Req): Promise<Res> => (await fn(data)).data;
}
