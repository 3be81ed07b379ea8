import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, logIn } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

/** Signs the Harbor admin in and opens Sakura's report form: Access Denied. */
async function accessDenied(name: string): Promise<Page> {
  const page = await openPage(name);
  await logIn(page, ACCOUNTS.harborAdmin);
  await navigate(page, '/sakura-tokyo/report-lost-item');
  await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  return page;
}

/** Makes the page's deletions of the IndexedDB databases named `prefix`… finish 3 s late. */
async function holdDeletion(page: Page, prefix: string): Promise<void> {
  await page.evaluate((prefix) => {
    const deleteDatabase = indexedDB.deleteDatabase.bind(indexedDB);
    indexedDB.deleteDatabase = (name: string) => {
      if (!name.startsWith(prefix)) return deleteDatabase(name);
      const held = {} as IDBOpenDBRequest;
      setTimeout(() => {
        const request = deleteDatabase(name);
        request.onsuccess = (event) => {
          held.onsuccess?.call(request, event);
        };
      }, 3_000);
      return held;
    };
  }, prefix);
}

test.describe('sign-in and hotel guards', () => {
  test('the reset-password flow confirms that the email was sent', async () => {
    const page = await openPage('reset');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel(/^Email/).fill(ACCOUNTS.sakuraStaff);
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await page.getByText('Password reset email sent! Check your inbox.').waitFor();
  });

  test('a wrong password is refused with the reason', async () => {
    const page = await openPage('wrong-password');
    await page.goto('/login');
    await page.getByLabel(/^Email/).fill(ACCOUNTS.sakuraStaff);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Failed to log in: the email or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('the login page fetches the dashboard and the hotel list while the person types', async () => {
    const page = await openPage('login-preload');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/login');
    // Nothing typed yet: the staff screens (the dashboard's among them: one chunk) and the list
    // of hotels are on their way.
    await expect
      .poll(() => asked.some((path) => /^\/assets\/staff-screens-[\w-]+\.js$/.test(path)))
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('lostAndFound.hotelDirectory')))
      .toContain('Harbor View Yokohama');
    await page.getByLabel(/^Email/).fill(ACCOUNTS.harborAdmin);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    // Firestore's client has started meanwhile, but it has asked the server nothing yet.
    const listens = () => asked.filter((path) => path.endsWith('/Listen/channel')).length;
    expect(listens()).toBe(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/harbor-yokohama/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('table', { name: 'Found' }).getByRole('row').nth(1).waitFor();
    expect(listens()).toBeGreaterThan(0);
    // Auth keeps the session in localStorage (src/firebase/app.ts): a reload does not wait for
    // IndexedDB before it knows who is signed in.
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.some((key) => key.startsWith('firebase:authUser:'))).toBe(true);
  });

  test('a user of two hotels lands on the hotel selector showing just those two', async () => {
    const page = await openPage('group-manager');
    await logIn(page, ACCOUNTS.groupManager);
    expect(new URL(page.url()).pathname).toBe('/');
    const names = page.getByTestId('hotel-name');
    await names.first().waitFor();
    await expect(names).toHaveText(['Harbor View Yokohama', 'Hotel Sakura Tokyo']);
    await expect(page.getByRole('link', { name: /Hotel Sakura Tokyo/ })).toHaveAttribute(
      'href',
      '/sakura-tokyo/admin',
    );
  });

  test('an unknown hotel shows Hotel Not Found with a way back', async () => {
    const page = await openPage('unknown-hotel');
    await page.goto('/no-such-hotel/report-lost-item');
    await page.getByRole('heading', { name: 'Hotel Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Return to hotel selection' }).click();
    await page.getByRole('heading', { name: 'Choose your hotel' }).waitFor();
  });

  test("another hotel's pages show Access Denied, and Switch account leads to the login", async () => {
    const page = await accessDenied('access-denied');
    await page.getByRole('button', { name: 'Switch account' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Staff login' }).waitFor();
  });

  test('Switch account reaches the login even when the device cache is deleted first', async () => {
    // Signing out deletes the device's cache and reloads the page, beside the app's own
    // navigation to the login. Here the outbox's deletion, which the navigation waits for, is
    // held for 3 s, so the reload comes first: it must open the login, not the guest page the
    // person was on.
    const page = await accessDenied('access-denied-reload');
    await holdDeletion(page, 'lostAndFound.outbox');
    const reloaded = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame === page.mainFrame(),
    });
    await page.getByRole('button', { name: 'Switch account' }).click();
    // The first document the page opens after the click is the login page.
    expect(new URL((await reloaded).url()).pathname).toBe('/login');
    await page.getByRole('link', { name: 'Staff login' }).waitFor();
  });

  test('the login page shown while the device cache is deleted raises no error', async () => {
    // The other order: Firestore's cache (its IndexedDB database) is deleted 3 s late, so the app
    // shows the login page first, which once idle starts Firestore's client for the next sign-in.
    // The client was stopped for the deletion and must be left alone (src/firebase/app.ts).
    const page = await accessDenied('access-denied-login-idle');
    await holdDeletion(page, 'firestore/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const reopened = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Switch account' }).click();
    await page.getByRole('link', { name: 'Staff login' }).waitFor();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })));
    // Then the deletion ends and the login page opens again, this time with a new client.
    await reopened;
    await page.getByRole('link', { name: 'Staff login' }).waitFor();
    expect(errors).toEqual([]);
  });

  test('logout returns to the login page and the navigation offers the staff login again', async () => {
    const page = await openPage('logout');
    await logIn(page, ACCOUNTS.groupManager);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Staff login' }).waitFor();
  });
});
