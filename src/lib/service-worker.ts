/**
 * The service worker (vite.config.ts, VitePWA; docs/offline.md "Installed and offline"):
 * registered for signed-in staff only, after the page has loaded, so it never delays a guest's
 * first paint. A new deployment's worker waits until the person chooses to reload
 * (`onNeedRefresh`): the page never runs old and new code together.
 */
let started = false;

export async function registerServiceWorker(onNeedRefresh: (reload: () => void) => void) {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  try {
    const { registerSW } = await import('virtual:pwa-register');
    const update = registerSW({
      onNeedRefresh: () => onNeedRefresh(() => void update(true)),
      onRegisterError: (error: unknown) => console.warn('Service worker not registered', error),
    });
  } catch (error) {
    console.warn('Service worker not registered', error);
  }
}
