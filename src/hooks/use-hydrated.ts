import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and on the server), true otherwise.
 * Two uses:
 * - A prerendered shell serves many addresses (the report form serves every hotel), so what depends
 *   on the address it was opened at (a link back to this hotel, the login link's return address) is
 *   rendered once hydration is done; a page rendered in the browser has it from its first render.
 * - A form painted from the HTML can be typed into before the app has started; hydration then puts
 *   the inputs back to the app's (empty) values and what the guest typed is gone. Forms keep their
 *   inputs off until hydrated (src/components/forms/use-schema-form.ts): a moment on a slow phone,
 *   nothing lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
