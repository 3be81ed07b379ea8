import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { foundItemData, lostItemData } from '../support/fixtures';
import { suggestionId } from '@/domain/matching/suggestions';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

// Suggested matches: a lost report written for a found item that is already registered reaches
// the dashboard's queue by itself (the function ranks it; nobody opens either item); an admin
// accepts one pair into a match and dismisses another for good. Every document here is the
// test's own (written with firebase-admin) and removed at the end.
const { openPage } = setupBrowser();
const HOTEL = 'sakura-tokyo';
const RUN = Date.now().toString(36);
const created: string[] = [];

const isoDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function add(collection: string, data: Record<string, unknown>): Promise<string> {
  const ref = adminDb().collection(collection).doc();
  await ref.set(data);
  created.push(ref.path);
  return ref.id;
}

/** A found item registered yesterday in a room, and a guest's report of it written now. */
async function pair(itemType: string, found: string, lost: string, room: string, colour: string) {
  const foundId = await add(
    'found-items',
    foundItemData(HOTEL, {
      itemType,
      itemName: found,
      roomNumber: room,
      colour,
      dateFound: isoDay(1),
    }),
  );
  const lostId = await add(
    'lost-items',
    lostItemData(HOTEL, {
      itemType,
      itemName: lost,
      locationLost: `Room ${room}`,
      colour,
      email: `e2e-suggestions-${RUN}@example.com`,
      dateLost: isoDay(1),
      stayDateFrom: isoDay(3),
      stayDateUntil: isoDay(1),
    }),
  );
  created.push(`suggestions/${suggestionId(lostId, foundId)}`);
  return { lostId, foundId };
}

const stateOf = async (lostId: string, foundId: string) =>
  (
    await adminDb()
      .doc(`suggestions/${suggestionId(lostId, foundId)}`)
      .get()
  ).get('state') as string | undefined;

test.afterAll(async () => {
  const db = adminDb();
  const matches = await db.collection('matches').where('hotelId', '==', HOTEL).get();
  const ids = new Set(created.map((path) => path.split('/')[1]));
  for (const match of matches.docs)
    if (ids.has(String(match.get('lostItemId')))) created.push(match.ref.path);
  await Promise.all(created.map((path) => db.doc(path).delete()));
});

test.describe('suggested matches', () => {
  test('a new report for a registered item is queued by itself; an admin accepts one and dismisses another for good', async () => {
    test.setTimeout(240_000);
    const page = await openPage('suggestions-admin', { signedInAs: ACCOUNTS.sakuraAdmin });
    await navigate(page, `/${HOTEL}/admin`);
    const queue = page.getByRole('list', { name: 'Suggested matches' });
    await page.getByRole('heading', { name: 'Suggested matches' }).waitFor();

    const camera = `Fujifilm X100 camera ${RUN}`;
    const watch = `Casio watch ${RUN}`;
    const accepted = await pair('Camera', `Silver camera ${RUN}`, camera, '1507', 'silver');
    const dismissed = await pair('Watch', `Gold wristwatch ${RUN}`, watch, '1508', 'gold');

    // Nobody opens either item: the function ranks the new reports and the queue shows them. A
    // report may also be suggested with a seeded item; each row here is the one pair.
    const rowOf = (lostName: string, foundName: string) =>
      queue.getByRole('listitem').filter({ hasText: lostName }).filter({ hasText: foundName });
    const cameraRow = rowOf(camera, `Silver camera ${RUN}`);
    const watchRow = rowOf(watch, `Gold wristwatch ${RUN}`);
    await cameraRow.waitFor({ timeout: 120_000 });
    await watchRow.waitFor({ timeout: 120_000 });
    await expect(cameraRow).toContainText(`Silver camera ${RUN}`);
    await expect(cameraRow).toContainText('same colour: silver');
    await expect(cameraRow).toContainText('room 1507');
    await expect(cameraRow).toContainText('3/3');

    // Dismissed for good: asked first, recorded, gone from the queue, and never suggested again.
    await watchRow.getByRole('button', { name: /^Dismiss:/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dismiss' }).click();
    await expect(watchRow).toHaveCount(0, { timeout: 30_000 });
    expect(await stateOf(dismissed.lostId, dismissed.foundId)).toBe('dismissed');
    await adminDb()
      .doc(`lost-items/${dismissed.lostId}`)
      .update({ description: 'Gold strap, scratched face.' });
    await page.reload();
    await cameraRow.waitFor({ timeout: 60_000 });
    await expect(watchRow).toHaveCount(0);

    // Accepted: the usual match creation, then the match's page; the pair leaves the queue.
    await cameraRow.getByRole('button', { name: /^Accept match:/ }).click();
    await page.waitForURL(/\/sakura-tokyo\/matches\//);
    await expect
      .poll(() => stateOf(accepted.lostId, accepted.foundId), { timeout: 60_000 })
      .toBe('accepted');
    expect(await stateOf(dismissed.lostId, dismissed.foundId)).toBe('dismissed');
  });
});
