import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from './server';

export { BASE_URL };

/**
 * Pages for one test file on the worker's Chromium (playwright.config.ts launches the Debian
 * Chromium with its offline flags; traces of every context are kept when a test fails). Each page
 * is a fresh context, like a separate person's phone; a file's contexts live until the file ends,
 * so its tests may share a signed-in page.
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    contexts.length = 0;
  });

  /** A fresh context with one page; `name` tells the pages of a test apart in its trace. */
  async function openPage(
    name: string,
    options: {
      locale?: string;
      viewport?: { width: number; height: number };
      /** An IANA zone for the page's clock, e.g. 'America/New_York' (default: the machine's). */
      timezoneId?: string;
    } = {},
  ): Promise<Page> {
    if (!browser) throw new Error('The browser did not start');
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: options.locale ?? 'en-US',
      viewport: options.viewport ?? { width: 1280, height: 900 },
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    test.info().annotations.push({ type: 'page', description: name });
    return page;
  }

  return { openPage };
}
