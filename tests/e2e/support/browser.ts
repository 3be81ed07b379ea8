import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { logIn } from './accounts';
import { BASE_URL } from './server';

export { BASE_URL };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What a sign-in through the login form left, per account, for this worker (each worker is its own
 * process): Firebase Auth's IndexedDB, the session cookie, local storage, and the page the login
 * led to. The worker's first page of an account signs in through the form; later ones start from
 * this, as a person reopening the app on the same device would (measured: the login page and the
 * form's sign-in cost about 2.2 processor-seconds; restoring costs the landing page's load, about 1).
 */
const signedInStates = new Map<string, { storageState: StorageState; landing: string }>();

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
      /**
       * A seeded account (password DEMO_PASSWORD) the page is signed in as, left on the page the
       * login leads to, as `logIn` leaves it. Not for accounts whose claims a test changes (their
       * saved ID token would carry the old claims): those sign in with `logIn`.
       */
      signedInAs?: string;
    } = {},
  ): Promise<Page> {
    if (!browser) throw new Error('The browser did not start');
    const saved = options.signedInAs ? signedInStates.get(options.signedInAs) : undefined;
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: options.locale ?? 'en-US',
      viewport: options.viewport ?? { width: 1280, height: 900 },
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      ...(saved ? { storageState: saved.storageState } : {}),
    });
    contexts.push(context);
    const page = await context.newPage();
    test.info().annotations.push({ type: 'page', description: name });
    if (saved) {
      await page.goto(saved.landing);
    } else if (options.signedInAs) {
      await logIn(page, options.signedInAs);
      const { pathname, search } = new URL(page.url());
      signedInStates.set(options.signedInAs, {
        storageState: await context.storageState({ indexedDB: true }),
        landing: pathname + search,
      });
    }
    return page;
  }

  return { openPage };
}
