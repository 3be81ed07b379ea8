import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';
import { drawnJpeg, jpegInfo, withExif } from './support/jpeg';
import { photoUrlOf, registerFoundWithPhoto, storedPhoto } from './support/photos';

// The photo-bytes line of `npm run bench intake`: a 12-megapixel phone JPEG (4000×3000, made
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
  await registerFoundWithPhoto(
    page,
    { itemType: 'Wallet', itemName: name, roomNumber: '901' },
    { name: 'IMG_4000.JPG', mimeType: 'image/jpeg', buffer: original },
  );
  await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 90_000 });

  const stored = await storedPhoto(await photoUrlOf(HOTEL, 'found-items', 'itemName', name));
  const kept = jpegInfo(stored);
  expect(Math.max(kept.width, kept.height)).toBe(1600);
  expect(kept.exif).toBe(false);
  console.log(
    `[bench:intake] a phone photo: ${kb(original.length)} before (4000×3000 JPEG q0.92 with ` +
      `EXIF GPS), ${kb(stored.length)} kept (${kept.width}×${kept.height} JPEG, no EXIF): ` +
      `${Math.round((stored.length / original.length) * 100)}% of the bytes`,
  );
});
