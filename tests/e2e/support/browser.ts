import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';

export const BASE_URL = `http://localhost:${5174 + (Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0)}`;
const SCREENSHOTS = path.resolve('test-results/e2e-screenshots');

// Flags for a headless Chromium on a machine with no internet (see DEVELOPERS.md).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Chromium per test file; each test opens its own isolated context(s). */
export function setupBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
  });

  /**
   * A fresh context (like a separate guest's phone) with one page. A failing test keeps a
   * screenshot of every page it opened under test-results/e2e-screenshots/.
   */
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
    onTestFailed(async ({ task }) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const file = `${task.name}-${name}`.replace(/[^a-z0-9-]+/gi, '_').slice(0, 120);
      await page
        .screenshot({ path: path.join(SCREENSHOTS, `${file}.png`), fullPage: true })
        .catch(() => undefined);
    });
    return page;
  }

  return { openPage };
}
