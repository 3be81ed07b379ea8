import { expect, test, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

// What a hotel notices on its first day: seeded reports have references, the potential matches fit
// their card at 1280 px, and the guest's report page keeps its labels whole at 390 px.
const { openPage } = setupBrowser();

/** The seeded report to try /status with (scripts/lib/demo-accounts.mjs, DEMO_STATUS_REPORT). */
const DEMO_REFERENCE = 'SAK-6WQP-3H';
const DEMO_EMAIL = 'james.carter@example.com';

/** The words of each row header of `table` that the layout split over two lines. */
async function brokenLabelWords(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const broken: string[] = [];
    for (const header of element.querySelectorAll('th')) {
      const text = header.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const content = text.textContent ?? '';
      for (const match of content.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

async function openLostReport(page: Page, name: RegExp) {
  await page.getByRole('tab', { name: /Lost/ }).click();
  await page.getByRole('row', { name }).click();
  await page.waitForURL(/\/lost-items\/[^/]+$/);
}

test.describe('day one', () => {
  test('a seeded report shows staff its reference, and the demo reference answers on /status', async () => {
    test.setTimeout(180_000);
    const staff = await openPage('seeded-reference', { signedInAs: ACCOUNTS.sakuraAdmin });
    await openLostReport(staff, /AirPods Pro/);
    const reference = staff.getByLabel("Guest's reference number");
    await expect(reference).toHaveText(/^SAK-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
    await expect(staff.getByText(/being assigned/)).toHaveCount(0);

    const guest = await openPage('demo-status', { viewport: { width: 390, height: 844 } });
    await guest.goto('/status');
    await guest.getByLabel(/^Reference number/).fill(DEMO_REFERENCE);
    await guest.getByLabel(/^Email address/).fill(DEMO_EMAIL);
    await guest.getByRole('button', { name: 'Check status' }).click();
    // The first call of the status function may start it (slow on a busy machine).
    await guest.getByRole('row', { name: new RegExp(DEMO_REFERENCE) }).waitFor({ timeout: 90_000 });
    await guest.getByRole('row', { name: /Hotel Sakura Tokyo/ }).waitFor();
  });

  test('the potential matches fit their card at 1280 px, Owner and Contact readable', async () => {
    test.setTimeout(120_000);
    const page = await openPage('candidates-1280', {
      signedInAs: ACCOUNTS.harborAdmin,
      viewport: { width: 1280, height: 900 },
    });
    await openLostReport(page, /AirPods Pro/);
    const card = page.getByRole('region', { name: 'Potential matches' });
    const table = card.getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    const cardBox = await box(card);
    // What shows of the table (its scroll region, if it scrolls) stays inside the card.
    const shown = card.getByRole('region', { name: 'Candidates' });
    const shownBox = await box(shown);
    expect(shownBox.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(shownBox.x + shownBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    // The table fits without scrolling at 1280 px: nothing is hidden to the right.
    const tableBox = await box(table);
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(shownBox.x + shownBox.width + 0.5);
    // Owner and Contact: whole words, not a letter per line.
    const headers = await table.getByRole('columnheader').allTextContents();
    for (const name of ['Owner', 'Contact']) {
      const column = headers.indexOf(name);
      expect(column, `${name} column`).toBeGreaterThanOrEqual(0);
      const cell = table.getByRole('row').nth(1).getByRole('cell').nth(column);
      expect((await box(cell)).width, `${name} cell width`).toBeGreaterThanOrEqual(100);
    }
  });

  test("the guest's own report keeps its labels whole at 390 px", async () => {
    test.setTimeout(120_000);
    const page = await openPage('own-report-390', { viewport: { width: 390, height: 844 } });
    await page.goto('/harbor-yokohama/report-lost-item');
    await page.getByRole('button', { name: /Fill sample/ }).click();
    await page.getByLabel(/^Email/).fill(`labels-390-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('link', { name: 'View my report' }).click({ timeout: 30_000 });
    const details = page.getByRole('table');
    await details.getByRole('row', { name: /^Description/ }).waitFor();
    expect(await brokenLabelWords(details)).toEqual([]);
  });
});
