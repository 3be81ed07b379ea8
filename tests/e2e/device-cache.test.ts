import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, logIn } from './support/accounts';
import { setupBrowser } from './support/browser';

// Firestore's device cache (src/firebase/device-cache.ts, docs/trust-model.md "Data kept on the
// device"): kept for a signed-in staff member from the load after their sign-in, so a reload
// shows the dashboard's last rows from the device, marked, until the server answers; deleted
// on sign-out, with the first pages kept beside it.
const { openPage } = setupBrowser();

/**
 * The names of the page origin's IndexedDB databases that hold Firestore's cache; null while the
 * page reloads (the sign-out reloads it once the cache is deleted).
 */
const firestoreDatabases = (page: Page) =>
  page
    .evaluate(async () =>
      (await indexedDB.databases())
        .map((database) => database.name ?? '')
        .filter((name) => name.startsWith('firestore/')),
    )
    .catch(() => null);
/** How many lists' first pages the page keeps beside that cache (src/firebase/device-rows.ts). */
const keptLists = (page: Page) =>
  page
    .evaluate(
      () =>
        Object.keys(window.localStorage).filter((key) => key.startsWith('lostAndFound.deviceRows:'))
          .length,
    )
    .catch(() => null);
const SOME_CACHE = expect.arrayContaining([expect.stringMatching(/^firestore\//)]);
const firstRow = (page: Page) => page.getByRole('table').first().locator('tbody tr').first();
const FROM_DEVICE = 'Shown from this device; checking for changes…';

test('a staff member’s reload shows the last rows from the device until the server answers; sign-out deletes them', async () => {
  test.setTimeout(120_000);
  const page = await openPage('staff');
  await logIn(page, ACCOUNTS.sakuraAdmin);
  await firstRow(page).waitFor();
  // The first load after the sign-in starts the cache; the rows are stored as they arrive.
  await page.reload();
  await firstRow(page).waitFor();
  await expect.poll(() => firestoreDatabases(page)).toEqual(SOME_CACHE);
  // The server's first page of the open tab is also kept, to show before Firestore has started.
  await expect.poll(() => keptLists(page)).toBeGreaterThan(0);
  const shown = (await firstRow(page).textContent()) ?? '';

  // The server does not answer this time: the rows come from the device, marked as such.
  const listen = '**/google.firestore.v1.Firestore/Listen/**';
  await page.route(listen, (route) => route.abort());
  await page.reload();
  // Another test may register an item in this hotel meanwhile, which the open page stores as it
  // arrives: the row shown first is among the device's rows (newest first, so maybe not first).
  const rows = page.getByRole('table').first().locator('tbody tr');
  await expect(rows.filter({ hasText: shown }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: FROM_DEVICE })).toBeVisible();
  // Once it answers, the mark goes.
  await page.unroute(listen);
  await expect(page.getByText(FROM_DEVICE)).toHaveCount(0, { timeout: 60_000 });

  // The sign-out deletes the cache, then reloads the page itself; the next load starts without
  // it. (A reload by the test raced the app's own and was aborted.)
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.waitForURL('**/login**');
  await reloaded;
  await page.getByLabel(/^Email/).waitFor();
  await expect.poll(() => firestoreDatabases(page), { timeout: 20_000 }).toEqual([]);
  expect(await keptLists(page)).toBe(0);
});
