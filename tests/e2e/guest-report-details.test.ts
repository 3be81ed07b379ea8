import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { lostItemData } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

const HOTEL = 'harbor-yokohama';
const RUN = Date.now().toString(36);
/** The report a guest sends in Japanese below, and a Latin-named one of this file's own. */
const HANAKO_ITEM = `赤い折りたたみ傘 ${RUN}`;
const OLIVER_ITEM = `Leather gloves ${RUN}`;
const oliverRef = adminDb().collection('lost-items').doc();

test.beforeAll(() =>
  oliverRef.set(
    lostItemData(HOTEL, {
      itemType: 'Umbrella',
      itemName: OLIVER_ITEM,
      firstName: 'Oliver',
      surname: 'Bennett',
      phone: '+447700900123',
    }),
  ),
);
test.afterAll(async () => {
  await oliverRef.delete();
  const sent = await adminDb().collection('lost-items').where('itemName', '==', HANAKO_ITEM).get();
  await Promise.all(sent.docs.map((item) => item.ref.delete()));
});

test.describe('a Japanese guest report: the name family name first, the phone complete', () => {
  test('a guest types 姓 山田, 名 花子 and only the national number; the hotel sees 山田 花子 and +81', async () => {
    test.setTimeout(120_000);
    const guest = await openPage('guest-ja', {
      language: 'ja',
      viewport: { width: 390, height: 844 },
      path: `/${HOTEL}/report-lost-item`,
    });
    await guest.getByRole('heading', { name: '忘れ物の届け出' }).waitFor();
    await guest.getByLabel(/^種類/).first().fill('傘');
    await guest.getByLabel(/^品名・ブランド/).fill(HANAKO_ITEM);
    await guest.getByLabel(/^紛失場所/).fill('ロビー');
    await guest.getByRole('button', { name: /^紛失日/ }).click();
    await guest.locator('[data-today="true"]').first().click();
    await guest.getByRole('textbox', { name: /^姓/ }).fill('山田');
    await guest.getByRole('textbox', { name: /^名/ }).fill('花子');
    await guest.getByLabel(/^メールアドレス/).fill(`hanako.${RUN}@example.jp`);
    // The country code is a value, the hotel's, not a grey hint; the guest types the number alone.
    await expect(guest.getByLabel(/^国番号/)).toHaveValue('+81');
    await guest.getByRole('textbox', { name: /^電話番号/ }).fill('090-1234-5678');
    await guest.getByRole('button', { name: '届け出を送信' }).click();
    await guest.getByRole('link', { name: '届け出内容を見る' }).click({ timeout: 30_000 });
    await guest.getByRole('heading', { name: HANAKO_ITEM }).waitFor();
    await expect(guest.getByRole('row', { name: /^お名前/ })).toContainText('山田 花子');
    await expect(guest.getByRole('row', { name: /^電話番号/ })).toContainText('+81 9012345678');
    expect(
      (
        await adminDb().collection('lost-items').where('itemName', '==', HANAKO_ITEM).get()
      ).docs[0]?.get('phone'),
    ).toBe('+819012345678');

    // The admin list in Japanese: 山田 花子 family name first, a Latin name given name first.
    const admin = await openPage('admin-ja', { signedInAs: ACCOUNTS.harborAdmin, language: 'ja' });
    await admin.getByRole('tab', { name: /忘れ物/ }).click();
    const hanako = admin.getByRole('row', { name: new RegExp(HANAKO_ITEM) });
    await expect(hanako).toContainText('山田 花子');
    await expect(hanako).toContainText('+81 9012345678');
    await expect(admin.getByRole('row', { name: new RegExp(OLIVER_ITEM) })).toContainText(
      'Oliver Bennett',
    );

    // And in English: a name in kanji keeps its order.
    const english = await openPage('admin-en', {
      signedInAs: ACCOUNTS.harborAdmin,
      language: 'en',
    });
    await english.getByRole('tab', { name: /Lost/ }).click();
    await expect(english.getByRole('row', { name: new RegExp(HANAKO_ITEM) })).toContainText(
      '山田 花子',
    );
  });
});

test.describe('Back on the guest pages', () => {
  test('a fresh / has no Back that leaves the site; the report form goes back to /', async () => {
    // Opened as from a QR code in a room: a new browser with no page before this one.
    const page = await openPage('qr-ja', { language: 'ja', path: '/' });
    await page.getByRole('heading', { name: 'ご宿泊のホテルを選択してください' }).waitFor();
    await page.getByRole('link', { name: /Harbor View Yokohama/ }).waitFor();
    await expect(page.getByRole('button', { name: '戻る' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '戻る' })).toHaveCount(0);

    const form = await openPage('qr-form-ja', {
      language: 'ja',
      path: `/${HOTEL}/report-lost-item`,
    });
    await form.getByRole('heading', { name: '忘れ物の届け出' }).waitFor();
    await form.getByRole('link', { name: '戻る' }).click();
    await form.getByRole('heading', { name: 'ご宿泊のホテルを選択してください' }).waitFor();
    expect(new URL(form.url()).pathname).toBe('/');
  });
});
