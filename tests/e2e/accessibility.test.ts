import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ACCOUNTS, logIn } from './support/accounts';
import { setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

// Issue 13: every screen of the spec, guest, staff and admin, in both languages: no serious or
// critical axe violation (WCAG 2.1 A and AA).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical violations of the page as it is now, one line each. */
async function violations(page: Page, screen: string): Promise<string[]> {
  // Let lazy screens, live data and transitions settle (Firestore keeps a channel open, so the
  // network is never idle), and measure colours without a hover state under the pointer.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(1000);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** Opens a dashboard tab's first row and returns to the dashboard afterwards. */
async function openFirstRow(page: Page, hotelId: string, tab: RegExp) {
  await page.goto(`/${hotelId}/admin`);
  await page.getByRole('tab', { name: tab }).click();
  const before = page.url();
  await page.getByRole('row').nth(1).click();
  await page.waitForURL((url) => url.href !== before);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

const TABS = [
  /Found|拾得物/,
  /Lost|忘れ物/,
  /Matched|照合済み/,
  /Shipped|発送済み/,
  /Discarded|処分済み/,
];

/**
 * Signs in (the login form is read in English), then switches the app to the test's language the
 * way a user's saved choice does.
 */
async function signedIn(name: string, email: string, locale: string): Promise<Page> {
  const page = await openPage(name);
  await logIn(page, email);
  if (locale.startsWith('ja')) {
    await page.evaluate(() => window.localStorage.setItem('lostAndFound.language', 'ja'));
  }
  return page;
}

const LANGUAGES = [
  { locale: 'en-US', reportTitle: 'Report a lost item', dashboard: 'Dashboard' },
  { locale: 'ja-JP', reportTitle: '忘れ物の届け出', dashboard: 'ダッシュボード' },
] as const;

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const language of LANGUAGES) {
    test(`guest screens have no serious or critical violations (${language.locale})`, async () => {
      const found: string[] = [];
      const page = await openPage(`guest-${language.locale}`, {
        locale: language.locale,
        viewport: { width: 390, height: 844 },
      });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      found.push(...(await violations(page, 'hotel selector')));

      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      found.push(...(await violations(page, 'login')));

      await page.goto('/harbor-yokohama/no-such-page');
      await page.getByRole('heading', { level: 1 }).waitFor();
      found.push(...(await violations(page, 'not found')));

      await page.goto('/harbor-yokohama/report-lost-item');
      await page.getByRole('heading', { name: language.reportTitle }).waitFor();
      found.push(...(await violations(page, 'report form')));
      // With every field filled (a date with its clear button) and an error shown.
      await page.getByRole('button', { name: /Fill sample|サンプル入力/ }).click();
      found.push(...(await violations(page, 'report form, filled')));
      await page.getByRole('textbox').first().fill('');
      await page.getByRole('button', { name: /Send report|届け出を送信/ }).click();
      await page.getByRole('alert').first().waitFor();
      found.push(...(await violations(page, 'report form, error')));
      expect(found).toEqual([]);
    }, 240_000);

    test(`staff screens have no serious or critical violations (${language.locale})`, async () => {
      const staff = await signedIn(
        `staff-${language.locale}`,
        ACCOUNTS.sakuraStaff,
        language.locale,
      );
      await staff.goto('/sakura-tokyo/found-items/register');
      await staff.getByRole('heading', { level: 1 }).waitFor();
      expect(await violations(staff, 'register found item')).toEqual([]);
    }, 120_000);

    test(`the admin dashboard has no serious or critical violations (${language.locale})`, async () => {
      const found: string[] = [];
      const admin = await signedIn(
        `dashboard-${language.locale}`,
        ACCOUNTS.harborAdmin,
        language.locale,
      );
      await admin.goto('/harbor-yokohama/admin');
      await admin.getByRole('heading', { name: language.dashboard }).waitFor();
      for (const tab of TABS) {
        await admin.getByRole('tab', { name: tab }).click();
        found.push(...(await violations(admin, `dashboard ${tab.source}`)));
      }
      await admin.goto('/harbor-yokohama/found-items');
      await admin.getByRole('heading', { level: 1 }).waitFor();
      found.push(...(await violations(admin, 'found list')));
      await admin.goto('/harbor-yokohama/settings');
      await admin.getByRole('heading', { level: 1 }).waitFor();
      await admin.getByTestId('settings-updated-at').waitFor();
      found.push(...(await violations(admin, 'settings')));
      expect(found).toEqual([]);
    }, 240_000);

    test(`item and match pages have no serious or critical violations (${language.locale})`, async () => {
      const found: string[] = [];
      const admin = await signedIn(
        `items-${language.locale}`,
        ACCOUNTS.harborAdmin,
        language.locale,
      );
      await openFirstRow(admin, 'harbor-yokohama', TABS[0]);
      found.push(...(await violations(admin, 'found item')));
      await openFirstRow(admin, 'harbor-yokohama', TABS[1]);
      found.push(...(await violations(admin, 'lost item')));
      await openFirstRow(admin, 'harbor-yokohama', TABS[2]);
      found.push(...(await violations(admin, 'match')));
      const packageButton = admin.getByRole('button', { name: /Package details|荷物情報/ });
      if ((await packageButton.count()) > 0) {
        await packageButton.first().click();
        await admin.getByRole('dialog').waitFor();
        found.push(...(await violations(admin, 'package dialog')));
        await admin.keyboard.press('Escape');
      }
      expect(found).toEqual([]);
    }, 240_000);
  }

  test('a found item can be registered with the keyboard alone', async () => {
    const page = await openPage('keyboard-only');
    await logIn(page, ACCOUNTS.sakuraStaff);
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
    // The type field has focus on arrival; no pointer from here on.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? ''))
      .not.toBe('');
    await page.keyboard.type('Umbrella');
    await page.keyboard.press('Escape');
    const focusedLabel = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? '';
      });
    for (let presses = 0; presses < 15 && !(await focusedLabel()).startsWith('Room number');) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await focusedLabel()).toMatch(/^Room number/);
    await page.keyboard.type('1207');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 30_000 });
    // And the next one starts from the keyboard too.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
  });
});
