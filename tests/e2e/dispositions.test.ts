import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { seedFound } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

/**
 * In the browser: an admin returns an item in person, hands two items to the police and
 * sees the printable list, and reverts one with a reason. The test works on three found items of
 * its own (seeded here, removed afterwards with everything written about them), so the other
 * browser tests see the seeded hotel as it was.
 */
const HOTEL = 'harbor-yokohama';
const ids: Record<'returned' | 'wallet' | 'scarf', string> = {
  returned: '',
  wallet: '',
  scarf: '',
};

test.beforeAll(async () => {
  ids.returned = await seedFound(HOTEL, {
    itemType: 'Umbrella',
    itemName: 'E2E return umbrella',
    dateFound: '2026-05-01',
  });
  ids.wallet = await seedFound(HOTEL, {
    itemType: 'Wallet',
    itemName: 'E2E police wallet',
    dateFound: '2026-05-02',
    roomNumber: '305',
    brand: 'Coach',
    description: 'Brown leather',
    finderName: 'Maid Ito',
  });
  ids.scarf = await seedFound(HOTEL, {
    itemType: 'Scarf',
    itemName: 'E2E police scarf',
    dateFound: '2026-05-03',
    roomNumber: '',
    otherLocation: 'Lobby',
    finderName: 'Bellboy Sato',
  });
});

test.afterAll(async () => {
  const db = adminDb();
  const itemIds = Object.values(ids).filter(Boolean);
  for (const id of itemIds) {
    const entries = await db.collection('activity').where('targetId', '==', id).get();
    await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
    await db.doc(`found-items/${id}`).delete();
  }
  const handovers = await db.collection('police-handovers').where('hotelId', '==', HOTEL).get();
  await Promise.all(
    handovers.docs
      .filter((doc) => (doc.get('itemIds') as string[]).some((id) => itemIds.includes(id)))
      .map((doc) => doc.ref.delete()),
  );
});

async function openItem(page: Page, id: string) {
  await navigate(page, `/${HOTEL}/found-items/${id}`);
  await page.getByRole('heading', { name: 'Disposition' }).waitFor();
}

test.describe('final dispositions', () => {
  test('an admin returns an item in person, hands two to the police, prints the list and reverts one', async () => {
    test.setTimeout(180_000);
    const page = await openPage('dispositions-admin', { signedInAs: ACCOUNTS.harborAdmin });
    await page.waitForURL(`**/${HOTEL}/admin`);

    // Returned in person: who handed it over, the recipient, ID checked.
    await openItem(page, ids.returned);
    await page.getByRole('button', { name: 'Returned in person' }).click();
    const form = page.getByRole('form', { name: 'Returned in person' });
    await expect.poll(() => form.getByLabel(/^Handed over by/).inputValue()).not.toBe('');
    await form.getByLabel(/^Recipient name/).fill('James Carter');
    await form.getByLabel(/^ID checked/).check();
    await form.getByRole('button', { name: 'Record' }).click();
    const details = page.getByRole('table', { name: 'Disposition' });
    await details.getByRole('row', { name: /Recipient name\s*James Carter/ }).waitFor();
    await details.getByRole('row', { name: /ID checked\s*Yes/ }).waitFor();
    await page.getByText('Returned', { exact: true }).first().waitFor();

    // Police handover of two items selected on the found list.
    await navigate(page, `/${HOTEL}/found-items`);
    await page.getByRole('checkbox', { name: 'Select Wallet · E2E police wallet' }).check();
    await page.getByRole('checkbox', { name: 'Select Scarf · E2E police scarf' }).check();
    await page.getByRole('button', { name: 'Hand to police (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand 2 items to the police' });
    await dialog.getByLabel(/^Police station/).fill('Yokohama Naka Police Station');
    await dialog.getByLabel(/^Receipt number/).fill('R-2026-001');
    await dialog.getByRole('button', { name: 'Create handover' }).click();
    await page.waitForURL(new RegExp(`/${HOTEL}/police-handovers/[^/]+$`));
    // The facility's submission (tests/e2e/police-paperwork.test.ts checks every field in print).
    const list = page.getByRole('table', { name: '拾得物件提出書 / Found property submission' });
    await list.waitFor();
    const rows = list.getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    const cells = async (index: number) => rows.nth(index).getByRole('cell').allTextContents();
    // In the order found: the wallet (May 2) before the scarf (May 3).
    const wallet = await cells(1);
    const scarf = await cells(2);
    expect(wallet[1]).toContain('Wallet · E2E police wallet');
    expect(wallet[1]).toContain('Coach; Brown leather');
    expect(wallet[2]).toBe('1');
    expect(wallet[5]).toBe('客室 305号室 / Room 305');
    expect(wallet[7]).toContain('Maid Ito');
    expect(scarf[1]).toContain('Scarf · E2E police scarf');
    expect(scarf[5]).toBe('Lobby');
    await page.getByText('Yokohama Naka Police Station').waitFor();
    await page.getByRole('button', { name: 'Print submission' }).waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    const listUrl = page.url();

    // The hotel's handover book lists it and opens it again.
    await page.getByRole('link', { name: 'All police handovers' }).click();
    const book = page.getByRole('table', { name: 'Police handovers' });
    const entry = book.getByRole('row', { name: /Yokohama Naka Police Station/ });
    await entry.getByRole('cell', { name: 'R-2026-001' }).waitFor();
    await entry.getByRole('cell', { name: '2', exact: true }).waitFor();
    await entry.getByRole('link').click();
    await page.waitForURL(listUrl);
    await page.getByRole('table', { name: '拾得物件提出書 / Found property submission' }).waitFor();

    // The item shows where it went; an admin reverts it with a reason.
    await openItem(page, ids.wallet);
    const policeDetails = page.getByRole('table', { name: 'Disposition' });
    await policeDetails.getByRole('row', { name: /Police station\s*Yokohama Naka/ }).waitFor();
    await page.getByRole('button', { name: 'Revert disposition' }).click();
    const revert = page.getByRole('form', { name: 'Revert disposition' });
    await revert.getByRole('button', { name: 'Revert disposition' }).click();
    await revert.getByText('Enter a reason.').waitFor();
    await revert.getByLabel(/^Reason/).fill('Owner came forward before the police collected it');
    await revert.getByRole('button', { name: 'Revert disposition' }).click();
    const reverted = page.getByRole('alert').filter({ hasText: 'Disposition reverted' });
    await reverted.getByText('Reason: Owner came forward before the police collected it').waitFor();
    await page.getByRole('button', { name: 'Returned in person' }).waitFor();

    const stored = await adminDb().doc(`found-items/${ids.wallet}`).get();
    expect(stored.get('status')).toBe('pending');
    expect(stored.get('lastReversal.from')).toBe('police');
    expect((await adminDb().doc(`found-items/${ids.scarf}`).get()).get('status')).toBe('police');
  });
});
