import { expect, test } from '@playwright/test';
import { adminAuth, createUser, PASSWORD } from '../support/emulator';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import {
  cleanUp,
  HOTEL,
  installed,
  launch,
  newProfile,
  onServer,
  registerWithPhoto,
  RUN,
  signIn,
  storedPhotos,
  waitingBadge,
  WITHIN,
} from './support/offline';
import type { Page } from '@playwright/test';

// The desk never loses an item (docs/offline.md): registered with no network, a found item and
// its photo wait on the device (Firestore's queue and the outbox in IndexedDB) through reloads and
// a browser restart, and reach the server once the network is back, each photo once. The server
// is checked through the emulators, not the page.
const registered: string[] = [];
test.afterAll(() => cleanUp(registered));

test('registered offline with a photo, the item survives reloads and a browser restart and reaches the server once, photo included', async () => {
  test.setTimeout(240_000);
  const itemName = `Offline umbrella ${RUN}`;
  registered.push(itemName);
  const profile = newProfile();
  let context = await launch(profile);
  let page = await context.newPage();
  await signIn(page, ACCOUNTS.sakuraAdmin, DEMO_PASSWORD);
  await installed(page);

  // No network: the item gets its id and its page at once.
  await context.setOffline(true);
  await registerWithPhoto(page, itemName, 'umbrella.png');
  // An admin goes back to the dashboard.
  await page.waitForURL(`**/${HOTEL}/admin`);
  await expect(waitingBadge(page)).toHaveText('1 item, 1 photo waiting');

  // In the list of found items, marked as waiting (Firestore's pending write). Reached by the
  // dashboard's link, as a clerk does: a page load in the very moment after registering may
  // come before Firestore has kept the write on the device; the outbox still holds the item then,
  // and sends it (docs/offline.md, "Registering with no network").
  await page.getByRole('link', { name: 'All found items' }).click();
  const rowOf = (shown: Page) => shown.getByRole('row').filter({ hasText: itemName });
  let row = rowOf(page);
  await expect(row).toBeVisible();
  await expect(row.getByText('Waiting to send')).toBeVisible();

  // A reload with no network: the app opens from the service worker, the item still waits.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(waitingBadge(page)).toHaveText('1 item, 1 photo waiting');
  expect(await onServer(itemName)).toEqual([]);

  // The browser is closed and started again on the same profile, still with no network, and the
  // app opened as the installed app opens: at its manifest's start address (with a query string,
  // which the worker must serve too).
  await context.close();
  context = await launch(profile, true);
  page = await context.newPage();
  row = rowOf(page);
  await page.goto('/login?app', { timeout: WITHIN });
  await page.waitForURL(`**/${HOTEL}/admin`);
  await page.getByRole('link', { name: 'All found items' }).click();
  await expect(row).toBeVisible();
  await expect(waitingBadge(page)).toHaveText('1 item, 1 photo waiting');
  expect(await onServer(itemName)).toEqual([]);

  // The network is back: the outbox sends the item and its photo, once.
  await context.setOffline(false);
  await expect(waitingBadge(page)).toHaveCount(0, { timeout: 60_000 });
  await expect(row.getByText('Waiting to send')).toHaveCount(0);
  const items = await onServer(itemName);
  expect(items).toHaveLength(1);
  const [item] = items;
  const slots = item.photoSlots as string[];
  expect(slots).toHaveLength(1);
  expect(item.imageUrls as string[]).toHaveLength(1);
  expect(await storedPhotos(String(item.id))).toEqual([
    `found-items/${HOTEL}/${String(item.id)}/${slots[0]}`,
  ]);
  await context.close();
});

test('an item the server refuses stays on the device with its reason until the clerk sends it again or discards it', async () => {
  test.setTimeout(240_000);
  const email = `offline-clerk-${RUN.toLowerCase()}@sakura-tokyo.example`;
  const claims = { admin: false, staff: true, accessibleHotels: [HOTEL] };
  const uid = await createUser(email, claims, 'Offline Clerk');
  const kept = `Refused scarf ${RUN}`;
  const dropped = `Refused gloves ${RUN}`;
  registered.push(kept, dropped);
  const context = await launch(newProfile());
  try {
    const page = await context.newPage();
    await signIn(page, email, PASSWORD);
    await installed(page);

    await context.setOffline(true);
    await registerWithPhoto(page, kept, 'scarf.png');
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor();
    await page.getByRole('button', { name: 'Register another' }).click();
    await registerWithPhoto(page, dropped, 'gloves.png');
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor();
    await expect(waitingBadge(page)).toHaveText('2 items, 2 photos waiting');

    // Meanwhile the clerk's account loses the hotel: with the fresh sign-in token the outbox
    // asks for, the server refuses what waits. Firestore sends its queued creates with the token
    // it has when the network is back, the old one or the fresh one (a race): either the items are
    // created and the outbox's read of them is refused, or their creates are refused too and the
    // outbox must create them again at the same id after "Send again" (docs/offline.md).
    await adminAuth().setCustomUserClaims(uid, { ...claims, accessibleHotels: [] });
    await context.setOffline(false);
    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'The server did not accept some items' });
    await expect(refused).toBeVisible({ timeout: 60_000 });
    const keptEntry = refused.getByRole('listitem').filter({ hasText: kept });
    const droppedEntry = refused.getByRole('listitem').filter({ hasText: dropped });
    await expect(keptEntry).toContainText('this account may not register items for this hotel');
    await expect(droppedEntry).toBeVisible();

    // Discarded only when the clerk says so.
    await droppedEntry.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect(droppedEntry).toHaveCount(0);
    await expect(keptEntry).toBeVisible();
    // The header says what is left: refused, not waiting.
    await expect(page.getByRole('status').filter({ hasText: 'not accepted' })).toHaveText(
      '1 not accepted',
    );

    // The account gets the hotel back; the clerk sends the other again, and it arrives.
    await adminAuth().setCustomUserClaims(uid, claims);
    await keptEntry.getByRole('button', { name: 'Send again' }).click();
    // The header's count goes once the outbox is empty (a refused item keeps it shown).
    await expect(
      page.getByRole('status').filter({ hasText: /waiting$|not accepted$/ }),
    ).toHaveCount(0, { timeout: 60_000 });
    await expect(refused).toHaveCount(0);
    await expect.poll(async () => (await onServer(kept)).length, { timeout: 30_000 }).toBe(1);
    const [item] = await onServer(kept);
    expect(item.imageUrls as string[]).toHaveLength(1);
    expect(await storedPhotos(String(item.id))).toHaveLength(1);
  } finally {
    await context.close();
    await adminAuth().deleteUser(uid);
  }
});

test('the install manifest and the service worker are served, and guest pages are not kept by it', async ({
  request,
}) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as { start_url: string; icons: unknown[]; name: string };
  expect(body.name).toBe('Lost & Found');
  expect(body.start_url).toBe('/login?app');
  expect(body.icons.length).toBeGreaterThan(0);
  const worker = await request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  const source = await worker.text();
  expect(source).toContain('"app.html"');
  // The prerendered guest pages go to the network, never to the worker's cache.
  expect(source).not.toMatch(/"(index|status|report-lost-item)\.html"/);
});
