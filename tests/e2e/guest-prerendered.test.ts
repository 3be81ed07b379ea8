import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { setupBrowser } from './support/browser';
import { BASE_URL } from './support/server';

// The guest pages arrive as HTML (prerendered at build time, served by firebase.json's Hosting
// rules: tests/e2e/support/global-setup.ts serves the build through scripts/lib/hosting-preview.mjs)
// and the app takes that HTML over without rendering it again.
const { openPage } = setupBrowser();
const PHONE = { width: 390, height: 844 };
const REPORT_FORM = '/sakura-tokyo/report-lost-item';

/** A page of a browser that runs no JavaScript: only the HTML the server sent. */
async function htmlOnly(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    viewport: PHONE,
    locale: 'en-US',
    ...options,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Collects what React says when the HTML and the app's first render differ. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|did not match|Hydration/i.test(text))
      errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('guest pages without JavaScript', () => {
  test('/ shows its heading, its text and the way to the hotels and the status page', async ({
    browser,
  }) => {
    const { page, close } = await htmlOnly(browser);
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lost something during your stay?' }),
    ).toBeVisible();
    await expect(page.getByText('Tell the hotel what you lost.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose your hotel' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Already reported a lost item? Check its status' }),
    ).toHaveAttribute('href', '/status');
    await close();
  });

  test('the report form shows its heading, its text and its fields, for any hotel', async ({
    browser,
  }) => {
    const { page, close } = await htmlOnly(browser);
    await page.goto(REPORT_FORM);
    await expect(page.getByRole('heading', { level: 1, name: 'Report a lost item' })).toBeVisible();
    await expect(page.getByText('Fields marked with * are required.')).toBeVisible();
    for (const label of ['Item type', 'Item or brand', 'Date lost', 'Where you lost it', 'Email'])
      await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
    // Off until the app has started: pressed in the bare HTML, it would do nothing (or reload).
    await expect(page.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Fill sample/ })).toBeDisabled();
    // The same HTML serves every hotel: it names none (the hotel's name fills in with the app).
    const other = await (await page.request.get('/kyoto-garden/report-lost-item')).text();
    const html = await (await page.request.get(REPORT_FORM)).text();
    expect(other).toBe(html);
    expect(html).not.toContain('sakura-tokyo');
    await close();
  });

  test('each page paints from its own HTML: without the stylesheet it looks the same as with it', async ({
    browser,
  }) => {
    // The page's critical CSS is inline (scripts/lib/critical-css.mjs); the whole stylesheet is
    // fetched without blocking the first paint. Refusing it must change nothing on screen.
    for (const address of ['/', REPORT_FORM, '/status']) {
      const shots: Buffer[] = [];
      for (const refuseStylesheet of [false, true]) {
        const { page, close } = await htmlOnly(browser);
        let refused = 0;
        if (refuseStylesheet)
          await page.route('**/assets/*.css', (route) => {
            refused += 1;
            return route.abort();
          });
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (refuseStylesheet)
          expect(refused, `${address} asks for the stylesheet`).toBeGreaterThan(0);
        shots.push(await page.screenshot({ fullPage: true, animations: 'disabled' }));
        await close();
      }
      expect(shots[1].equals(shots[0]), `${address} without the stylesheet`).toBe(true);
    }
  });

  test('a browser whose language is Japanese gets the Japanese HTML first', async ({ browser }) => {
    const { page, close } = await htmlOnly(browser, { locale: 'ja-JP' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ご滞在中にお忘れ物をされましたか？' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'ご宿泊のホテルを選択してください' }),
    ).toBeVisible();
    await page.goto('/status');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('button', { name: '状況を確認する' })).toBeVisible();
    await close();
  });
});

