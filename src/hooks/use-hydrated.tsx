import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a page prerendered at build time (and on the server), true otherwise.
 * Two uses:
 * - A prerendered shell serves many addresses (the report form serves every hotel), so what depends
 *   on the address it was opened at (a link back to this hotel, the login link's return address) is
 *   rendered once hydration is done; a page rendered in the browser has it from its first render.
 * - A form painted from the HTML can be typed into before the app has started; hydration then puts
 *   the inputs back to the app's (empty) values and what the guest typed is gone. Forms keep their
 *   inputs off until hydrated (`UntilHydrated`, below): a moment on a slow phone, nothing lost.
 */
// A hook and a component in one module (see UntilHydrated): an edit here reloads the page in dev.
// eslint-disable-next-line react-refresh/only-export-components
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

// No box of its own, so the fields lay out in the form as before; and no group for assistive
// technology to announce, since it groups nothing a reader needs to hear about.
const CONTENTS = { display: 'contents' } as const;

/**
 * A form's fields and buttons, off while a page rendered at build time hydrates: typed into then,
 * hydration would put the inputs back to the app's (empty) values; pressed, a button would do
 * nothing. One native `<fieldset disabled>` turns them all off, so hydration's switch re-renders
 * this element alone, not every field of the form: done field by field, that re-render held a
 * phone's main thread in one task as long as the hydration itself. It lives in this module, which
 * every page's first script holds already: in a file of its own it was one more script for the
 * report form to fetch.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} role="presentation" style={CONTENTS}>
      {children}
    </fieldset>
  );
}
