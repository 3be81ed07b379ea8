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
 * `work`, or a rejection with `message` once `ms` have passed without it ending (a page whose main
 * thread is stuck never answers an evaluate, and Playwright gives evaluate no timeout of its own).
 */
export async function within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  // Once the time is up, the work's own later failure (the page closing) is expected.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, unanswered]);
  } finally {
    clearTimeout(timer);
  }
}

/** The router's move to `path` inside the page's document: a history entry and its popstate. */
function moveInApp(page: Page, path: string): Promise<void> {
  return page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Moves a page that already shows the app to `path` the way a link inside the app does: the
 * router renders the new screen in the same document, the old screen's listeners end as it
 * unmounts, and nothing is loaded, started or signed in again. Measured between staff screens: a
 * `page.goto` costs about 0.9 processor-seconds and a second more than this. A page's first
 * document, and a test of loading itself (a deep link, a reload, a saved language), use
 * `page.goto`. The old screen may still show for a moment: wait for something only the new one
 * shows.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(BASE_URL)) {
    throw new Error(`navigate(${path}): the page shows no app yet; open its first page with goto`);
  }
  await moveInApp(page, path);
}

/** Pages whose document opened Firestore's listen channel (others have no listener to end). */
const listening = new WeakSet<Page>();
const isListenChannel = (url: string) => url.includes('/Listen/channel');

/**
 * Ends a page's Firestore listeners before the page goes away. The Firestore emulator keeps the
 * listeners of a page that was closed or navigated away (its WebChannel is never heard from again;
 * even `terminate()` leaves them) and re-runs every one's query, rules included, on each later
 * write to its collection: measured, each abandoned dashboard made every later write cost ~9 ms
 * more of the emulator's processor time, for the rest of the run. An in-app move to a path with no
 * screen (the not-found page) unmounts the screens, whose unsubscribes reach the emulator.
 */
async function releaseListeners(page: Page): Promise<void> {
  if (page.isClosed() || !page.url().startsWith(BASE_URL) || !listening.has(page)) return;
  // The unsubscribes go out as one request on the listen channel.
  const sent = page
    .waitForRequest((request) => isListenChannel(request.url()), { timeout: 1_000 })
    .catch(() => undefined);
  const moved = await within(moveInApp(page, '/__page-closed'), 5_000, 'the page did not answer')
    .then(() => true)
    .catch(() => false);
  if (moved) await sent;
  listening.delete(page);
}

/** Where the app keeps the language menu's choice (src/i18n/i18n.ts, LANGUAGE_STORAGE_KEY). */
const LANGUAGE_KEY = 'lostAndFound.language';

/** `state` (or an empty browser's) with `language` kept as the app's language choice. */
function withLanguage(state: StorageState | undefined, language?: 'en' | 'ja'): StorageState {
  const base: StorageState = state ?? { cookies: [], origins: [] };
  if (!language) return base;
  const origin = new URL(BASE_URL).origin;
  const kept = base.origins.find((entry) => entry.origin === origin);
  const localStorage = [
    ...(kept?.localStorage ?? []).filter((item) => item.name !== LANGUAGE_KEY),
    { name: LANGUAGE_KEY, value: language },
  ];
  return {
    ...base,
    origins: [...base.origins.filter((entry) => entry !== kept), { ...kept, origin, localStorage }],
  };
}

/**
 * Pages for one test file on the worker's Chromium (playwright.config.ts launches the Debian
 * Chromium with its offline flags; traces of every context are kept when a test fails). Each page
 * is a fresh context, like a separate person's phone, closed when its test ends, or when the file
 * ends for a page opened with `keep` (tests that share a signed-in page). A page's listeners are
 * released before it loads another document or closes (see releaseListeners).
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  /** The contexts that close when their test ends, and those that close when the file ends. */
  const testContexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];

  const closeAll = async (contexts: BrowserContext[]) => {
    const closing = contexts.splice(0);
    await Promise.all(
      closing.map(async (context) => {
        await Promise.all(context.pages().map(releaseListeners));
        await context.close().catch(() => undefined);
      }),
    );
  };

  test.beforeAll(({ browser: workerBrowser }) => {
    browser = workerBrowser;
  });
  test.afterEach(() => closeAll(testContexts));
  test.afterAll(() => closeAll(fileContexts));

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
      /** Keeps the page open until the file ends, for later tests of the file to use. */
      keep?: boolean;
      /**
       * The app path the page's document opens at, as a link from outside the app opens it. A
       * signed-in page opens there instead of where its login led (one document, not two).
       */
      path?: string;
      /**
       * A choice of the language menu the browser has kept (local storage), so the page opens in
       * that language. A first sign-in through the form reads the form in English, then loads the
       * page again in this language.
       */
      language?: 'en' | 'ja';
      /** A phone or tablet: touch is the main pointer (`(pointer: coarse)`), as on the device. */
      touch?: boolean;
    } = {},
  ): Promise<Page> {
    if (!browser) throw new Error('The browser did not start');
    const saved = options.signedInAs ? signedInStates.get(options.signedInAs) : undefined;
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: options.locale ?? 'en-US',
      viewport: options.viewport ?? { width: 1280, height: 900 },
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
      ...(saved || !options.signedInAs
        ? { storageState: withLanguage(saved?.storageState, options.language) }
        : {}),
    });
    (options.keep ? fileContexts : testContexts).push(context);
    const page = await context.newPage();
    page.on('request', (request) => {
      if (isListenChannel(request.url())) listening.add(page);
    });
    // A page that loads another document first lets go of the current one's listeners.
    const goto = page.goto.bind(page);
    page.goto = async (url, gotoOptions) => {
      await releaseListeners(page);
      return goto(url, gotoOptions);
    };
    test.info().annotations.push({ type: 'page', description: name });
    if (saved) {
      await page.goto(options.path ?? saved.landing);
    } else if (options.signedInAs) {
      await logIn(page, options.signedInAs);
      const { pathname, search } = new URL(page.url());
      signedInStates.set(options.signedInAs, {
        storageState: await context.storageState({ indexedDB: true }),
        landing: pathname + search,
      });
      if (options.language) {
        const { language } = options;
        await page.evaluate(
          ([key, value]) => window.localStorage.setItem(key, value),
          [LANGUAGE_KEY, language],
        );
      }
      if (options.language || options.path) await page.goto(options.path ?? pathname + search);
    } else if (options.path) {
      await page.goto(options.path);
    }
    return page;
  }

  return { openPage };
}
