import { FieldValue } from 'firebase-admin/firestore';
import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { foundItemData, lostItemData } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';
import { pngBuffer } from './support/files';

// Staff edit a found item's fields and photos (recorded in its history);
// an admin approves one held match and releases another from the dashboard's "Awaiting approval"
// list; a registration retried after a failed photo upload leaves one item. Every row here is
// the test's own (written with firebase-admin, or registered through the form) and removed at
// the end, so the seeded data other browser tests rely on is untouched.
const { openPage } = setupBrowser();
const HOTEL = 'sakura-tokyo';
const RUN = Date.now().toString(36);
const created: string[] = [];

async function add(collection: string, data: Record<string, unknown>): Promise<string> {
  const ref = adminDb().collection(collection).doc();
  await ref.set(data);
  created.push(ref.path);
  return ref.id;
}

/** A lost report and a found item matched together and put on hold, as the app leaves them. */
async function heldMatch(itemName: string, surname: string): Promise<string> {
  const matchRef = adminDb().collection('matches').doc();
  const lost = lostItemData(HOTEL, {
    itemType: 'Camera',
    itemName,
    surname,
    email: `e2e-approval-${RUN}@example.com`,
    status: 'matched',
    matchId: matchRef.id,
  });
  const found = foundItemData(HOTEL, {
    itemType: 'Camera',
    itemName,
    status: 'matched',
    matchId: matchRef.id,
    matchedAt: FieldValue.serverTimestamp(),
  });
  const lostItemId = await add('lost-items', lost);
  const foundItemId = await add('found-items', found);
  await matchRef.set({
    hotelId: HOTEL,
    lostItemId,
    foundItemId,
    status: 'on-hold',
    matchedAt: FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    confirmedAt: null,
    onHoldAt: FieldValue.serverTimestamp(),
    shippedAt: null,
    packageSize: null,
    packageWeight: null,
    postageCost: null,
    destinationCountry: lost.country,
    createdBy: 'e2e',
    found: { itemType: 'Camera', itemName, dateFound: found.dateFound, imageUrl: null },
    lost: {
      itemType: 'Camera',
      itemName,
      firstName: lost.firstName,
      surname,
      email: lost.email,
      country: lost.country,
      language: 'en',
      imageUrl: null,
    },
    notificationQueued: false,
    lastActivityId: '',
  });
  created.push(matchRef.path);
  return matchRef.id;
}

test.afterAll(async () => {
  const db = adminDb();
  const ids = created.map((path) => path.split('/')[1]);
  // The entries the app and the confirmMatch function wrote about these rows.
  for (let start = 0; start < ids.length; start += 10) {
    const entries = await db
      .collection('activity')
      .where('targetId', 'in', ids.slice(start, start + 10))
      .get();
    created.push(...entries.docs.map((entry) => entry.ref.path));
  }
  const registered = await db
    .collection('found-items')
    .where('hotelId', '==', HOTEL)
    .where('itemName', '==', `Retry umbrella ${RUN}`)
    .get();
  created.push(...registered.docs.map((item) => item.ref.path));
  await Promise.all(created.map((path) => db.doc(path).delete()));
});

