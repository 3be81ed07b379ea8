// The guest pages' HTML, rendered at build time (scripts/lib/prerender.mjs runs this module after
// `vite build`, in Node). Each page is the app itself at that address, for a guest, with the hotel
// list still loading: the browser hydrates it (src/main.tsx) instead of rendering from nothing.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { AppProvider } from './app/provider';
import i18n, { i18nReady, type SupportedLanguage } from './i18n/i18n';

/**
 * The HTML of the app's root element at `url` in `language`, once every lazy screen has loaded;
 * `notFound`: Hosting's Not Found page (src/app/app-routes.tsx).
 */
export async function renderGuestPage(
  url: string,
  language: SupportedLanguage,
  notFound = false,
): Promise<string> {
  await i18nReady;
  await i18n.changeLanguage(language);
  const failures: unknown[] = [];
  // A guest page has only the guest part of the translations (src/i18n/locale-parts.ts): a text
  // it reads from elsewhere would show its key in the HTML, so the build fails instead.
  const missing = (_languages: unknown, _namespace: string, key: string) =>
    failures.push(new Error(`${url} (${language}) reads "${key}", not in the guest translations`));
  i18n.on('missingKey', missing);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider guest>
        <StaticRouter location={url}>
          <AppRoutes notFound={notFound} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // Every boundary inline, in place: a page read without JavaScript shows its content, not a
    // loader waiting for a script to swap the content in.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failures.push(error);
      },
    },
  );
  i18n.off('missingKey', missing);
  // A screen that failed to render would leave its loader in the HTML: the build fails instead.
  if (failures.length > 0) throw failures[0];
  return new Response(prelude).text();
}

/** A translation in `language` (the page's title). */
export function translate(language: SupportedLanguage, key: 'common.appName'): string {
  return i18n.getFixedT(language)(key);
}
