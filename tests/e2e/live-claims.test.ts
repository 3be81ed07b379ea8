import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, logIn } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';
import { acceptInvitation } from './support/invitations';

const { openPage } = setupBrowser();

// The Auth emulator's token endpoint (and the real one): the forced refresh after a claims change.
const TOKEN_REFRESH = '**/securetoken.googleapis.com/**';

async function setStaff(admin: Page, email: string, staff: boolean) {
  const row = admin.getByTestId(`user-row-${email}`);
  const box = row.getByRole('checkbox', { name: `Staff: ${email}` });
  if (staff) await box.check();
  else await box.uncheck();
  const save = row.getByRole('button', { name: `Save ${email}` });
  await save.click();
  // Saved: the row has no unsaved change any more.
  await expect.poll(() => save.isDisabled(), { timeout: 15_000 }).toBe(true);
}

test.describe('live claims', () => {
  test('a promotion whose token refresh fails is still announced and reloaded; a demotion too; never signed out', async () => {
    // Two pages, three claims changes and two reloads: 25 s on a quiet machine, over 40 s beside
    // the rest of npm test (the default 60 s was reached once).
    test.setTimeout(120_000);
    // A user of our own (Kyoto, like the settings test), so no seeded account changes.
    const email = `claims-refresh-${Date.now()}@kyoto-garden.example`;
    const admin = await openPage('claims-admin');
    await logIn(admin, ACCOUNTS.kyotoAdmin);
    await navigate(admin, '/kyoto-garden/settings');
    await admin.getByRole('heading', { name: 'Create a user' }).waitFor();
    await admin
      .getByLabel(/^Email/)
      .last()
      .fill(email);
    await admin
      .getByLabel(/^Password/)
      .last()
      .fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.getByText(`Invitation sent — waiting for ${email} to accept`).waitFor();

    const user = await openPage('claims-user');
    await acceptInvitation(user, email);
    await user.getByText('You need to be authorized by an admin to access this page.').waitFor();
    await admin.reload();
    await admin.getByTestId(`user-row-${email}`).waitFor();

    // The forced refresh fails (network): the change is still announced and the page reloads.
    await user.route(TOKEN_REFRESH, (route) => route.abort('internetdisconnected'));
    await setStaff(admin, email, true);
    await user
      .getByText('Your access has changed: you are now a staff member.')
      .waitFor({ timeout: 20_000 });
    await user.unroute(TOKEN_REFRESH);
    await user.waitForURL('**/kyoto-garden/found-items/register', { timeout: 20_000 });
    await user.getByRole('heading', { name: 'Register a found item' }).waitFor();
    await user.getByRole('button', { name: 'Log out' }).first().waitFor();

    // Demoted while signed in: told, reloaded, still signed in, the authorization bar shows.
    await setStaff(admin, email, false);
    await user
      .getByText('Your access has changed: you are now a regular user.')
      .waitFor({ timeout: 20_000 });
    await user
      .getByText('You need to be authorized by an admin to access this page.')
      .waitFor({ timeout: 20_000 });
    await user.getByRole('button', { name: 'Log out' }).first().waitFor();
  });
});
