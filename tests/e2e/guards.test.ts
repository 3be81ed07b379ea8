import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

async function signInHere(page: Page, email: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The id at the end of the URL after clicking the first row of a tab of Harbor View's dashboard
 * (opened from the page's current screen).
 */
async function firstRowId(page: Page, tab: RegExp): Promise<string> {
  await navigate(page, '/harbor-yokohama/admin');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  const before = page.url();
  await page.getByRole('row').nth(1).click();
  await page.waitForURL((url) => url.href !== before);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

test.describe('route guards', () => {
  test('a deep link survives sign-in: settings and a match page', async () => {
    const page = await openPage('deep-link');
    await page.goto('/harbor-yokohama/settings');
    await page.waitForURL('**/login?next=*');
    await signInHere(page, ACCOUNTS.harborAdmin);
    await page.waitForURL('**/harbor-yokohama/settings');
    await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();

    // A match page from an email, opened signed out: log in from there and come back.
    const matchId = await firstRowId(page, /Matched/);
    const matchPath = `/harbor-yokohama/matches/${matchId}`;
    const guest = await openPage('deep-link-match');
    await guest.goto(matchPath);
    await guest.getByText('This match could not be found.').waitFor();
    await guest.getByRole('link', { name: 'Log in' }).click();
    await guest.waitForURL('**/login?next=*');
    await signInHere(guest, ACCOUNTS.harborAdmin);
    await guest.waitForURL(`**${matchPath}`);
    await guest.getByRole('heading', { level: 1 }).waitFor();
    await expect(guest.getByText('This match could not be found.')).toHaveCount(0);
  });

  test('sign-in never follows a next= to another site', async () => {
    const page = await openPage('next-offsite');
    await page.goto('/login?next=//evil.example/steal');
    await signInHere(page, ACCOUNTS.harborAdmin);
    // The default destination, on this site.
    await page.waitForURL('**/harbor-yokohama/admin');
    expect(new URL(page.url()).hostname).toBe('localhost');
  });

  test("Access Denied and Not Found show without the hotel's navigation", async () => {
    const page = await openPage('denied', {
      signedInAs: ACCOUNTS.harborAdmin,
      path: '/sakura-tokyo/admin',
    });
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Hotel Sakura Tokyo' })).toHaveCount(0);

    await page.goto('/sakura-tokyo/settings');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Your profile' })).toHaveCount(0);

    await navigate(page, '/harbor-yokohama/no-such-page');
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    // Leaving the page brings the hotel's navigation back.
    await navigate(page, '/harbor-yokohama/admin');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
  });

  test("an admin of two hotels cannot open hotel B's documents under hotel A", async () => {
    const page = await openPage('two-hotels', {
      signedInAs: ACCOUNTS.groupManager,
      path: '/harbor-yokohama/admin',
    });
    const foundId = await firstRowId(page, /Found/);
    const lostId = await firstRowId(page, /Lost/);
    const matchId = await firstRowId(page, /Matched/);

    // Each address typed or followed from outside: a new document.
    await page.goto(`/sakura-tokyo/found-items/${foundId}`);
    await page.getByText('This item could not be found.').waitFor();
    await page.goto(`/sakura-tokyo/lost-items/${lostId}`);
    await page.getByText('This item could not be found.').waitFor();
    await page.goto(`/sakura-tokyo/matches/${matchId}`);
    await page.getByText('This match could not be found.').waitFor();
    // Under its own hotel the found item opens.
    await page.goto(`/harbor-yokohama/found-items/${foundId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByText('This item could not be found.')).toHaveCount(0);
  });

  test('focus moves to the page heading on navigation', async () => {
    const page = await openPage('focus', { signedInAs: ACCOUNTS.harborAdmin });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Settings');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });
});
