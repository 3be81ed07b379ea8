import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { seedFound } from '../support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { HOTEL, installed, launch, newProfile, RUN, signIn } from './support/offline';

// The desk's other plain writes with no network (docs/offline.md, "Changing an item with no
// network"): a found item's edit (here its storage location) and a disposition are kept on the
// device, shown as waiting through a reload, and reach the server once the network is back, each
// once; a change the server refuses stays with its reason until the clerk discards it. The
// server is checked through the emulators, not the page.
const seeded: string[] = [];
test.afterAll(async () => {
  const db = adminDb();
  for (const id of seeded) {
    const entries = await db.collection('activity').where('targetId', '==', id).get();
    await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
    await db.doc(`found-items/${id}`).delete();
  }
});

async function seedItem(itemName: string): Promise<string> {
  const id = await seedFound(HOTEL, {
    itemType: 'Umbrella',
    itemName,
    dateFound: '2026-11-20',
    storageLocation: 'Shelf A',
  });
  seeded.push(id);
  return id;
}

/** Signed in, the app installed, and the item's page seen online once (so it is on the device). */
async function onItemPage(context: BrowserContext, id: string, itemName: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.sakuraAdmin, DEMO_PASSWORD);
  await installed(page);
  await page.goto(`/${HOTEL}/found-items/${id}`);
  await page.getByRole('heading', { name: itemName }).waitFor();
  return page;
}

async function moveTo(page: Page, storageLocation: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit found item' });
  await dialog.getByLabel(/^Storage location/).fill(storageLocation);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const changesBadge = (page: Page) =>
  page.getByRole('status').filter({ hasText: /\d+ changes? waiting/ });
const itemChanges = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Saved on this device and waiting to be sent' });

async function serverItem(id: string): Promise<Record<string, unknown>> {
  return (await adminDb().doc(`found-items/${id}`).get()).data() ?? {};
}

/** The item's recorded changes, but its 'viewed' mark (the admin opening it while online). */
async function recordedActions(id: string): Promise<string[]> {
  const entries = await adminDb().collection('activity').where('targetId', '==', id).get();
  return entries.docs
    .map((entry) => String(entry.get('action')))
    .filter((action) => action !== 'viewed')
    .sort();
}

test('a storage location and a return recorded offline wait through a reload and reach the server once', async () => {
  test.setTimeout(240_000);
  const itemName = `Offline moved umbrella ${RUN}`;
  const id = await seedItem(itemName);
  const context = await launch(newProfile());
  try {
    const page = await onItemPage(context, id, itemName);

    await context.setOffline(true);
    await moveTo(page, `Locker 7 ${RUN}`);
    await page.getByRole('button', { name: 'Returned in person' }).click();
    const form = page.getByRole('form', { name: 'Returned in person' });
    await expect.poll(() => form.getByLabel(/^Handed over by/).inputValue()).not.toBe('');
    await form.getByLabel(/^Recipient name/).fill('James Carter');
    await form.getByLabel(/^ID checked/).check();
    await form.getByRole('button', { name: 'Record' }).click();

    // On the device at once (Firestore's pending writes), marked as waiting.
    await expect(page.getByRole('cell', { name: `Locker 7 ${RUN}` })).toBeVisible();
    await expect(itemChanges(page)).toContainText('Edit, Returned in person');
    await expect(changesBadge(page)).toHaveText('2 changes waiting');

    // A reload with no network: the app opens from the service worker, the changes still wait.
    await page.reload();
    await page.getByRole('heading', { name: itemName }).waitFor();
    await expect(page.getByRole('cell', { name: `Locker 7 ${RUN}` })).toBeVisible();
    await expect(itemChanges(page)).toContainText('Edit, Returned in person');
    await expect(changesBadge(page)).toHaveText('2 changes waiting');
    const before = await serverItem(id);
    expect(before.storageLocation).toBe('Shelf A');
    expect(before.status).toBe('pending');

    // The network is back: both arrive, each recorded once.
    await context.setOffline(false);
    await expect(changesBadge(page)).toHaveCount(0, { timeout: 60_000 });
    await expect(itemChanges(page)).toHaveCount(0);
    const after = await serverItem(id);
    expect(after.storageLocation).toBe(`Locker 7 ${RUN}`);
    expect(after.status).toBe('returned');
    expect(after.disposition).toMatchObject({
      kind: 'returned',
      recipientName: 'James Carter',
      idChecked: true,
      byEmail: ACCOUNTS.sakuraAdmin,
    });
    expect(await recordedActions(id)).toEqual(['edited', 'returned']);
  } finally {
    await context.close();
  }
});

test('a change the server refuses stays on the device with its reason until the clerk discards it', async () => {
  test.setTimeout(240_000);
  const itemName = `Offline refused umbrella ${RUN}`;
  const id = await seedItem(itemName);
  const context = await launch(newProfile());
  try {
    const page = await onItemPage(context, id, itemName);

    await context.setOffline(true);
    await moveTo(page, `Locker 9 ${RUN}`);
    await expect(changesBadge(page)).toHaveText('1 change waiting');
    // Meanwhile an admin deletes the item on another device: the server refuses the edit.
    await adminDb().doc(`found-items/${id}`).update({ deleted: true });
    await context.setOffline(false);

    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'The server did not accept some changes' });
    const entry = refused.getByRole('listitem').filter({ hasText: itemName });
    await expect(entry).toContainText('Edit', { timeout: 60_000 });
    await expect(entry).toContainText('the item was deleted');

    // Kept on the device: a reload still shows it, and nothing reached the server.
    await page.reload();
    await expect(entry).toContainText('the item was deleted', { timeout: 30_000 });
    expect((await serverItem(id)).storageLocation).toBe('Shelf A');

    // Gone only when the clerk discards it (after a confirmation).
    await entry.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await expect(refused).toHaveCount(0);
    await expect(changesBadge(page)).toHaveCount(0);
    expect(await recordedActions(id)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("two storage moves offline, and someone else's description meanwhile: the last move and the description stay, each move recorded once", async () => {
  test.setTimeout(240_000);
  const itemName = `Offline twice moved umbrella ${RUN}`;
  const id = await seedItem(itemName);
  const context = await launch(newProfile());
  try {
    const page = await onItemPage(context, id, itemName);

    await context.setOffline(true);
    await moveTo(page, `Locker 7 ${RUN}`);
    await moveTo(page, `Locker 9 ${RUN}`);
    await expect(changesBadge(page)).toHaveText('2 changes waiting');
    // Meanwhile, on another device, someone describes the item.
    await adminDb().doc(`found-items/${id}`).update({ description: 'Bent handle' });
    // A reload: the batches wait in Firestore's queue, only the outbox says what they were.
    await page.reload();
    await page.getByRole('heading', { name: itemName }).waitFor();
    await expect(changesBadge(page)).toHaveText('2 changes waiting');

    await context.setOffline(false);
    await expect(changesBadge(page)).toHaveCount(0, { timeout: 60_000 });
    // Each move once: the first is not sent again over the second (which would also end on
    // Locker 9, after two more entries).
    expect(await recordedActions(id)).toEqual(['edited', 'edited']);
    const after = await serverItem(id);
    expect(after.storageLocation).toBe(`Locker 9 ${RUN}`);
    expect(after.description).toBe('Bent handle');
  } finally {
    await context.close();
  }
});