test.describe('found-item editing and approval of held matches', () => {
  test('staff edit a found item’s fields and photos; the admin sees the edit in its history', async () => {
    const itemId = await add(
      'found-items',
      foundItemData(HOTEL, { itemType: 'Scarf', itemName: `Grey scarf ${RUN}` }),
    );
    const staff = await openPage('found-edit-staff', {
      signedInAs: ACCOUNTS.sakuraStaff,
      path: `/${HOTEL}/found-items/${itemId}`,
    });
    await staff.getByRole('heading', { name: `Grey scarf ${RUN}` }).waitFor();

    await staff.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit found item' });
    await dialog.getByLabel(/^Item name/).fill(`Charcoal scarf ${RUN}`);
    await dialog.getByLabel(/^Storage location/).fill('Locker 7');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'scarf.png', mimeType: 'image/png', buffer: pngBuffer() });
    await dialog.getByRole('img', { name: 'scarf.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    await staff.getByRole('heading', { name: `Charcoal scarf ${RUN}` }).waitFor();
    await staff.getByRole('cell', { name: 'Locker 7' }).waitFor();
    await staff.getByRole('img', { name: 'Photo 1' }).waitFor();

    const admin = await openPage('found-edit-admin', {
      signedInAs: ACCOUNTS.sakuraAdmin,
      path: `/${HOTEL}/found-items/${itemId}`,
    });
    await admin.getByRole('cell', { name: 'Locker 7' }).waitFor();
    await admin.getByText('Edited', { exact: true }).waitFor();
    await admin.getByText(ACCOUNTS.sakuraStaff).first().waitFor();
  });

  test('an admin approves one held match and releases another from the awaiting-approval list', async () => {
    const approved = await heldMatch(`Brass compass ${RUN}`, 'Approve');
    const released = await heldMatch(`Silver bracelet ${RUN}`, 'Release');
    const page = await openPage('approval-admin', { signedInAs: ACCOUNTS.sakuraAdmin });
    await page.getByRole('tab', { name: /Matched/ }).click();
    const list = page.getByRole('list', { name: 'Awaiting approval' });
    await list.getByRole('link', { name: `Brass compass ${RUN}` }).waitFor();
    await list.getByRole('link', { name: `Silver bracelet ${RUN}` }).waitFor();

    await list.getByRole('button', { name: `Approve: Brass compass ${RUN}` }).click();
    await list
      .getByRole('link', { name: `Brass compass ${RUN}` })
      .waitFor({ state: 'detached', timeout: 30_000 });
    await list.getByRole('button', { name: `Release: Silver bracelet ${RUN}` }).click();
    await list.getByRole('link', { name: `Silver bracelet ${RUN}` }).waitFor({ state: 'detached' });

    // Both stay on the matched tab, with their new status, and each match records the decision.
    await navigate(page, `/${HOTEL}/matches/${approved}`);
    await page.getByText('Confirmed', { exact: true }).first().waitFor();
    await page.getByText('Match confirmed', { exact: true }).waitFor();
    await navigate(page, `/${HOTEL}/matches/${released}`);
    await page.getByText('Matched', { exact: true }).first().waitFor();
    await page.getByText('Released from hold', { exact: true }).waitFor();
    await expect(page.getByText("Awaiting a manager's approval")).toHaveCount(0);
  });

  test('a photo the server refuses after registration stays on the device until the clerk sends it again, and one item arrives', async () => {
    const page = await openPage('register-retry', { signedInAs: ACCOUNTS.sakuraStaff });
    await page.waitForURL(`**/${HOTEL}/found-items/register`);
    await page
      .getByLabel(/^Item type/)
      .first()
      .fill('Umbrella');
    await page.keyboard.press('Escape');
    await page.getByLabel(/^Item name/).fill(`Retry umbrella ${RUN}`);
    await page.getByLabel(/^Room number/).fill('702');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'umbrella.png', mimeType: 'image/png', buffer: pngBuffer() });

    // Storage refuses the upload (a refusal is not retried by the SDK, so this is quick).
    const uploads = '**/v0/b/**';
    await page.route(uploads, (route) =>
      ['GET', 'OPTIONS'].includes(route.request().method())
        ? route.continue()
        : route.fulfill({
            status: 403,
            contentType: 'application/json',
            // Cross-origin (the Storage emulator): without this the browser reports a network
            // error, which the SDK would retry for minutes instead of failing.
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }),
          }),
    );
    // The item is registered on the device at once; its photo waits in the outbox
    // (docs/offline.md), and the refusal stays there with its reason.
    await page.getByRole('button', { name: 'Register item' }).click();
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 30_000 });
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'The server did not accept some items' });
    const entry = refused.getByRole('listitem').filter({ hasText: `Retry umbrella ${RUN}` });
    await entry.waitFor({ timeout: 30_000 });

    await page.unroute(uploads);
    await entry.getByRole('button', { name: 'Send again' }).click();
    await expect(refused).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: /waiting$/ })).toHaveCount(0, {
      timeout: 30_000,
    });

    const items = await adminDb()
      .collection('found-items')
      .where('hotelId', '==', HOTEL)
      .where('itemName', '==', `Retry umbrella ${RUN}`)
      .get();
    expect(items.size).toBe(1);
    expect(items.docs[0].get('imageUrls')).toHaveLength(1);
  });
});
