import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';
import { drawnJpeg, jpegInfo, withExif } from './support/jpeg';

// The photo-bytes line of `npm run bench:intake`: a 12-megapixel phone JPEG (4000×3000, made
// here: drawn in the page and exported at quality 0.92, with a GPS EXIF block) is registered
// through the form, and the object the Storage emulator holds is read back and measured.
const { openPage } = setupBrowser();
const HOTEL = 'sakura-tokyo';

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

test('a 12-megapixel phone photo is kept at most 1600 px and a fraction of its bytes [bench:intake]', async () => {
  test.setTimeout(180_000);
  const page = await openPage('photo-bench', {
    signedInAs: ACCOUNTS.sakuraStaff,
    timezoneId: 'America/New_York',
    path: `/${HOTEL}/found-items/register`,
  });
  await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
  const original = withExif(await drawnJpeg(page, 4000, 3000, 0.92));

  const name = `Bench photo ${Date.now()}`;
  await page
    .getByLabel(/^Item type/)
    .first()
    .fill('Wallet');
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Item name/).fill(name);
  await page.getByLabel(/^Room number/).fill('901');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'IMG_4000.JPG', mimeType: 'image/jpeg', buffer: original });
  await page.getByRole('img', { name: 'IMG_4000.JPG' }).waitFor();
  await page.getByRole('button', { name: 'Register item' }).click();
  await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 90_000 });

  let url: string | undefined;
  await expect
    .poll(
      async () => {
        const found = await adminDb()
          .collection('found-items')
          .where('hotelId', '==', HOTEL)
          .where('itemName', '==', name)
          .get();
        url = (found.docs[0]?.get('imageUrls') as string[] | undefined)?.[0];
        return url;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  const stored = Buffer.from(await (await fetch(url as string)).arrayBuffer());
  const kept = jpegInfo(stored);
  expect(Math.max(kept.width, kept.height)).toBe(1600);
  expect(kept.exif).toBe(false);
  console.log(
    `[bench:intake] a phone photo: ${kb(original.length)} before (4000×3000 JPEG q0.92 with ` +
      `EXIF GPS), ${kb(stored.length)} kept (${kept.width}×${kept.height} JPEG, no EXIF): ` +
      `${Math.round((stored.length / original.length) * 100)}% of the bytes`,
  );
});
