import type { Page } from '@playwright/test';

/** Seeded by scripts/seed.mjs (see scripts/lib/demo-accounts.mjs and README). */
export const DEMO_PASSWORD = 'demo-pass-123';
export const ACCOUNTS = {
  sakuraAdmin: 'admin@sakura-tokyo.example',
  sakuraStaff: 'staff@sakura-tokyo.example',
  sakuraUser: 'user@sakura-tokyo.example',
  harborAdmin: 'admin@harbor-yokohama.example',
  groupManager: 'manager@group.example',
  // Only the live-claims test uses Kyoto (it changes the user's claims).
  kyotoAdmin: 'admin@kyoto-garden.example',
  kyotoUser: 'user@kyoto-garden.example',
} as const;

/** Signs in through the login page, as a person would, and waits to leave it. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
