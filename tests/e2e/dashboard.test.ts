import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { lostItemData } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

const { openPage } = setupBrowser();
// An unread lost report of this file's own: other files open (and so mark read) the seeded ones.
const UNREAD = `Unread umbrella ${Date.now().toString(36)}`;
const unreadRef = adminDb().collection('lost-items').doc();
test.beforeAll(() =>
  unreadRef.set(lostItemData('sakura-tokyo', { itemType: 'Umbrella', itemName: UNREAD })),
);
test.afterAll(() => unreadRef.delete());

test.describe('dashboard', () => {
  test('an admin sees the five tabs with counts, searches, and exports the shipped tab', async () => {
    const page = await openPage('admin-dashboard', { signedInAs: ACCOUNTS.sakuraAdmin });
    await page.waitForURL('**/sakura-tokyo/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const foundTab = page.getByRole('tab', { name: /Found/ });
    await foundTab.waitFor();
    // The figures load after the rows (their loaders show first) and must not push the tabs down
    // as they arrive: a tab pressed at that moment would lose its click (pressed on the tab,
    // released on what moved under the pointer). Their counts are held back until measured.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*:runAggregationQuery*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await foundTab.waitFor();
    // The panels above the tabs that come from listeners (guest messages, suggested matches)
    // are not held back: they are waited for, so that only what the figures add is measured.
    await page.getByText(/^\d+ reports? waiting for an answer$/).waitFor();
    await page
      .getByRole('region', { name: 'Suggested matches' })
      .getByText(/^\d+ suggestions?$/)
      .waitFor();
    const before = await foundTab.boundingBox();
    release();
    await page.getByRole('img', { name: /^Found and returned items per month/ }).waitFor();
    expect((await foundTab.boundingBox())?.y).toBe(before?.y);
    await page.unroute('**/*:runAggregationQuery*');
    // Seeded pending found items (other browser tests may match the phone; these two stay).
    await page.getByRole('row', { name: /USB-C laptop charger/ }).waitFor();
    await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });

    await page.getByLabel('Search').fill('scarf restaurant');
    await page.getByRole('row', { name: /USB-C laptop charger/ }).waitFor({ state: 'detached' });
    await expect(page.getByRole('row', { name: /Navy wool scarf/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByLabel('Search')).toHaveValue('');
    await page.getByRole('row', { name: /USB-C laptop charger/ }).waitFor();

    await page.getByRole('tab', { name: /Lost/ }).click();
    const unread = page.getByRole('row', { name: new RegExp(UNREAD) });
    await unread.waitFor();
    await expect(unread).toHaveAttribute('data-unviewed');

    await page.getByRole('tab', { name: /Shipped/ }).click();
    await page
      .getByRole('row', { name: /MacBook Air/ })
      .first()
      .waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Shipped' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^shipped-items-sakura-tokyo-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('MacBook Air');
    await page.getByText('Export successful!').waitFor();

    // The open tab is in the address: Back from an item opens that tab again.
    expect(new URL(page.url()).searchParams.get('tab')).toBe('shipped');
    await page
      .getByRole('row', { name: /MacBook Air/ })
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.endsWith('/admin'));
    await page.goBack();
    await expect(page.getByRole('tab', { name: /Shipped/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByRole('row', { name: /MacBook Air/ })
      .first()
      .waitFor();
  });

  test('a user without claims sees the authorization bar; a staff-only user is sent to registration', async () => {
    const page = await openPage('no-claims', { signedInAs: ACCOUNTS.sakuraUser });
    await page.getByText('You need to be authorized by an admin to access this page.').waitFor();

    const staff = await openPage('staff-to-admin', {
      signedInAs: ACCOUNTS.sakuraStaff,
      path: '/sakura-tokyo/admin',
    });
    await staff.waitForURL('**/sakura-tokyo/found-items/register');
  });
});
