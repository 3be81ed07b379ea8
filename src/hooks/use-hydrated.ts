import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page rendered at build time (the guest pages: src/entry-server.tsx)
 * and on the server; true in every render after, and at once in a page rendered in the browser.
 *
 * A form painted from the HTML can be typed into before the app has started; hydration then puts
 * the inputs back to the app's (empty) values and what the guest typed is gone. Forms keep their
 * inputs off until hydrated (src/components/forms/use-schema-form.ts): a moment on a slow phone,
 * nothing lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
