import { FieldValue } from 'firebase-admin/firestore';
import { expect, test } from '@playwright/test';
import { adminAuth, adminDb } from '../support/emulator';
import { ACCOUNTS, DEMO_PASSWORD, logIn } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';
import { acceptInvitation } from './support/invitations';

const { openPage } = setupBrowser();

/** The seeded Kyoto user as seeded (no admin, no staff), so that a retried test starts the same. */
async function resetKyotoUser() {
  const { uid } = await adminAuth().getUserByEmail(ACCOUNTS.kyotoUser);
  const claims = { admin: false, staff: false, accessibleHotels: ['kyoto-garden'] };
  await adminAuth().setCustomUserClaims(uid, claims);
  await adminDb()
    .doc(`users/${uid}`)
    .update({ claims, claimsVersion: FieldValue.increment(1) });
}

test.describe('settings and live claims', () => {
  test('an admin promotes a user to staff while that user has the app open; it reloads into staff navigation', async () => {
    await resetKyotoUser();
    const user = await openPage('promoted-user');
    await logIn(user, ACCOUNTS.kyotoUser);
    await user.getByText('You need to be authorized by an admin to access this page.').waitFor();

    const admin = await openPage('promoting-admin');
    await logIn(admin, ACCOUNTS.kyotoAdmin);
    await navigate(admin, '/kyoto-garden/settings');
    const row = admin.getByTestId(`user-row-${ACCOUNTS.kyotoUser}`);
    await row.getByRole('checkbox', { name: `Staff: ${ACCOUNTS.kyotoUser}` }).check();
    await row.getByRole('button', { name: `Save ${ACCOUNTS.kyotoUser}` }).click();
    await expect(
      row.getByRole('button', { name: `Save ${ACCOUNTS.kyotoUser}` }).isDisabled(),
    ).resolves.toBe(true);

    await user
      .getByText('Your access has changed: you are now a staff member.')
      .waitFor({ timeout: 20_000 });
    await user.waitForURL('**/found-items/register', { timeout: 20_000 });
    await user.getByRole('heading', { name: 'Register a found item' }).waitFor();
    await expect(user.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('an admin invites a new address; once its owner accepts with the password set, it is a member and sees the authorization bar', async () => {
    const admin = await openPage('creating-admin');
    await logIn(admin, ACCOUNTS.harborAdmin);
    await navigate(admin, '/harbor-yokohama/settings');
    await admin.getByRole('heading', { name: 'Create a user' }).waitFor();
    await admin
      .getByLabel(/^Email/)
      .last()
      .fill('newcomer@harbor-yokohama.example');
    await admin
      .getByLabel(/^Password/)
      .last()
      .fill('12345');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText('Password must be at least 6 characters long.').waitFor();
    await admin
      .getByLabel(/^Password/)
      .last()
      .fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Create user' }).click();
    // Pending, not a member, until the address's owner accepts (the same for any address).
    await admin
      .getByText('Invitation sent — waiting for newcomer@harbor-yokohama.example to accept')
      .waitFor();
    await expect(admin.getByTestId('user-row-newcomer@harbor-yokohama.example')).toHaveCount(0);

    const newcomer = await openPage('newcomer');
    await acceptInvitation(newcomer, 'newcomer@harbor-yokohama.example');
    await newcomer
      .getByText('You need to be authorized by an admin to access this page.')
      .waitFor();
    await admin.reload();
    await admin.getByTestId('user-row-newcomer@harbor-yokohama.example').waitFor();
    await expect(
      admin.getByText('Invitation sent — waiting for newcomer@harbor-yokohama.example to accept'),
    ).toHaveCount(0);
  });

  test('toggling email notifications updates the last-updated time; staff see no administration', async () => {
    // On Harbor, whose guest mail is off: Sakura's is on, and the browser tests of guest mail
    // running beside this one (guest status, messages) would miss a mail while it is toggled.
    const admin = await openPage('toggling-admin');
    await logIn(admin, ACCOUNTS.harborAdmin);
    await navigate(admin, '/harbor-yokohama/settings');
    const updated = admin.getByTestId('settings-updated-at');
    await updated.waitFor();
    // The text shows minutes; the element also carries the exact instant, and two toggles can
    // fall within one minute.
    const stamp = () => updated.getAttribute('data-updated-at');
    const before = await stamp();
    const toggle = admin.getByLabel('Email guests when their item is matched and confirmed');
    const wasOn = await toggle.isChecked();
    await toggle.click();
    await expect.poll(stamp, { timeout: 10_000 }).not.toBe(before);
    await expect
      .poll(() => updated.textContent(), { timeout: 10_000 })
      .toMatch(/^Last updated: \w{3} \d{1,2}, \d{4}/);
    // Put the seeded setting back (other tests expect no guest mail from Harbor).
    const toggled = await stamp();
    await toggle.click();
    await expect.poll(stamp, { timeout: 10_000 }).not.toBe(toggled);
    await expect(toggle).toBeChecked({ checked: wasOn });

    const staff = await openPage('staff-settings');
    await logIn(staff, ACCOUNTS.harborAdmin.replace('admin@', 'staff@'));
    await navigate(staff, '/harbor-yokohama/settings');
    await staff.getByRole('heading', { name: 'Your profile' }).waitFor();
    await expect(staff.getByRole('heading', { name: 'Users of this hotel' })).toHaveCount(0);
    await expect(staff.getByRole('heading', { name: 'Hotel settings' })).toHaveCount(0);
  });
});
