import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import i18n, { i18nReady, loadStaffTranslations } from '@/i18n/i18n';
import { mediaQueryList } from './media-query';

// findBy* and waitFor give up after 60 s, not 1 s: beside the browser tier the tests get little of
// the processor (vite.config.ts, testTimeout), and a wait that passes ends as soon as it does.
configure({ asyncUtilTimeout: 60_000 });

// Translations are chunks per language, loaded asynchronously: every test starts with both
// languages loaded, guest and staff parts (src/i18n/locale-parts.ts).
await i18nReady;
await i18n.loadLanguages(['en', 'ja']);
await loadStaffTranslations();

// Test files share their worker's i18n instance (vite.config.ts, isolate: false): every test
// starts in English, whatever the test before it switched to.
beforeEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
});

// Mantine reads these browser APIs, which jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => mediaQueryList(query, false);
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub;
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
// Mantine's autosizing Textarea measures again once web fonts load (document.fonts).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      ready: Promise.resolve(),
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
}
