import { createContext, useContext, useEffect } from 'react';

/**
 * What the app frame offers the pages inside it:
 * - `hideHotelChrome`: drops the hotel's chrome (its name and navigation): Access Denied, Hotel
 *   Not Found and Not Found must not offer a hotel the user cannot enter;
 * - `signOut`: the header's Log out, for a page's own way out (Switch account on Access Denied).
 *   It asks first when the device holds entries the server has not received (docs/offline.md,
 *   "Signing out"), then signs out and opens the login page. Outside the frame (a component
 *   test of one page) there is no session to end, and it does nothing.
 */
export const ChromeContext = createContext<{
  hideHotelChrome: (hide: boolean) => void;
  signOut: () => void;
}>({
  hideHotelChrome: () => undefined,
  signOut: () => undefined,
});

/** Call in a page that must show without the hotel's navigation, while it is shown. */
export function useWithoutHotelChrome(): void {
  const { hideHotelChrome } = useContext(ChromeContext);
  useEffect(() => {
    hideHotelChrome(true);
    return () => hideHotelChrome(false);
  }, [hideHotelChrome]);
}

/** The frame's sign-out, asking first about what this device has not sent. */
export function useSignOut(): () => void {
  return useContext(ChromeContext).signOut;
}
