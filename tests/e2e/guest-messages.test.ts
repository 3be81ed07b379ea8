import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/emulator';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';
import { reportWithReference } from './support/items';

// The thread of a lost report: a guest writes on /status (in Japanese and in English), the
// dashboard counts the reports waiting for an answer and orders them by wait, staff answer with a
// reply template, the guest gets the mail in the report's language and sees the answer; and the
// ownership question, whose answer only staff see. Each test makes its own reports on Sakura
// (whose guest mail is on), so other files' data and counts do not matter.
const { openPage } = setupBrowser();
const HOTEL = 'sakura-tokyo';
const INBOX = process.env.MAIL_CATCHER_URL;

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

async function mailTo(address: string, subject: RegExp): Promise<CaughtMail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const messages = (await (await fetch(`${INBOX}/api/messages`)).json()) as CaughtMail[];
    const found = messages.find((m) => m.to.includes(address) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} in the local inbox`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A guest report of the hotel (as the form saves it), with its reference from the function. */
const report = (language: 'en' | 'ja', email: string, itemName: string) =>
  reportWithReference(HOTEL, { language, email, itemName });

/**
 * The status lookup's attempt limit counts per caller address, and every browser test calls from
 * the same one: this file starts its lookups with the counters empty.
 */
async function resetStatusAttempts() {
  const attempts = await adminDb().collection('status-attempts').get();
  await Promise.all(attempts.docs.map((d) => d.ref.delete()));
}

async function lookUp(page: Page, reference: string, email: string, language: 'en' | 'ja') {
  await page.goto('/status');
  if (language === 'ja') {
    await page.getByLabel(/^受付番号/).fill(reference);
    await page.getByLabel(/^メールアドレス/).fill(email);
    await page.getByRole('button', { name: '状況を確認する' }).click();
  } else {
    await page.getByLabel(/^Reference number/).fill(reference);
    await page.getByLabel(/^Email address/).fill(email);
    await page.getByRole('button', { name: 'Check status' }).click();
  }
}

const unansweredCount = async (page: Page) => {
  const text = (await page.getByText(/reports? waiting for an answer$/).textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
};

/**
 * The hotel's reports waiting for an answer, as stored. Other browser test files write guest
 * messages on Sakura at the same time (photos on messages), so the dashboard's count is compared
 * with what is stored, not with a count taken earlier.
 */
async function storedUnanswered(): Promise<{ count: number; ids: string[] }> {
  const waiting = await adminDb()
    .collection('lost-items')
    .where('hotelId', '==', HOTEL)
    .where('deleted', '==', false)
    .where('thread.unanswered', '==', true)
    .get();
  return { count: waiting.size, ids: waiting.docs.map((d) => d.id) };
}

test.describe('guest and hotel talk in one thread', () => {
  test('a guest writes in Japanese and in English; staff answer with a template; the mail and the answer reach the guest', async () => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    const ja = await report('ja', `yui-${stamp}@example.jp`, '黒い長財布');
    const en = await report('en', `emma-${stamp}@example.com`, 'Grey scarf');
    await resetStatusAttempts();

    // An admin keeps a reply template in both languages (Settings).
    const title = `Inside ${stamp}`;
    const admin = await openPage('messages-admin', { signedInAs: ACCOUNTS.sakuraAdmin });
    await admin.waitForURL(`**/${HOTEL}/admin`);
    await navigate(admin, `/${HOTEL}/settings`);
    const templates = admin.getByRole('heading', { name: 'Reply templates' });
    await templates.waitFor({ timeout: 30_000 });
    const newTemplate = admin.getByRole('button', { name: 'Add template' });
    const form = admin.locator('form').filter({ has: newTemplate });
    await form.getByLabel('Name').fill(title);
    await form.getByLabel('English text').fill('Could you describe what is inside?');
    await form.getByLabel('Japanese text').fill('中に入っている物を教えていただけますか？');
    await newTemplate.click();
    // Saved: it is listed as a template of its own, with its delete button.
    await admin
      .getByRole('button', { name: `Delete template ${title}` })
      .waitFor({ timeout: 30_000 });

    // The dashboard's live count, before the guests write.
    await navigate(admin, `/${HOTEL}/admin`);
    await admin.getByText(/reports? waiting for an answer$/).waitFor({ timeout: 30_000 });

    // The Japanese guest, on a phone.
    const guestJa = await openPage('guest-ja', {
      locale: 'ja-JP',
      viewport: { width: 390, height: 844 },
    });
    await lookUp(guestJa, ja.reference, ja.email, 'ja');
    await guestJa
      .getByRole('heading', { name: 'ホテルとのメッセージ' })
      .waitFor({ timeout: 30_000 });
    await guestJa
      .getByLabel(/^メッセージ/)
      .fill('<b>中に青い手帳</b>が入っています。\n12日に出発しました。');
    await guestJa.getByRole('button', { name: 'メッセージを送信' }).click();
    await guestJa.getByText('メッセージをホテルへ送信しました。').waitFor({ timeout: 60_000 });
    // Shown as text, markup and all.
    await expect(
      guestJa.getByText('<b>中に青い手帳</b>が入っています。', { exact: false }),
    ).toBeVisible();

    // The English guest.
    const guestEn = await openPage('guest-en', { viewport: { width: 390, height: 844 } });
    await lookUp(guestEn, en.reference, en.email, 'en');
    await guestEn
      .getByRole('heading', { name: 'Messages with the hotel' })
      .waitFor({ timeout: 30_000 });
    await guestEn.getByLabel(/^Your message/).fill('I left on the 12th, not the 11th.');
    await guestEn.getByRole('button', { name: 'Send message' }).click();
    await guestEn.getByText('Your message was sent to the hotel.').waitFor({ timeout: 60_000 });

    // Both reports wait for an answer, and the count follows, live, without reloading the
    // dashboard: it shows what is stored, these two included.
    await expect
      .poll(
        async () => {
          const stored = await storedUnanswered();
          const shown = await unansweredCount(admin);
          return shown === stored.count && stored.ids.includes(ja.id) && stored.ids.includes(en.id);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // The waiting view, longest wait first: the Japanese guest has waited 30 hours (over the
    // 24-hour target), the English one a moment.
    await adminDb()
      .doc(`lost-items/${ja.id}`)
      .update({ 'thread.waitingSince': Timestamp.fromMillis(Date.now() - 30.4 * 3_600_000) });
    await admin.getByRole('button', { name: 'Show the waiting view' }).click();
    const table = admin.getByRole('table', {
      name: 'Reports waiting for an answer, longest first',
    });
    const jaRow = table.getByRole('row').filter({ hasText: ja.reference });
    const enRow = table.getByRole('row').filter({ hasText: en.reference });
    await expect(jaRow).toContainText('30 hours');
    await expect(jaRow).toContainText('Overdue');
    await expect(enRow).not.toContainText('Overdue');
    const order = await table.getByRole('row').allTextContents();
    const at = (reference: string) => order.findIndex((row) => row.includes(reference));
    expect(at(ja.reference)).toBeGreaterThan(0);
    expect(at(ja.reference)).toBeLessThan(at(en.reference));

    // Staff open the Japanese report, read the guest's message and answer with the template.
    await jaRow.getByRole('link', { name: ja.reference }).click();
    await admin.getByRole('heading', { name: 'Messages with the guest' }).waitFor();
    await expect(admin.getByText('Unanswered', { exact: true })).toBeVisible();
    await expect(admin.getByText('12日に出発しました。', { exact: false })).toBeVisible();
    await admin.getByRole('combobox', { name: 'Reply template' }).click();
    await admin.getByRole('option', { name: title }).click();
    await expect(admin.getByLabel(/^Message to the guest/)).toHaveValue(
      '中に入っている物を教えていただけますか？',
    );
    await admin.getByRole('button', { name: 'Send to guest' }).click();
    await admin.getByText('Sent to the guest.').waitFor({ timeout: 60_000 });
    await expect(admin.getByText('Unanswered', { exact: true })).toHaveCount(0);

    // The guest's mail, in Japanese, with a link back to the thread.
    if (!INBOX) {
      console.warn(
        'SKIPPED mail checks: run under `emulators-exec --mail` (MAIL_CATCHER_URL unset).',
      );
      return;
    }
    const mail = await mailTo(ja.email, /メッセージが届いています/);
    expect(mail.subject).toBe(
      `【Hotel Sakura Tokyo】お届け（受付番号 ${ja.reference}）についてメッセージが届いています`,
    );
    expect(mail.text).toContain('中に入っている物を教えていただけますか？');
    expect(mail.text).not.toContain('青い手帳');
    const link = /https?:\/\/\S+\/status\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    const fromMail = await openPage('guest-ja-mail', {
      locale: 'ja-JP',
      viewport: { width: 390, height: 844 },
    });
    await fromMail.goto(new URL(link).pathname + new URL(link).search);
    await fromMail
      .getByRole('heading', { name: 'ホテルとのメッセージ' })
      .waitFor({ timeout: 30_000 });
    await expect(fromMail.getByText('中に入っている物を教えていただけますか？')).toBeVisible();
    await expect(
      fromMail.getByText('<b>中に青い手帳</b>が入っています。', { exact: false }),
    ).toBeVisible();
  });

  test('the ownership question: the guest answers, only staff read the answer, staff record the check', async () => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const lost = await report('en', `leo-${stamp}@example.com`, 'Black phone');
    await resetStatusAttempts();

    const staff = await openPage('messages-staff', {
      signedInAs: ACCOUNTS.sakuraStaff,
      path: `/${HOTEL}/lost-items/${lost.id}`,
    });
    await staff
      .getByRole('heading', { name: 'Messages with the guest' })
      .waitFor({ timeout: 30_000 });
    await staff.getByLabel(/^Message to the guest/).fill('What is the lock-screen picture?');
    await staff.getByRole('checkbox', { name: /Send as the ownership question/ }).check();
    await staff.getByRole('button', { name: 'Send to guest' }).click();
    await staff.getByText('Sent to the guest.').waitFor({ timeout: 60_000 });
    await staff.getByText("Waiting for the guest's answer to the ownership question.").waitFor();

    const guest = await openPage('guest-answer', { viewport: { width: 390, height: 844 } });
    await lookUp(guest, lost.reference, lost.email, 'en');
    await guest.getByText('Question from the hotel').waitFor({ timeout: 30_000 });
    await expect(guest.getByText('What is the lock-screen picture?')).toBeVisible();
    await guest.getByLabel(/^Your answer to the hotel's question/).fill('A grey cat on a sofa');
    await guest.getByRole('button', { name: 'Send message' }).click();
    await guest.getByText('Your message was sent to the hotel.').waitFor({ timeout: 60_000 });
    await expect(
      guest.getByText("You answered. Only the hotel's staff can read your answer."),
    ).toBeVisible();
    await expect(guest.getByText('A grey cat on a sofa')).toHaveCount(0);

    // Staff see the answer, marked as theirs only, and record the check with their name.
    await expect(staff.getByText('A grey cat on a sofa')).toBeVisible({ timeout: 30_000 });
    await expect(staff.getByText('Answer to the ownership question (staff only)')).toBeVisible();
    await staff.getByRole('button', { name: 'Mark the answer as checked' }).click();
    await expect(staff.getByText(/^Answer checked by .+\.$/)).toBeVisible({ timeout: 60_000 });

    if (INBOX) {
      // The question's mail quotes the question, never an answer.
      const mail = await mailTo(lost.email, /has written to you/);
      expect(mail.text).toContain('What is the lock-screen picture?');
      expect(mail.text).not.toContain('grey cat');
    }
  });
});
