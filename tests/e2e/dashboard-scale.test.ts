import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '@playwright/test';
import { adminDb, createUser, PASSWORD } from '../support/emulator';
import { newMatch } from '@/domain/documents';
import { foundItemData, lostItemData, seedHotel } from '../support/fixtures';
import { logIn } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

// A hotel with more found items than the dashboard reads when it opens (FIRST_WINDOW,
// 100). The oldest item must still be counted, found by search, reached by paging, and listed
// as due. The hotel and its items are this file's own.
const { openPage } = setupBrowser();
const RUN = Date.now().toString(36);
const HOTEL = `scale-${RUN}`;
const EMAIL = `scale-admin-${RUN}@example.com`;
const ITEMS = 260;
const OLDEST = 'Tortoiseshell spectacles case';
const MATCHES = 120;
const OLDEST_MATCH = 'Mahogany walking cane';

// Items 120..229 were kept far past their retention (books, and wallets from 175: two retention
// groups, each under a page): with the passport, more items are due than the Due view shows at
// first (DUE_PAGE, 100). They were found after the passport (by date and by registration), so the
// passport stays the oldest item of the list and the earliest due.
const LONG_OVERDUE = 110;
const longOverdue = (index: number) => index >= 120 && index < 120 + LONG_OVERDUE;

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await seedHotel(HOTEL, `Scale ${RUN}`);
  await createUser(EMAIL, { admin: true, staff: true, accessibleHotels: [HOTEL] }, 'Scale Admin');
  const db = adminDb();
  const now = Date.now();
  for (let start = 0; start < ITEMS; start += 200) {
    const batch = db.batch();
    for (let i = start; i < Math.min(ITEMS, start + 200); i += 1) {
      const oldest = i === ITEMS - 1;
      // Newest first: item 0 was registered a minute ago, the last one ITEMS minutes ago.
      batch.set(db.collection('found-items').doc(`scale-${RUN}-${i}`), {
        ...foundItemData(HOTEL, {
          itemType: oldest ? 'Passport' : longOverdue(i) && i >= 175 ? 'Wallet' : 'Book',
          itemName: oldest ? OLDEST : `Paperback ${i}`,
          dateFound: oldest ? isoDay(400) : longOverdue(i) ? isoDay(300) : isoDay(1),
        }),
        createdAt: Timestamp.fromMillis(now - (i + 1) * 60_000),
        updatedAt: Timestamp.fromMillis(now - (i + 1) * 60_000),
      });
    }
    await batch.commit();
  }
  // Shipped matches, newest first; the oldest pairs a cane (more than the tab reads at first).
  for (let start = 0; start < MATCHES; start += 100) {
    const batch = db.batch();
    for (let i = start; i < Math.min(MATCHES, start + 100); i += 1) {
      const name = i === MATCHES - 1 ? OLDEST_MATCH : `Shipped parcel ${i}`;
      const at = Timestamp.fromMillis(now - (i + 1) * 60_000);
      const matchRef = db.collection('matches').doc(`scale-${RUN}-m${i}`);
      const found = {
        ...foundItemData(HOTEL, { itemType: 'Bag', itemName: name }),
        status: 'matched',
        matchId: matchRef.id,
      };
      const lost = {
        ...lostItemData(HOTEL, { itemType: 'Bag', itemName: name }),
        status: 'matched',
        matchId: matchRef.id,
      };
      const foundRef = db.collection('found-items').doc(`scale-${RUN}-mf${i}`);
      const lostRef = db.collection('lost-items').doc(`scale-${RUN}-ml${i}`);
      batch.set(foundRef, found);
      batch.set(lostRef, lost);
      batch.set(matchRef, {
        ...newMatch(
          { ...lost, id: lostRef.id },
          { ...found, id: foundRef.id },
          { hotelId: HOTEL, createdBy: 'e2e', country: 'Japan' },
          at,
        ),
        status: 'shipped',
        shippedAt: at,
        packageSize: 'small',
        updatedAt: at,
        lastActivityId: '',
      });
    }
    await batch.commit();
  }
});

test.afterAll(async () => {
  const db = adminDb();
  const items = await db.collection('found-items').where('hotelId', '==', HOTEL).get();
  await Promise.all([
    ...items.docs.map((doc) => doc.ref.delete()),
    db.doc(`hotels/${HOTEL}`).delete(),
  ]);
});

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
