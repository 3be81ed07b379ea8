import { expect, type Page } from '@playwright/test';
import { adminDb } from '../../support/emulator';

/** A found item typed into the open registration form with one photo, then registered. */
export async function registerFoundWithPhoto(
  page: Page,
  item: { itemType: string; itemName: string; roomNumber: string },
  photo: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await page
    .getByLabel(/^Item type/)
    .first()
    .fill(item.itemType);
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Item name/).fill(item.itemName);
  await page.getByLabel(/^Room number/).fill(item.roomNumber);
  // The drop zone's own file input (the only one on a desk's form).
  await page.locator('input[type=file]').setInputFiles(photo);
  await page.getByRole('img', { name: photo.name }).waitFor();
  await page.getByRole('button', { name: 'Register item' }).click();
}

/**
 * The first photo URL of the item of `hotelId` that `collection` holds with `field` = `value`,
 * once it is there.
 */
export async function photoUrlOf(
  hotelId: string,
  collection: string,
  field: string,
  value: string,
): Promise<string> {
  let url: string | undefined;
  await expect
    .poll(
      async () => {
        const found = await adminDb()
          .collection(collection)
          .where('hotelId', '==', hotelId)
          .where(field, '==', value)
          .get();
        url = (found.docs[0]?.get('imageUrls') as string[] | undefined)?.[0];
        return url;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return url as string;
}

/** The stored photo behind a download URL (the Storage emulator serves it with its token). */
export async function storedPhoto(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  return Buffer.from(await response.arrayBuffer());
}
