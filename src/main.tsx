import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts.css';
import { currentLanguage, i18nReady } from './i18n/i18n';
import { App } from './app/app';
import { preloadScreens } from './app/router';
import { Revealed } from './app/revealed';
import { persistentCacheAtStart } from './firebase/device-cache';
import { pageSession } from './lib/session-source';

/** How long the first render of a staff member's page waits for its screen and the session. */
const FIRST_RENDER_WAIT_MS = 400;
/** How long the first render waits at most for the page in the reader's language (below). */
const RELOCALIZE_WAIT_MS = 3000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the translations of the user's language (on a staff member's
// browser, for the session and the screen's code too: below), and the first screen's chunks are
// fetched alongside them. A guest page prerendered at build time
// (scripts/lib/prerender.mjs) in the reader's language is hydrated: its HTML stays on screen and
// becomes the app. Any other page is rendered here.
// Marks of where a page's start went (app:start, app:screens, app:translations, app:session),
// printed by bench dashboard.
performance.mark('app:start');
const mount = root;
// On a browser where a staff member keeps their data (src/firebase/device-cache.ts), the session
// is read now too, and the first render waits for it and for the screen's code (at most
// FIRST_RENDER_WAIT_MS after the translations): it is then the screen itself, the dashboard with
// its rows from the device, rather than a loader that the screen replaces a moment later (two
// renders and layouts of the whole page where one does).
const staffDevice = persistentCacheAtStart();
// The first screen's chunks (and on such a browser its first data), requested now, while the
// translations load. On a prerendered guest page the HTML has named those chunks already, so the
// request waits for the next task: Vite's preload helper checks each chunk against every link of
// the page, and in the entry's own task that made the longest task after a phone's first paint
// about 45 ms (of about 150) longer (docs/performance.md, "Blocking time of the report form").
const firstScreenLoaded = new Promise<void>((resolve) =>
  root.dataset.prerendered === undefined ? resolve() : setTimeout(resolve),
).then(() => preloadScreens(window.location, staffDevice));
if (staffDevice) pageSession.start();
// The address the HTML was served for: if a script moves the page elsewhere (history.pushState)
// before the app has started, the HTML is another page's and is rendered over, not hydrated.
const servedPath = window.location.pathname;
// Hosting's Not Found page (prerendered too): Not Found at whatever address it answered.
const notFound = mount.dataset.page === 'not-found';
/**
 * The page's content being put in the reader's language by the prerendered page's head
 * (scripts/lib/prerender.mjs, languageCheck) when Hosting served another one: settles when it is
 * in place, or when it could not be (never rejects).
 */
const relocalized = Promise.race([
  (window as { __relocalized?: Promise<void> }).__relocalized,
  // A request that hangs does not hold the page: the app renders it in the reader's language.
  new Promise((resolve) => setTimeout(resolve, RELOCALIZE_WAIT_MS)),
]);
/** Renders the app from nothing (replacing whatever the HTML showed). */
function render() {
  // The head's relocalizing, were it still under way, leaves a page that is no longer prerendered.
  delete mount.dataset.prerendered;
  createRoot(mount).render(
    <StrictMode>
      <Revealed>
        <App notFound={notFound} />
      </Revealed>
    </StrictMode>,
  );
}
void firstScreenLoaded.then(() => performance.mark('app:screens'));
void Promise.allSettled([i18nReady, relocalized]).then(() => {
  performance.mark('app:translations');
  if (mount.dataset.prerendered !== currentLanguage()) {
    if (!staffDevice) render();
    else
      void Promise.race([
        Promise.all([firstScreenLoaded, pageSession.reported]),
        new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
      ]).then(render);
    return;
  }
  // Hydrated once the screen's own chunks have arrived too (src/app/lazy-screens.tsx, lazyScreen):
  // hydrated around a screen still loading, React would throw the screen's HTML away and render
  // it again (the page jumps, and does all its work twice). As a transition, hydration yields to
  // the browser every few milliseconds instead of holding the main thread until the whole page is
  // hydrated; a tap meanwhile hydrates what it touches first.
  void firstScreenLoaded.then(() => {
    if (window.location.pathname !== servedPath) {
      render();
      return;
    }
    startTransition(() => {
      hydrateRoot(
        mount,
        <StrictMode>
          <App guest notFound={notFound} />
        </StrictMode>,
        {
          onRecoverableError: (error) => console.error('Hydration fell back to a render', error),
        },
      );
    });
  });
});
