import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import { currentLanguage, i18nReady } from './i18n/i18n';
import { App } from './app/app';
import { Revealed } from './app/revealed';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router (imported with App) has already started fetching the first screen's chunk; the
// first render waits only for the translations of the user's language, fetched alongside it.
// A guest page prerendered at build time (scripts/lib/prerender.mjs) in the reader's language is
// hydrated: its HTML stays on screen and becomes the app. Any other page is rendered here.
const mount = root;
// Hosting's Not Found page (prerendered too): Not Found at whatever address it answered.
const notFound = mount.dataset.page === 'not-found';
void i18nReady.finally(() => {
  if (mount.dataset.prerendered === currentLanguage()) {
    hydrateRoot(
      mount,
      <StrictMode>
        <App guest notFound={notFound} />
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
        <App notFound={notFound} />
      </Revealed>
    </StrictMode>,
  );
});
