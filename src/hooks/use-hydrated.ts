import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and on the server), true otherwise.
 * A prerendered shell serves many addresses (the report form serves every hotel), so what depends
 * on the address it was opened at (a link back to this hotel, the login link's return address) is
 * rendered once hydration is done; a page rendered in the browser has it from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
