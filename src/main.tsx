import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import { currentLanguage, i18nReady } from './i18n/i18n';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * A page whose HTML was served in another language than the reader's (a saved choice that
 * Hosting did not see, see the check in the page's head) is hidden by that check until it is
 * rendered again in the reader's language: shown once the first render is on screen.
 */
function Revealed({ children }: { children: ReactNode }) {
  useEffect(() => document.documentElement.removeAttribute('data-relocalize'), []);
  return children;
}

// The router (imported with App) has already started fetching the first screen's chunk; the
// first render waits only for the translations of the user's language, fetched alongside it.
// A guest page prerendered at build time (scripts/lib/prerender.mjs) in the reader's language is
// hydrated: its HTML stays on screen and becomes the app. Any other page is rendered here.
const mount = root;
void i18nReady.finally(() => {
  if (mount.dataset.prerendered === currentLanguage()) {
    hydrateRoot(
      mount,
      <StrictMode>
        <App guest />
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error('Hydration fell back to a render', error),
      },
    );
    return;
  }
  createRoot(mount).render(
    <StrictMode>
      <Revealed>
        <App />
      </Revealed>
    </StrictMode>,
  );
});
