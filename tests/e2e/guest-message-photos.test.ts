import { expect, test, type Page } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';
import { drawnJpeg, EXIF_MAKE, jpegInfo, withExif } from './support/jpeg';
import { reportWithReference } from './support/items';

// Photos on a guest message: the guest adds one on /status (on a phone), sees it in their
// thread, and staff see it as a thumbnail on the lost item page that opens the full-size photo.
const { openPage } = setupBrowser();
const HOTEL = 'sakura-tokyo';

const report = (email: string) =>
  reportWithReference(HOTEL, { language: 'en', email, itemName: 'Blue suitcase' });

/** The image has loaded from its URL (not a broken image). */
const loaded = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((image) => (image as HTMLImageElement).naturalWidth > 0);

test('a guest sends a photo with a message; both sides see it', async () => {
  test.setTimeout(240_000);
  const lost = await report(`pia-${Date.now()}@example.com`);
  const attempts = await adminDb().collection('status-attempts').get();
  await Promise.all(attempts.docs.map((d) => d.ref.delete()));

  const guest = await openPage('guest-photo', { viewport: { width: 390, height: 844 } });
  await guest.goto('/status');
  await guest.getByLabel(/^Reference number/).fill(lost.reference);
  await guest.getByLabel(/^Email address/).fill(lost.email);
  await guest.getByRole('button', { name: 'Check status' }).click();
  await guest
    .getByRole('heading', { name: 'Messages with the hotel' })
    .waitFor({ timeout: 30_000 });
  await guest.getByLabel(/^Your message/).fill('This is the tag on the handle.');
  const chooser = guest.waitForEvent('filechooser');
  await guest.getByRole('button', { name: /^Photos \(optional\)/ }).click();
  // A phone photo with its location in EXIF: it is re-encoded on the phone before it is sent.
  const photo = withExif(await drawnJpeg(guest, 800, 600));
  await (await chooser).setFiles({ name: 'tag.jpg', mimeType: 'image/jpeg', buffer: photo });
  await guest.getByRole('button', { name: 'Send message' }).click();
  await guest.getByText('Your message was sent to the hotel.').waitFor({ timeout: 60_000 });
  await expect
    .poll(() => loaded(guest, 'Photo 1 (opens full size)'), { timeout: 30_000 })
    .toBe(true);

  const staff = await openPage('photo-staff', {
    signedInAs: ACCOUNTS.sakuraStaff,
    path: `/${HOTEL}/lost-items/${lost.id}`,
  });
  await staff.getByText('This is the tag on the handle.').waitFor({ timeout: 30_000 });
  await expect
    .poll(() => loaded(staff, 'Photo 1 (opens full size)'), { timeout: 30_000 })
    .toBe(true);
  const link = staff.getByRole('link', { name: 'Photo 1 (opens full size)' });
  const href = (await link.getAttribute('href')) ?? '';
  const response = await fetch(href);
  expect(response.status).toBe(200);
  const stored = Buffer.from(await response.arrayBuffer());
  const kept = jpegInfo(stored);
  expect({ width: kept.width, height: kept.height, exif: kept.exif }).toEqual({
    width: 800,
    height: 600,
    exif: false,
  });
  expect(stored.includes(EXIF_MAKE)).toBe(false);
});
