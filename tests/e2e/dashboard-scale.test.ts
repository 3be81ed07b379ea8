import { expect, test } from '@playwright/test';
import { createUser, PASSWORD } from '../support/emulator';
import { logIn } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';
import { addScaleHotel, removeScaleHotel, SCALE } from './support/scale-hotel';

// A hotel with more found items than the dashboard reads when it opens (FIRST_WINDOW,
// 100). The oldest item must still be counted, found by search, reached by paging, and listed
// as due. The hotel and its items are this file's own; the items are written by the global setup
// (tests/e2e/support/scale-hotel.ts).
const { openPage } = setupBrowser();
const RUN = Date.now().toString(36);
const HOTEL = SCALE.hotel;
const EMAIL = `scale-admin-${RUN}@example.com`;
const { items: ITEMS, oldest: OLDEST, matches: MATCHES, oldestMatch: OLDEST_MATCH } = SCALE;
const LONG_OVERDUE = SCALE.longOverdue;

test.beforeAll(async () => {
  await addScaleHotel();
  await createUser(EMAIL, { admin: true, staff: true, accessibleHotels: [HOTEL] }, 'Scale Admin');
});

// Guests list every hotel: the guest pages' tests expect the seeded ones only.
test.afterAll(removeScaleHotel);

test.describe('a dashboard with more items than it first reads', () => {
  test('counts every item, finds the oldest by search and by paging, and lists it as due', async () => {
    test.setTimeout(120_000);
    const page = await openPage('dashboard-scale');
    await logIn(page, EMAIL, PASSWORD);
    await navigate(page, `/${HOTEL}/admin`);
    await page.getByRole('row', { name: /Paperback 0\b/ }).waitFor();
    // The exact count, from an aggregation query (only the newest rows are read).
    await page.getByRole('tab', { name: new RegExp(`Found.*${ITEMS}`) }).waitFor();
    await expect(page.getByRole('row', { name: new RegExp(OLDEST) })).toHaveCount(0);

    // Search reaches past the loaded rows through the index: by a word's start, and by type.
    const search = page.getByLabel('Search');
    await search.fill('tortoise');
    await page.getByRole('row', { name: new RegExp(OLDEST) }).waitFor();
    await expect(page.getByRole('row', { name: /Paperback/ })).toHaveCount(0);
    await search.fill('passport spectacles');
    await page.getByRole('row', { name: new RegExp(OLDEST) }).waitFor();
    await page.getByRole('button', { name: 'Clear all' }).click();

    // The last page holds the oldest item: its rows are read when it is opened.
    const lastPage = String(Math.ceil(ITEMS / 50));
    await page.getByRole('button', { name: lastPage, exact: true }).click();
    await page.getByRole('row', { name: new RegExp(OLDEST) }).waitFor();
    await page.screenshot({ path: 'test-results/dashboard-scale-last-page.png', fullPage: true });

    // Due: the passport (documents, 7 days) was found 400 days ago, the long-overdue wallets
    // (valuables, 7 days) and books (general, 30 days) 300 days ago; the other books are not due.
    // The view shows the 100 earliest due (the passport first), and the rest on Show more.
    const dueTotal = LONG_OVERDUE + 1;
    await page.getByRole('tab', { name: new RegExp(`Due.*${dueTotal}`) }).click();
    const due = page.getByRole('table', { name: /^Due for disposal/ });
    await expect(due.getByRole('row').nth(1)).toContainText(OLDEST);
    await expect(due.getByRole('row', { name: /Paperback/ })).toHaveCount(99);
    await page.getByText(`Showing 100 of ${dueTotal} due items, earliest due first.`).waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(due.getByRole('row', { name: /Paperback/ })).toHaveCount(LONG_OVERDUE);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

    // The shipped tab: the oldest match is found through its items' search index.
    await page.getByRole('tab', { name: new RegExp(`Shipped.*${MATCHES}`) }).click();
    await page.getByRole('row', { name: /Shipped parcel 0\b/ }).waitFor();
    await search.fill('mahogany');
    await page.getByRole('row', { name: new RegExp(OLDEST_MATCH) }).waitFor();
    await expect(page.getByRole('row', { name: /Shipped parcel/ })).toHaveCount(0);
    await search.fill('');

    // The found list (every status: the matched items too) shows its newest 100 with the exact
    // total, and 200 more per click.
    const all = ITEMS + MATCHES;
    await navigate(page, `/${HOTEL}/found-items`);
    await page.getByText(`Showing the newest 100 of ${all} found items.`).waitFor();
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.getByText(`Showing the newest 300 of ${all} found items.`).waitFor();
    await expect(page.getByRole('row', { name: new RegExp(OLDEST) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show more' }).click();
    await page.getByRole('row', { name: new RegExp(OLDEST) }).waitFor();
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });
});
