import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';
import { pngBuffer } from './support/files';
import { drawnJpeg, EXIF_MAKE, jpegInfo, withExif } from './support/jpeg';
import { photoUrlOf, registerFoundWithPhoto, storedPhoto } from './support/photos';
import { BASE_URL } from './support/server';

// Every photo is re-encoded on the device before it is kept (src/firebase/image-resize.ts): the
// stored object is read back from the Storage emulator and checked byte by byte — at most
// 1600 px, upright, smaller, and without the EXIF block that carried the location.
const { openPage } = setupBrowser();
const HOTEL = 'sakura-tokyo';
const WEST = 'America/New_York';

test('a staff photo is kept upright, at most 1600 px, smaller and without its location', async () => {
  test.setTimeout(120_000);
  const page = await openPage('photo-staff', {
    signedInAs: ACCOUNTS.sakuraStaff,
    timezoneId: WEST,
    path: `/${HOTEL}/found-items/register`,
  });
  await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
  // A 2400×1800 phone photo taken in portrait (EXIF orientation 6: turn 90° clockwise), with GPS.
  const original = withExif(await drawnJpeg(page, 2400, 1800), { orientation: 6 });
  const sent = jpegInfo(original);
  expect(sent.exif).toBe(true);
  expect(original.includes(EXIF_MAKE)).toBe(true);

  const name = `Wallet with GPS ${Date.now()}`;
  await registerFoundWithPhoto(
    page,
    { itemType: 'Wallet', itemName: name, roomNumber: '1203' },
    { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: original },
  );
  await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 60_000 });

  const stored = await storedPhoto(await photoUrlOf(HOTEL, 'found-items', 'itemName', name));
  const kept = jpegInfo(stored);
  // Upright: the portrait photo is taller than wide, its long side 1600 px.
  expect({ width: kept.width, height: kept.height }).toEqual({ width: 1200, height: 1600 });
  expect(kept.exif).toBe(false);
  expect(kept.markers).not.toContain('APP1');
  expect(stored.includes(EXIF_MAKE)).toBe(false);
  expect(stored.length).toBeLessThan(original.length);
});

test('a guest on a phone takes a photo for a report; it arrives small and without its location', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A phone: touch is the main pointer, so the form offers the camera.
  const context = await browser.newContext({
    baseURL: BASE_URL,
    locale: 'en-US',
    timezoneId: WEST,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`/${HOTEL}/report-lost-item`);
    await page.getByRole('heading', { name: 'Report a lost item' }).waitFor();
    const original = withExif(await drawnJpeg(page, 1280, 960));
    expect(jpegInfo(original).exif).toBe(true);

    const email = `photo-guest-${Date.now()}@example.com`;
    await page
      .getByLabel(/^Item type/)
      .first()
      .fill('Scarf');
    await page.getByLabel(/^Item or brand/).fill('Grey wool scarf');
    await page.getByLabel(/^Where you lost it/).fill('Restaurant');
    await page.getByLabel(/^Date lost/).click();
    await page.locator('[data-today="true"]').first().click();
    await page.getByLabel(/^First name/).fill('Mia');
    await page.getByLabel(/^Surname/).fill('Keller');
    await page.getByLabel(/^Email/).fill(email);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Take photo' }).click();
    await (await chooser).setFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: original });
    await page.getByRole('img', { name: 'image.jpg' }).waitFor();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page
      .getByRole('heading', { name: 'Thank you, your report was sent' })
      .waitFor({ timeout: 60_000 });

    const stored = await storedPhoto(await photoUrlOf(HOTEL, 'lost-items', 'email', email));
    const kept = jpegInfo(stored);
    expect({ width: kept.width, height: kept.height }).toEqual({ width: 1280, height: 960 });
    expect(kept.exif).toBe(false);
    expect(stored.includes(EXIF_MAKE)).toBe(false);
    expect(stored.length).toBeLessThan(original.length);
  } finally {
    await context.close();
  }
});

test("the photo's colour is offered beside the colour field, and used only when the clerk says so", async () => {
  const page = await openPage('photo-colour', {
    signedInAs: ACCOUNTS.sakuraStaff,
    timezoneId: WEST,
    path: `/${HOTEL}/found-items/register`,
  });
  await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
  await page.locator('input[type=file]').setInputFiles({
    name: 'umbrella.png',
    mimeType: 'image/png',
    buffer: pngBuffer(64, 48, [200, 30, 40]),
  });
  const offer = page.getByRole('status').filter({ hasText: 'Colour from the photo' });
  await expect(offer).toHaveText(/Colour from the photo: red/);
  const colour = page.getByRole('combobox', { name: /^Colour/ });
  await expect(colour).toHaveValue('');
  await offer.getByRole('button', { name: 'Use red, the colour from the photo' }).click();
  await expect(colour).toHaveValue('red');
  await expect(offer).toHaveCount(0);
});
