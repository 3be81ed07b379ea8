import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

const INBOX = process.env.MAIL_CATCHER_URL;

/** The path of the invitation link last mailed to the address (the local mail catcher). */
export async function invitationLink(address: string, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(`${INBOX}/api/messages`)).json()) as {
      to: string[];
      text: string;
    }[];
    const link = messages
      .filter((message) => message.to.includes(address))
      .map((message) => /\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(message.text)?.[0])
      .filter(Boolean)
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No invitation to ${address} in the local inbox`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The owner of an invited address opens the mailed link signed out, signs in through the page
 * and accepts, as a person would; resolves once the app has left the invitation page.
 */
export async function acceptInvitation(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(await invitationLink(email));
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Accept the invitation' }).click();
  await page.waitForURL((url) => url.pathname !== '/invitation');
}
