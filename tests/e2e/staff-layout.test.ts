import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

// Staff screens at a desk's 1280 px: what they show must be whole (a date in its filter, a Due
// badge, the reasons of a rank), and a search says where its hits are.
const DESK = { width: 1280, height: 900 };

/** Whether an element shows all of its text: nothing cut off, no ellipsis. */
const showsWhole = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth);

/** The width an element's text needs on one line, in px. */
const textWidth = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().width;
  });

async function dashboard(language: 'en' | 'ja'): Promise<Page> {
  const page = await openPage(`admin-${language}`, {
    signedInAs: ACCOUNTS.sakuraAdmin,
    viewport: DESK,
    language,
  });
  await page.getByRole('tab', { name: language === 'ja' ? /拾得物/ : /Found/ }).waitFor();
  return page;
}

test.describe('staff screens at 1280 px', () => {
  for (const language of ['en', 'ja'] as const) {
    test(`the dashboard's date filters are wide enough for a whole date (${language})`, async () => {
      const page = await dashboard(language);
      for (const label of language === 'ja' ? [/^開始日/, /^終了日/] : [/^Date from/, /^Date to/]) {
        const field = page.getByRole('button', { name: label });
        const box = await field.boundingBox();
        // A date (YYYY-MM-DD, in both languages) with the field's padding and clear button.
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(150);
      }
    });
  }

  test('a date picked in a dashboard filter shows whole', async () => {
    const page = await dashboard('en');
    const field = page.getByRole('button', { name: /^Date from/ });
    // Today's month opens: its first day will do. A calendar hides while its field is out of
    // sight, so the field goes to the middle of the window first (as in dates.test.ts).
    const day = page.getByRole('button', { name: /^1 [A-Z][a-z]+ \d{4}$/ }).first();
    await expect(async () => {
      if (!(await day.isVisible())) {
        if ((await day.count()) > 0) await page.keyboard.press('Escape');
        await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await field.click();
      }
      await day.click({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(field).toHaveText(/^\d{4}-\d{2}-01$/);
    expect(await showsWhole(field)).toBe(true);
    const box = await field.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(await textWidth(field));
  });

  test('the found list shows every Due badge whole', async () => {
    const page = await openPage('found-list', { signedInAs: ACCOUNTS.sakuraAdmin, viewport: DESK });
    await navigate(page, '/sakura-tokyo/found-items');
    const badges = page.getByText(/^(Due in \d+ days?|Due today|\d+ days? overdue)$/i);
    await badges.first().waitFor();
    const count = await badges.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const badge = badges.nth(index);
      await expect(badge).toBeVisible();
      expect(await showsWhole(badge), await badge.innerText()).toBe(true);
    }
  });

  test('the potential matches give "Why this rank" room to read', async () => {
    const page = await openPage('candidates', { signedInAs: ACCOUNTS.sakuraAdmin, viewport: DESK });
    await navigate(page, '/sakura-tokyo/found-items');
    // A pending item (it has a due date): its page lists candidates.
    await page
      .getByRole('row')
      .filter({ hasText: /Due in|Due today|overdue/i })
      .first()
      .click();
    const region = page.getByRole('region', { name: /candidates/i });
    const headers = region.getByRole('columnheader');
    await expect(headers.first()).toBeVisible();
    const names = await headers.allInnerTexts();
    const why = names.findIndex((name) => name.trim() === 'Why this rank');
    expect(why).toBeGreaterThanOrEqual(0);
    const cell = region.getByRole('row').nth(1).getByRole('cell').nth(why);
    await cell.scrollIntoViewIfNeeded();
    const box = await cell.boundingBox();
    // A few words a line (it was one word a line, about 40 px).
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(190);
  });

  test('a search on one tab says how many hits are on the others, and opens them', async () => {
    const page = await dashboard('en');
    await expect(page.getByRole('tab', { name: /^Found/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // A lost report's word (Emma Wilson's AirPods): no found item holds it.
    await page.getByLabel('Search').fill('airpods');
    const elsewhere = page.getByRole('group', { name: 'Also on other tabs:' });
    const lost = elsewhere.getByRole('button', { name: /^\d+\+? match(es)? in Lost$/ });
    await expect(lost).toBeVisible();
    await lost.click();
    await expect(page.getByRole('tab', { name: /^Lost/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /AirPods/ })
        .first(),
    ).toBeVisible();
    // The search is kept.
    await expect(page.getByLabel('Search')).toHaveValue('airpods');
  });
});
