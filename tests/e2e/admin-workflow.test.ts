import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

test.describe('admin workflow', () => {
  test('match a 3/3 candidate, confirm, small 0.5 kg package to the UK for ¥1,300, ship, export', async () => {
    const page = await openPage('admin-workflow', { signedInAs: ACCOUNTS.sakuraAdmin });
    await page.getByRole('tab', { name: /Lost/ }).click();
    await page.getByRole('row', { name: /iPhone 15 in a blue case/ }).click();
    await page.getByRole('heading', { name: 'Potential matches' }).waitFor();

    const candidate = page.getByRole('row', { name: /iPhone 15, blue case/ });
    await candidate.getByText('3/3 excellent').waitFor();
    await candidate.getByRole('button', { name: 'Select' }).click();
    await page.getByRole('button', { name: 'Confirm match' }).click();
    await page.waitForURL(/\/sakura-tokyo\/matches\//);
    // No package size yet: the page asks for one (and does not call it ready to ship).
    await page.getByText('Package size needed').waitFor();

    await page.getByRole('button', { name: 'Confirm match' }).click();
    await page.getByText('Confirmed', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Package details' }).click();
    await page.getByRole('button', { name: /Small/ }).click();
    await page.getByLabel('Weight (kg, optional)').fill('0.5');
    await page.getByRole('dialog').getByText('¥1,300').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/Postage: ¥1,300/).waitFor();

    // The guest has not accepted the quote online, so staff record a phone agreement.
    await page.getByLabel('Agreed with the guest by phone (recorded with your name)').check();
    // The hotel has not waived payment: the postage is marked paid first.
    await page.getByRole('button', { name: 'Mark postage as paid' }).click();
    await page.getByText(/^Postage paid: marked by admin@sakura-tokyo.example/).waitFor();
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText('Shipped', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Package details' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('tab', { name: /Shipped/ }).click();
    await page.getByRole('row', { name: /iPhone 15, blue case/ }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Shipped' }).click();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toContain('iPhone 15, blue case');
    expect(csv).toContain('¥1,300');
  });

  test('discard and restore a found item; delete a matched lost item and its partner returns to pending', async () => {
    const page = await openPage('admin-discard', { signedInAs: ACCOUNTS.sakuraAdmin });
    await page.getByRole('row', { name: /USB-C laptop charger/ }).click();
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
    await page.getByText('Discarded', { exact: true }).first().waitFor();
    await page.getByText('Sakura Admin').first().waitFor();
    await page.getByRole('button', { name: 'Undo discard' }).click();
    await page.getByText('Pending', { exact: true }).first().waitFor();

    // The seeded British passport is matched: deleting the lost report frees the found passport.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('tab', { name: /Matched/ }).click();
    await page.getByRole('row', { name: /British passport/ }).click();
    await page.getByRole('link', { name: /Lost item/ }).click();
    // The lost item page carries its match's package details too (no size chosen yet).
    await page.getByText(/No package size chosen yet/).waitFor();
    await page.getByRole('button', { name: 'Package details' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/sakura-tokyo/admin');
    await page.getByRole('row', { name: /UK passport/ }).waitFor();
  });

  test('a staff-only user can open a match to confirm and ship, but is offered no create, discard or delete', async () => {
    const page = await openPage('staff-match', {
      signedInAs: ACCOUNTS.sakuraStaff,
      path: '/sakura-tokyo/admin',
    });
    await page.waitForURL('**/found-items/register');
    // Staff reach matches from links; the on-hold camera match of the seed:
    const admin = await openPage('admin-finds-match', { signedInAs: ACCOUNTS.sakuraAdmin });
    await admin.getByRole('tab', { name: /Matched/ }).click();
    await admin.getByRole('row', { name: /Fujifilm X100V/ }).click();
    await admin.waitForURL(/matches\//);
    await navigate(page, new URL(admin.url()).pathname);
    await page.getByRole('button', { name: 'Confirm match' }).waitFor();
    await page.getByRole('button', { name: 'Mark as shipped' }).waitFor();
    await page.getByRole('link', { name: /Found item/ }).click();
    await page.getByRole('heading', { name: /Fujifilm/ }).waitFor();
    await expect(page.getByRole('button', { name: 'Discard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByText('Potential matches')).toHaveCount(0);
  });

  test('staff edit a lost item with the report validation; the found list opens items', async () => {
    const page = await openPage('admin-edit', { signedInAs: ACCOUNTS.sakuraAdmin });
    await page.getByRole('tab', { name: /Lost/ }).click();
    await page.getByRole('row', { name: /AirPods Pro/ }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Surname/).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please fill in all required fields.').waitFor();
    await dialog.getByLabel(/^Surname/).fill('Wilson-Smith');
    await dialog.getByLabel(/^Item or brand/).fill('AirPods Pro 2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'AirPods Pro 2' }).waitFor();
    await page.getByText('Emma Wilson-Smith').waitFor();

    await navigate(page, '/sakura-tokyo/found-items');
    await page.getByRole('heading', { name: 'Found items' }).waitFor();
    await page
      .getByRole('row', { name: /Navy wool scarf/ })
      .getByRole('link', { name: 'View' })
      .click();
    await page.getByRole('heading', { name: 'Navy wool scarf' }).waitFor();
  });
});
