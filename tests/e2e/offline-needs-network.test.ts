import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { seedFound } from '../support/fixtures';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { HOTEL, RUN, cleanUp, installed, launch, newProfile, signIn } from './support/offline';

// What needs the server's answer says so with no network, instead of waiting (docs/offline.md,
// "What works offline, and what needs the network"): the police handover is a callable, which
// with the browser offline fails at once with "needs a connection"; nothing reaches the server.
const itemName = `Offline police wallet ${RUN}`;
test.afterAll(() => cleanUp([itemName]));

test('with no network, the police handover says at once that it needs a connection', async () => {
  test.setTimeout(180_000);
  const id = await seedFound(HOTEL, { itemType: 'Wallet', itemName, dateFound: '2026-11-20' });
  const context = await launch(newProfile());
  try {
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.sakuraAdmin, DEMO_PASSWORD);
    await installed(page);
    await page.goto(`/${HOTEL}/found-items`);
    const select = page.getByRole('checkbox', { name: `Select Wallet · ${itemName}` });
    await select.check();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Hand to police (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand 1 item to the police' });
    await dialog.getByLabel(/^Police station/).fill('Shinjuku Police Station');
    await dialog.getByLabel(/^Receipt number/).fill(`R-${RUN}`);
    await dialog.getByRole('button', { name: 'Create handover' }).click();
    // The callable's own timeout is 70 s: the message shows well within the default wait.
    await expect(
      dialog.getByText('This needs a connection to the server. Try again when you are online.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create handover' })).toBeEnabled();
    const stored = await adminDb().doc(`found-items/${id}`).get();
    expect(stored.get('status')).toBe('pending');
    const handovers = await adminDb()
      .collection('police-handovers')
      .where('itemIds', 'array-contains', id)
      .get();
    expect(handovers.size).toBe(0);
  } finally {
    await context.close();
  }
});
