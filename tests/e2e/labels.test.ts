import jsQR from 'jsqr';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { ACCOUNTS } from './support/accounts';
import { BASE_URL, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

/**
 * Decodes a label's QR code as a phone would see it: the rendered SVG is drawn into a canvas in
 * the page, its pixels come back to Node, and jsQR reads them.
 */
async function decodeQr(qr: Locator): Promise<string | null> {
  const image = await qr.evaluate(async (svg) => {
    const size = 200;
    const markup = new XMLSerializer().serializeToString(svg);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(picture, 0, 0, size, size);
    return { size, pixels: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.pixels), image.size, image.size)?.data ?? null;
}

async function labelsOf(page: Page) {
  await page.getByRole('heading', { name: /^Labels \(\d+\)$/ }).waitFor();
  const qrs = page.getByRole('img', { name: /^QR code for item / });
  await qrs.first().waitFor();
  return qrs;
}

test.describe('found-item labels', () => {
  test('the label of an item carries a QR code that decodes to the item page, which scanning opens', async () => {
    test.setTimeout(150_000);
    const page = await openPage('label-admin', {
      signedInAs: ACCOUNTS.harborAdmin,
      path: '/harbor-yokohama/found-items',
    });
    await page.getByRole('link', { name: 'View', exact: true }).first().click();
    await page.waitForURL(/\/harbor-yokohama\/found-items\/[^/]+$/);
    const itemUrl = page.url();
    const itemId = itemUrl.split('/').pop() ?? '';

    // The page marks the item viewed on open; wait for that write to show in the history first.
    await page.getByText('Viewed', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Print label' }).click();
    const qrs = await labelsOf(page);
    expect(page.url()).toBe(`${BASE_URL}/harbor-yokohama/found-items/labels?ids=${itemId}`);
    await expect(qrs).toHaveCount(1);
    const label = page.getByRole('group', { name: `Label ${itemId.slice(0, 6).toUpperCase()}` });
    await label.waitFor();
    await expect(label.textContent()).resolves.toContain('Stored:');
    await expect(label.textContent()).resolves.toContain('Harbor View Yokohama');
    // Both print layouts keep the code readable.
    expect(await decodeQr(qrs.first())).toBe(`${BASE_URL}/harbor-yokohama/found-items/${itemId}`);
    await page.getByText('A4 sheet of 24').click();
    expect(await decodeQr(qrs.first())).toBe(itemUrl);

    // Scanning: a phone opens the decoded address.
    await page.goto(itemUrl);
    await page.getByRole('link', { name: 'Print label' }).waitFor();
    await page.getByRole('row', { name: /^Date found/ }).waitFor();
    expect(page.url()).toBe(itemUrl);
  });

  test('a selection on the found list prints one label per item, each decoding to its own page', async () => {
    test.setTimeout(150_000);
    const page = await openPage('label-selection', {
      signedInAs: ACCOUNTS.harborAdmin,
      path: '/harbor-yokohama/found-items',
    });
    await page.getByRole('checkbox', { name: 'Select all items', exact: true }).check();
    const rows = (await page.getByRole('checkbox', { name: /^Select / }).count()) - 1;
    // Select all ticks only what is still on the shelf: not the seeded discarded items.
    const selected = await page
      .getByRole('checkbox', { name: /^Select (?!all items)/, checked: true })
      .count();
    expect(selected).toBeGreaterThan(1);
    expect(selected).toBeLessThan(rows);
    await page.getByRole('link', { name: `Print labels (${selected})` }).click();
    const qrs = await labelsOf(page);
    await expect.poll(() => qrs.count()).toBe(selected);
    // Each label decodes to its own item (three of them, to keep the test short).
    const urls = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const url = await decodeQr(qrs.nth(index));
      expect(url).toMatch(new RegExp(`^${BASE_URL}/harbor-yokohama/found-items/[A-Za-z0-9]+$`));
      urls.add(url ?? '');
    }
    expect(urls.size).toBe(3);
  });
});

/** Dates each found item of these types that many days before the page's calendar day. */
async function redateFoundItems(page: Page, hotelId: string, daysOld: Record<string, number>) {
  const today = await page.evaluate(() => {
    const now = new Date();
    return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  });
  const items = await adminDb().collection('found-items').where('hotelId', '==', hotelId).get();
  const redated = new Set<string>();
  for (const item of items.docs) {
    const itemType = String(item.get('itemType'));
    const days = daysOld[itemType];
    if (days === undefined) continue;
    const dateFound = new Date(today - days * 86_400_000).toISOString().slice(0, 10);
    await item.ref.update({ dateFound });
    redated.add(itemType);
  }
  // A type that matched no item would leave the seed's own dates, and the test would pass or fail
  // by the clock: say so instead.
  const missing = Object.keys(daysOld).filter((itemType) => !redated.has(itemType));
  if (missing.length > 0) {
    throw new Error(`No found item of ${hotelId} has the type ${missing.join(', ')}`);
  }
}

test.describe('retention and the Due view', () => {
  test('an admin shortens the retention; the Due view lists the items due, earliest first', async () => {
    test.setTimeout(150_000);
    // A clock west of UTC (UTC-11): for half of each day the page's calendar day is the day
    // before the seed's, as for a hotel's browser far from the server.
    const page = await openPage('due-admin', {
      signedInAs: ACCOUNTS.harborAdmin,
      timezoneId: 'Pacific/Pago_Pago',
    });
    await page.waitForURL('**/harbor-yokohama/admin');
    const setGeneral = async (days: string) => {
      await page.goto('/harbor-yokohama/settings');
      await page.getByRole('heading', { name: 'Retention' }).waitFor();
      const input = page.getByRole('textbox', { name: 'General items' });
      await input.fill(days);
      await page.getByRole('button', { name: 'Save retention' }).click();
      await page.getByText('Retention saved.').waitFor();
      await expect.poll(() => input.inputValue()).toBe(days);
    };
    const dueRows = async () => {
      await page.goto('/harbor-yokohama/admin');
      const help = page.getByText(/^Pending found items past their retention/);
      await expect
        .poll(
          async () => {
            await page.getByRole('tab', { name: /^Due/ }).click();
            return help.isVisible();
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      const table = page.getByRole('table', { name: 'Due for disposal or handover' });
      if ((await table.count()) === 0) return [];
      // The first row holds the column headers.
      return (await table.getByRole('row').allTextContents()).slice(1);
    };

    // Seeded pending items of the hotel: a scarf found 4 days ago, a charger 9 days ago (general).
    // Dated again here from the page's own calendar day: the seed dates them from its clock, and
    // a run that passes midnight between the seed and this test would see them a day older.
    await redateFoundItems(page, 'harbor-yokohama', { Scarf: 4, Charger: 9 });
    await expect.poll(dueRows).toEqual([]);
    await page.getByText('No pending found item is due within 3 days.').waitFor();

    await setGeneral('10');
    const soon = await dueRows();
    expect(soon).toHaveLength(1);
    expect(soon[0]).toContain('Charger');
    expect(soon[0]).toContain('due in 1 day');

    await setGeneral('5');
    const both = await dueRows();
    expect(both).toHaveLength(2);
    expect(both[0]).toContain('Charger');
    expect(both[0]).toContain('4 days overdue');
    expect(both[1]).toContain('Scarf');
    expect(both[1]).toContain('due in 1 day');

    // The item page shows the same due date and days in storage.
    await page
      .getByRole('table', { name: 'Due for disposal or handover' })
      .getByRole('row')
      .nth(1)
      .click();
    await page.getByText('4 days overdue').waitFor();
    await page.getByText('9 days', { exact: true }).waitFor();

    // Back to the default (30 days): nothing is due.
    await page.goto('/harbor-yokohama/settings');
    await page.getByRole('button', { name: 'Defaults' }).click();
    await page.getByRole('button', { name: 'Save retention' }).click();
    await page.getByText('Retention saved.').waitFor();
    await expect.poll(dueRows).toEqual([]);
  });
});
