import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './app-routes';
import { preloadScreens } from './router';

// The first screen's chunk is requested now, while main.tsx waits for the translations.
preloadScreens(window.location);

/** `guest`: the page is a guest page prerendered at build time, being hydrated (src/main.tsx). */
export function App({ guest }: { guest?: boolean }) {
  return (
    <AppProvider guest={guest}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
