import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

/** No sideways scrolling: the page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** Waits for the page to settle, then checks that no picker list is open. */
async function expectNoOpenList(page: Page) {
  await page.waitForTimeout(800);
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function fillReport(page: Page, email: string) {
  await page
    .getByLabel(/^Item type/)
    .first()
    .fill('Bag');
  await page.getByLabel(/^Item or brand/).fill('Phone-width tote bag');
  await page.getByLabel(/^Where you lost it/).fill('Breakfast room, table by the window');
  await page.getByRole('button', { name: /^Date lost/ }).click();
  await page.locator('[data-today="true"]').first().click();
  await page.getByLabel(/^First name/).fill('Maximiliana');
  await page.getByLabel(/^Surname/).fill('Featherstonehaugh-Wolfeschlegelsteinhausen');
  if (email) await page.getByLabel(/^Email/).fill(email);
}

test.describe('guest pages on a phone', () => {
  for (const width of [320, 390]) {
    test(`every guest page fits ${width} px without sideways scrolling`, async () => {
      test.setTimeout(120_000);
      const page = await openPage(`guest-${width}`, { viewport: { width, height: 800 } });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoSidewaysScroll(page, 'the hotel selector');

      await navigate(page, '/login');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      await expectNoSidewaysScroll(page, 'the login page');

      await navigate(page, '/harbor-yokohama/no-such-page');
      await page.getByRole('heading', { name: 'Not Found', level: 1 }).waitFor();
      await expectNoSidewaysScroll(page, 'the not-found page');

      await navigate(page, '/status');
      await page.getByRole('heading', { name: 'Check your lost item report' }).waitFor();
      await expectNoSidewaysScroll(page, 'the status page');

      await navigate(page, '/harbor-yokohama/report-lost-item');
      await page.getByRole('heading', { name: 'Report a lost item' }).waitFor();
      await expectNoSidewaysScroll(page, 'the report form');
      const email = `maximiliana.featherstonehaugh.${width}.${Date.now()}@example-long-domain.com`;
      await fillReport(page, email);
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByRole('link', { name: 'View my report' }).waitFor({ timeout: 30_000 });
      // The reference a function assigns a moment later, used for the answered status below.
      const referenceText = page.getByLabel('Your reference number');
      await referenceText.waitFor({ timeout: 60_000 });
      const reference = (await referenceText.textContent())?.trim() ?? '';
      await expectNoSidewaysScroll(page, 'the report success page');
      await page.getByRole('link', { name: 'View my report' }).click();
      await page.getByRole('heading', { name: 'Phone-width tote bag' }).waitFor();
      await page.getByRole('row', { name: /^Email/ }).waitFor();
      await expectNoSidewaysScroll(page, "the guest's own report");

      await navigate(page, '/status');
      await page.getByLabel(/^Reference number/).fill(reference);
      await page.getByLabel(/^Email address/).fill(email);
      await page.getByRole('button', { name: 'Check status' }).click();
      await page.getByText('We have your report. The hotel is looking for your item.').waitFor();
      await expectNoSidewaysScroll(page, 'the answered status');
      // A function assigns the reference: longer than the default on a busy machine.
    });
  }

  test('no picker opens by itself when a form loads', async () => {
    const guest = await openPage('guest-no-list', { viewport: { width: 390, height: 844 } });
    await guest.goto('/harbor-yokohama/report-lost-item');
    await guest.getByRole('heading', { name: 'Report a lost item' }).waitFor();
    await expectNoOpenList(guest);

    const staff = await openPage('staff-no-list', { signedInAs: ACCOUNTS.sakuraStaff });
    await staff.getByRole('heading', { name: 'Register a found item' }).waitFor();
    await expectNoOpenList(staff);
    // The type field still has focus for keyboard entry; typing opens the list.
    await staff.keyboard.type('Umb');
    await staff.getByRole('listbox').waitFor();
  });

  test('the email is required and marked; the phone is optional and not marked', async () => {
    const page = await openPage('guest-required', { viewport: { width: 390, height: 844 } });
    await page.goto('/harbor-yokohama/report-lost-item');
    const email = page.getByRole('textbox', { name: /^Email/ });
    const phone = page.getByRole('textbox', { name: /^Phone/ });
    await expect(email).toHaveAttribute('required');
    await expect(phone).not.toHaveAttribute('required');
    await expect(page.locator('label', { hasText: /^Phone/ })).not.toContainText('*');

    await fillReport(page, '');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Please fill in all required fields.').waitFor();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // Typed values stay; with an email (and no phone) the report goes through.
    await email.fill('maxi@example.com');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('link', { name: 'View my report' }).waitFor({ timeout: 30_000 });
  });
});
