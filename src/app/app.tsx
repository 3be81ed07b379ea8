import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './app-routes';
import { FollowAddress } from './follow-address';

/**
 * `guest`: the page is a guest page prerendered at build time, being hydrated (src/main.tsx);
 * `notFound`: it is Hosting's Not Found page (see AppRoutes).
 */
export function App({ guest, notFound }: { guest?: boolean; notFound?: boolean }) {
  return (
    <AppProvider guest={guest}>
      <BrowserRouter>
        <FollowAddress />
        <AppRoutes notFound={notFound} />
      </BrowserRouter>
    </AppProvider>
  );
}
