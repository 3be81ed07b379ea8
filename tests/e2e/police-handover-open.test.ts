import { expect, test, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { createServer, type ViteDevServer } from 'vite';
import { policeFacilityOf } from '@/domain/police-handover';
import { adminDb } from '../support/emulator';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { setupBrowser } from './support/browser';
import { E2E_PORT } from './support/server';

const { openPage } = setupBrowser();

/**
 * The police submission waits for both languages' texts (src/i18n/use-bilingual.ts). It opens at
 * once from the list, after a reload and from a deep link, on the server `npm start` runs (the
 * production build, which the browser tier serves) and on the development server (`npm run dev`),
 * where React's StrictMode runs each effect twice and the page stayed on "Loading…" for good.
 */
const HOTEL = 'sakura-tokyo';
const STATION = 'E2E 開封テスト警察署';
const TITLE = '拾得物件提出書 / Found property submission';
let handoverId = '';

test.beforeAll(async () => {
  const db = adminDb();
  const hotel = (await db.doc(`hotels/${HOTEL}`).get()).data() ?? {};
  const ref = await db.collection('police-handovers').add({
    hotelId: HOTEL,
    date: '2026-05-08',
    station: STATION,
    receiptNumber: 'R-56',
    note: '',
    byUid: 'e2e',
    byEmail: 'e2e@example.com',
    byName: 'E2E Clerk',
    createdAt: FieldValue.serverTimestamp(),
    itemIds: [],
    facility: policeFacilityOf(hotel),
    items: [],
  });
  handoverId = ref.id;
});

test.afterAll(async () => {
  if (handoverId) await adminDb().doc(`police-handovers/${handoverId}`).delete();
});

const handoverPath = () => `/${HOTEL}/police-handovers/${handoverId}`;

async function expectSubmission(page: Page, timeout?: number) {
  await expect(page.getByRole('heading', { name: TITLE })).toBeVisible({ timeout });
  await expect(page.getByRole('row', { name: /提出先警察署 \/ Police station/ })).toContainText(
    STATION,
  );
}

test('the submission opens from the list, after a reload and from a deep link', async () => {
  const page = await openPage('handover-from-list', {
    signedInAs: ACCOUNTS.sakuraAdmin,
    path: `/${HOTEL}/police-handovers`,
  });
  await page
    .getByRole('row', { name: new RegExp(STATION) })
    .getByRole('link')
    .click();
  await page.waitForURL(`**${handoverPath()}`);
  await expectSubmission(page);
  await page.reload();
  await expectSubmission(page);

  const linked = await openPage('handover-deep-link', {
    signedInAs: ACCOUNTS.sakuraAdmin,
    path: handoverPath(),
  });
  await expectSubmission(linked);
});

test.describe('on the development server (npm run dev)', () => {
  // Its own port (the browser tier's server is E2E_PORT, npm start's signal test E2E_PORT + 1),
  // its own dependency cache (a developer's `npm run dev` keeps node_modules/.vite).
  const DEV_PORT = E2E_PORT + 3;
  let server: ViteDevServer | undefined;
  // The global setup's build left NODE_ENV=production in this worker: a server started with it
  // serves React's production build, where StrictMode does nothing.
  const nodeEnv = process.env.NODE_ENV;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    process.env.NODE_ENV = 'development';
    server = await createServer({
      mode: 'development',
      logLevel: 'warn',
      cacheDir: '.cache/vite-e2e-dev',
      // Nothing changes during the run: no file watching, no hot reload.
      server: { port: DEV_PORT, strictPort: true, host: 'localhost', hmr: false, watch: null },
    });
    await server.listen();
  });

  test.afterAll(async () => {
    await server?.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('the submission opens from a deep link and after a reload', async ({ browser }) => {
    // The first page of a development server compiles every module it loads: minutes on a busy
    // machine.
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL: `http://localhost:${DEV_PORT}` });
    const page = await context.newPage();
    try {
      // Signed out, the deep link leads to the login and back.
      await page.goto(handoverPath());
      await page.getByLabel(/^Email/).fill(ACCOUNTS.sakuraAdmin, { timeout: 180_000 });
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectSubmission(page, 60_000);
      expect(new URL(page.url()).pathname).toBe(handoverPath());
      await page.reload();
      await expectSubmission(page, 60_000);
    } finally {
      // The emulator keeps a closed page's Firestore listeners: the not-found page ends them.
      await page
        .evaluate(() => {
          window.history.pushState(null, '', '/__page-closed');
          window.dispatchEvent(new PopStateEvent('popstate'));
        })
        .catch(() => undefined);
      await context.close();
    }
  });
});
