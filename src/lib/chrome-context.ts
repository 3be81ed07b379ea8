import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a page ask the app frame to drop the hotel's chrome (its name and navigation): Access
 * Denied, Hotel Not Found and Not Found must not offer a hotel the user cannot enter.
 */
export const ChromeContext = createContext<{ hideHotelChrome: (hide: boolean) => void }>({
  hideHotelChrome: () => undefined,
});

/** Call in a page that must show without the hotel's navigation, while it is shown. */
export function useWithoutHotelChrome(): void {
  const { hideHotelChrome } = useContext(ChromeContext);
  useEffect(() => {
    hideHotelChrome(true);
    return () => hideHotelChrome(false);
  }, [hideHotelChrome]);
}
