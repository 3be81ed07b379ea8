import { createHash, randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateReference } from '@/domain/reference';
import { adminDb } from '../support/emulator';
import { lostItemData } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

// What a guest meets on /status on day two: a reload after the mail link keeps the report, the
// hotel's answer time is said (its usual time, else its target), a long message is never cut, and
// after erasing their data the page says what is left and that the hotel can no longer reach them.
// Each test makes its own reports on Harbor View Yokohama (no seeded threads: its guests read the
// answer target) by writing them as stored, with a mail link's token where the test needs one.
const { openPage } = setupBrowser();
const HARBOR = 'harbor-yokohama';
/** The seeded report to try /status with (scripts/lib/demo-accounts.mjs, DEMO_STATUS_REPORT). */
const DEMO = { reference: 'SAK-6WQP-3H', email: 'james.carter@example.com' };
/** Pasted into a message box: 2,534 characters, over the 2,000 a message may have. */
const LONG_TEXT = 'I left my grey wool scarf on the chair by the window. '
  .repeat(50)
  .slice(0, 2534);

/** A guest's report of Harbor, stored with its reference, and a mail link's token for it. */
async function harborReport(email: string) {
  const reference = generateReference(HARBOR, (n) => randomInt(n));
  const ref = adminDb().collection('lost-items').doc();
  await ref.set(lostItemData(HARBOR, { email, reference, itemName: 'Grey scarf' }));
  await adminDb().doc(`references/${reference}`).set({ hotelId: HARBOR, itemId: ref.id });
  const token = randomBytes(32).toString('base64url');
  await adminDb()
    .doc(`status-tokens/${createHash('sha256').update(token).digest('hex')}`)
    .set({ itemId: ref.id, hotelId: HARBOR, purpose: 'report-received' });
  return { id: ref.id, reference, email, token };
}

async function lookUp(page: Page, reference: string, email: string) {
  await page.goto('/status');
  await page.getByLabel(/^Reference number/).fill(reference);
  await page.getByLabel(/^Email address/).fill(email);
  await page.getByRole('button', { name: 'Check status' }).click();
}

/** Pastes `text` into the box as the keyboard inserts it (what a box's maxLength would cut). */
async function paste(box: Locator, text: string) {
  await box.click();
  await box.page().keyboard.insertText(text);
}

test.describe('the status page on day two', () => {
  test('a reload after opening the mail link still shows the report', async () => {
    test.setTimeout(120_000);
    const report = await harborReport(`reload-${Date.now()}@example.com`);
    const page = await openPage('mail-link-reload', { viewport: { width: 390, height: 844 } });
    await page.goto(`/status?token=${report.token}`);
    await page.getByText(report.reference, { exact: true }).waitFor({ timeout: 60_000 });
    expect(page.url()).not.toContain('token=');

    await page.reload();
    await page.getByText(report.reference, { exact: true }).waitFor({ timeout: 60_000 });
    await expect(
      page.getByText('We have your report. The hotel is looking for your item.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check status' })).toHaveCount(0);
    expect(page.url()).not.toContain('token=');

    // Leaving the report for another: a reload then asks for a reference.
    await page.getByRole('button', { name: 'Check another report' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Check status' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(report.reference, { exact: true })).toHaveCount(0);
  });

  test('the hotel says how fast it usually answers, else the answer time it aims for', async () => {
    test.setTimeout(120_000);
    const page = await openPage('answer-time', { viewport: { width: 390, height: 844 } });
    await lookUp(page, DEMO.reference, DEMO.email);
    await page
      .getByRole('heading', { name: 'Messages with the hotel' })
      .waitFor({ timeout: 60_000 });
    // The seed's five answered threads (docs/demo-data.md); answers other tests give may move it.
    await expect(page.getByText(/^This hotel usually answers within \d+ hours?\.$/)).toBeVisible();
    await expect(page.getByText(/aims to answer/)).toHaveCount(0);
    // The seeded thread of this report.
    await expect(page.getByText(/The lock screen shows my dog/)).toBeVisible();

    // Harbor has no answers yet: its own target (the default of Settings), worded as a target.
    const report = await harborReport(`target-${Date.now()}@example.com`);
    await page.goto(`/status?token=${report.token}`);
    await expect(page.getByText('This hotel aims to answer within 24 hours.')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/usually answers/)).toHaveCount(0);
  });

  test('a pasted 2,534-character message stays whole, says what is too long, and is not sent', async () => {
    test.setTimeout(180_000);
    const report = await harborReport(`long-${Date.now()}@example.com`);
    const guest = await openPage('long-guest', { viewport: { width: 390, height: 844 } });
    await guest.goto(`/status?token=${report.token}`);
    const box = guest.getByLabel(/^Your message/);
    await box.waitFor({ timeout: 60_000 });
    await paste(box, LONG_TEXT);
    await expect(box).toHaveValue(LONG_TEXT);
    await expect(
      guest.getByText(
        '534 characters too many: 2,534 of at most 2,000. Shorten the message or send it in two parts.',
      ),
    ).toBeVisible();
    const send = guest.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    // Cut to fit by the guest: the count shows, and it may be sent.
    await box.fill(LONG_TEXT.slice(0, 1990));
    await expect(guest.getByText('1,990 / 2,000 characters')).toBeVisible();
    await expect(send).toBeEnabled();

    // Staff's answer box, the same way.
    const staff = await openPage('long-staff', {
      signedInAs: ACCOUNTS.harborAdmin,
      path: `/${HARBOR}/lost-items/${report.id}`,
    });
    const answer = staff.getByLabel(/^Message to the guest/);
    await answer.waitFor({ timeout: 60_000 });
    await paste(answer, LONG_TEXT);
    await expect(answer).toHaveValue(LONG_TEXT);
    await expect(
      staff.getByText(
        '534 characters too many: 2,534 of at most 2,000. Shorten the message or send it in two parts.',
      ),
    ).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Send to guest' })).toBeDisabled();
  });

  test('after erasing their data the guest reads what is left and that the hotel can no longer reach them', async () => {
    test.setTimeout(180_000);
    const report = await harborReport(`erase-${Date.now()}@example.com`);
    const page = await openPage('erase', { viewport: { width: 390, height: 844 } });
    await lookUp(page, report.reference, report.email);
    await page
      .getByText('We have your report. The hotel is looking for your item.')
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Erase my personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase your personal data?' });
    await expect(dialog).toContainText(
      'The hotel can then no longer contact you about this report: if your item turns up, it cannot tell you',
    );
    await dialog.getByRole('button', { name: 'Erase my data' }).click();

    await page.getByText('Personal data erased').waitFor({ timeout: 60_000 });
    await expect(
      page.getByText(
        'Your personal data was erased, so the hotel can no longer contact you about this report.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/The hotel is looking for your item/)).toHaveCount(0);
    await expect(page.getByText(/^What is left names no one: this reference number/)).toBeVisible();
    await expect(
      page.getByText(/^If you still want your item back, contact the hotel below/),
    ).toBeVisible();
    expect((await adminDb().doc(`lost-items/${report.id}`).get()).get('email')).toBe('');
  });
});