test.describe('guest pages with JavaScript', () => {
  test('the app takes over the HTML of / and of the report form without rendering it again', async () => {
    const page = await openPage('guest', { viewport: PHONE });
    const errors = hydrationErrors(page);
    await page.goto('/');
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Lost something during your stay?',
    });
    await heading.waitFor();
    // The element painted from the HTML is the one the app keeps: marked before the app starts.
    await heading.evaluate((element) => element.setAttribute('data-from-html', 'yes'));
    await page.getByTestId('hotel-name').first().waitFor();
    await expect(heading).toHaveAttribute('data-from-html', 'yes');

    await page.getByRole('link', { name: /Hotel Sakura Tokyo/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Report a lost item' }).waitFor();
    await page.goto(REPORT_FORM);
    const email = page.getByLabel('Email', { exact: false }).first();
    await email.waitFor();
    // Once the hotel list has arrived the header names the hotel and links back to its form.
    const brand = page.getByRole('link', { name: 'Hotel Sakura Tokyo' });
    await expect(brand).toHaveAttribute('href', REPORT_FORM);
    await email.fill('guest@example.com');
    await expect(email).toHaveValue('guest@example.com');
    expect(errors).toEqual([]);
  });

  test('the report form and /status keep the elements painted from their HTML once they are live', async () => {
    // Hydrated around a screen whose code had not arrived, React threw the screen's HTML away
    // and rendered it again when the guest's session or the hotel list arrived: the page
    // jumped and did its work twice. Every form and heading the HTML parser adds is marked
    // before any script of the page runs; the ones on screen at the end must be those.
    const page = await openPage('guest', { viewport: PHONE });
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement)
              for (const element of [node, ...node.querySelectorAll('form, h1')])
                if (element.matches('form, h1'))
                  (element as HTMLElement & { fromHtml?: boolean }).fromHtml = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const fromHtml = (selector: string) =>
      page.evaluate(
        (query) =>
          [...document.querySelectorAll(query)].map(
            (element) => (element as HTMLElement & { fromHtml?: boolean }).fromHtml === true,
          ),
        selector,
      );

    await page.goto(REPORT_FORM);
    // Live: the field takes typing (fields wait for the app), and the hotel list has arrived.
    const email = page.getByLabel('Email', { exact: false }).first();
    await email.fill('guest@example.com');
    await expect(page.getByRole('link', { name: 'Hotel Sakura Tokyo' })).toBeVisible();
    expect(await fromHtml('form')).toEqual([true]);
    expect(await fromHtml('h1')).toEqual([true]);

    await page.goto('/status');
    const reference = page.getByLabel('Reference number', { exact: false });
    await reference.fill('SAK-0000-00');
    await expect(reference).toHaveValue('SAK-0000-00');
    expect(await fromHtml('form')).toEqual([true]);
    expect(await fromHtml('h1')).toEqual([true]);
  });

  test('a Korean reader of the report form, served in English, gets it in Korean before the app runs, and the app takes that over', async () => {
    // Hosting serves a rewrite's destination (the report form) without looking in its i18n
    // folders: the page's head fetches the Korean page and shows it (scripts/lib/prerender.mjs).
    const page = await openPage('guest-ko', { viewport: PHONE, locale: 'ko-KR' });
    const title = { level: 1, name: '분실물 신고' } as const;
    const scripts = /\/assets\/.*\.js$/;
    await page.route(scripts, (route) => route.abort());
    await page.goto(REPORT_FORM);
    await expect(page.getByRole('heading', title)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await page.unroute(scripts);

    const errors = hydrationErrors(page);
    await page.goto(REPORT_FORM);
    const heading = page.getByRole('heading', title);
    await heading.waitFor();
    await heading.evaluate((element) => element.setAttribute('data-from-html', 'yes'));
    const email = page.getByLabel('이메일', { exact: false }).first();
    await email.fill('guest@example.kr');
    await expect(email).toHaveValue('guest@example.kr');
    await expect(page.getByRole('button', { name: '신고 보내기' })).toBeVisible();
    await expect(heading).toHaveAttribute('data-from-html', 'yes');
    expect(errors).toEqual([]);
  });

  test('an unknown hotel still becomes Hotel Not Found after the form shell', async () => {
    const page = await openPage('guest');
    await page.goto('/no-such-hotel/report-lost-item');
    await page.getByRole('heading', { name: 'Hotel Not Found' }).waitFor();
    await expect(page.getByRole('button', { name: 'Send report' })).toHaveCount(0);
  });

  test('the language choice is kept for Hosting: the next page arrives as Japanese HTML', async ({
    browser,
  }) => {
    const page = await openPage('chooser', { locale: 'en-US', viewport: PHONE });
    const errors = hydrationErrors(page);
    await page.goto('/');
    await page.getByTestId('hotel-name').first().waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('日本語');
    await page.getByRole('heading', { name: 'ご宿泊のホテルを選択してください' }).waitFor();
    const cookies = await page.context().cookies();
    const override = cookies.find((cookie) => cookie.name === 'firebase-language-override');
    expect(override?.value).toBe('ja');

    // The same browser without JavaScript (its cookie kept): Hosting sends the Japanese page.
    const { page: plain, close } = await htmlOnly(browser);
    await plain.context().addCookies(cookies);
    await plain.goto('/');
    await expect(plain.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      plain.getByRole('heading', { level: 1, name: 'ご滞在中にお忘れ物をされましたか？' }),
    ).toBeVisible();
    await close();

    // A choice saved before the cookie existed: the English HTML is not shown; the page is
    // rendered in Japanese, and the cookie set for the next page.
    await page.context().clearCookies();
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="en"');
    await page.getByRole('heading', { name: 'ご宿泊のホテルを選択してください' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByText('Choose your hotel')).toHaveCount(0);
    const again = await page.reload();
    expect(await again?.text()).toContain('<html lang="ja"');
    expect(errors).toEqual([]);
  });
});
