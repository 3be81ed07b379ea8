import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';
import { pngBuffer } from './support/files';

const { openPage } = setupBrowser();

test.describe('lost-item report', () => {
  test('a guest in Japanese reports a lost item with a photo, opens it, and another guest cannot', async () => {
    const page = await openPage('guest-ja', {
      locale: 'ja-JP',
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/sakura-tokyo/report-lost-item');
    await page.getByRole('heading', { name: '忘れ物の届け出' }).waitFor();

    await page.getByLabel(/^種類/).first().fill('財布');
    await page.getByLabel(/^品名・ブランド/).fill('茶色の革財布');
    await page.getByLabel(/^紛失場所/).fill('ロビー');
    await page.getByLabel(/^紛失日/).click();
    await page.locator('[data-today="true"]').first().click();
    await page.getByLabel(/^名/).fill('花子');
    await page.getByLabel(/^姓/).fill('山田');
    await page.getByLabel(/^メールアドレス/).fill('hanako@example.jp');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'wallet.png', mimeType: 'image/png', buffer: pngBuffer() });
    await page.getByRole('img', { name: 'wallet.png' }).waitFor();
    await page.screenshot({ path: 'test-results/lost-form-ja.png', fullPage: true });
    await page.getByRole('button', { name: '届け出を送信' }).click();

    await page
      .getByRole('heading', { name: '届け出を受け付けました' })
      .waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: '届け出内容を見る' }).click();
    await page.getByRole('heading', { name: '茶色の革財布' }).waitFor();
    await page.getByRole('img', { name: '写真 1' }).waitFor();
    const reportUrl = page.url();

    const other = await openPage('other-guest');
    await other.goto(reportUrl);
    await other.getByText('This item could not be found.').waitFor();
  });

  test('missing required fields show the error and keep what was typed', async () => {
    const page = await openPage('missing-fields');
    await page.goto('/sakura-tokyo/report-lost-item');
    await page.getByLabel(/^Item or brand/).fill('Blue scarf');
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Please fill in all required fields.').waitFor();
    await expect(page.getByLabel(/^Item or brand/)).toHaveValue('Blue scarf');

    // The type picker's input and its option list share the label.
    await page
      .getByLabel(/^Item type/)
      .first()
      .fill('Scarf');
    await page.getByLabel(/^Where you lost it/).fill('Restaurant');
    await page.getByLabel(/^Date lost/).click();
    await page.locator('[data-today="true"]').first().click();
    await page.getByLabel(/^First name/).fill('Emma');
    await page.getByLabel(/^Surname/).fill('Wilson');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Please enter a valid email address.').waitFor();
    await expect(page.getByLabel(/^Email/)).toHaveValue('not-an-email');
  });
});

test.describe('found-item registration', () => {
  test('a signed-out visit to registration lands on the login page', async () => {
    const page = await openPage('signed-out');
    await page.goto('/sakura-tokyo/found-items/register');
    // Sign-in will return there (the requested page survives /login).
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/sakura-tokyo/found-items/register');
  });

  test('a staff-only user lands on registration, registers an item with a photo, then another', async () => {
    const page = await openPage('staff', { signedInAs: ACCOUNTS.sakuraStaff });
    await page.waitForURL('**/sakura-tokyo/found-items/register');
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
    // Staff-only navigation offers registration only.
    await expect(page.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);
    await expect(page.getByLabel(/^Finder/)).toHaveValue('Sakura Front Desk');

    // Keyboard only: the type field has focus; type, tab to the room number, Enter submits.
    await page.keyboard.type('Keys');
    await page.keyboard.press('Escape');
    await page.getByLabel(/^Room number/).fill('1508');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'keys.png', mimeType: 'image/png', buffer: pngBuffer() });
    await page.getByLabel(/^Room number/).press('Enter');
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Register another' }).click();
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
    await page.getByRole('button', { name: /Fill sample \(1\/5\)/ }).click();
    await page.getByRole('button', { name: 'Register item' }).click();
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 30_000 });
  });

  test('without any location the form asks for one', async () => {
    const page = await openPage('staff-location', { signedInAs: ACCOUNTS.sakuraStaff });
    await page
      .getByLabel(/^Item type/)
      .first()
      .fill('Umbrella');
    await page.getByRole('button', { name: 'Register item' }).click();
    await page
      .getByText(
        'Please fill in at least one location field (Room Number, Hotel Complex, or Other).',
      )
      .waitFor();
  });
});
