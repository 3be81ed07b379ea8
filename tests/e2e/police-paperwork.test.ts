import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { policeFacilityOf } from '@/domain/police-handover';
import { policeListItem } from '@/domain/police-list';
import { toFoundItem } from '@/domain/records';
import { adminDb } from '../support/emulator';
import { seedFound } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

const { openPage } = setupBrowser();

/**
 * The police paperwork in a real browser, in Japanese and as printed (print media): the handover
 * list carries every field the facility's submission asks for (Lost Property Act enforcement
 * rules, art. 26), with bilingual headings and a box for the station's stamp; a guest finder's
 * receipt carries the item, when it was received and the facility. The test seeds its own items,
 * handover and hotel paperwork settings and removes them afterwards.
 */
const HOTEL = 'harbor-yokohama';
const POLICE = {
  address: '神奈川県横浜市中区山下町1-1',
  phone: '045-123-4567',
  occupant: '山田 花子',
  claims: { expenses: true, reward: false, ownership: true },
  weekLimit: true,
};
const ids = { wallet: '', phone: '', handover: '' };

// The items are seeded as handed to the police (the handover below), not pending: another file
// running beside this one checks the same hotel's Due view, where pending items would appear.
const HANDED_OVER = { status: 'police' };

test.beforeAll(async () => {
  const db = adminDb();
  await db.doc(`hotels/${HOTEL}`).set({ settings: { police: POLICE } }, { merge: true });
  ids.phone = await seedFound(HOTEL, {
    itemType: 'Phone',
    ...HANDED_OVER,
    itemName: 'E2E paperwork phone',
    dateFound: '2026-05-04',
    timeFound: '',
    roomNumber: '',
    otherLocation: 'ロビー',
    finderName: 'Bellboy Sato',
  });
  ids.wallet = await seedFound(HOTEL, {
    itemType: 'Wallet',
    ...HANDED_OVER,
    itemName: 'E2E paperwork wallet',
    dateFound: '2026-05-02',
    timeFound: '14:30',
    roomNumber: '502',
    cashValue: '3000',
    description: '黒の革製',
    finderName: 'Front Desk',
    foundByNonHotelStaff: '鈴木 一郎',
    finderContact: '090-1234-5678',
    finderRights: { expenses: false, reward: true, ownership: true, nameToOwner: true },
  });
  // The handover as createPoliceHandover writes it (tests/functions covers the function itself).
  const items = await Promise.all(
    [ids.phone, ids.wallet].map(async (id) => {
      const snap = await db.doc(`found-items/${id}`).get();
      return policeListItem(toFoundItem(id, snap.data() ?? {}));
    }),
  );
  const hotel = (await db.doc(`hotels/${HOTEL}`).get()).data() ?? {};
  const ref = await db.collection('police-handovers').add({
    hotelId: HOTEL,
    date: '2026-05-08',
    station: '加賀町警察署',
    receiptNumber: 'R-88',
    note: '',
    byUid: 'e2e',
    byEmail: 'e2e@example.com',
    byName: '佐藤 次郎',
    createdAt: FieldValue.serverTimestamp(),
    itemIds: [ids.phone, ids.wallet],
    facility: policeFacilityOf(hotel),
    items,
  });
  ids.handover = ref.id;
});

test.afterAll(async () => {
  const db = adminDb();
  await db
    .doc(`hotels/${HOTEL}`)
    .set({ settings: { police: FieldValue.delete() } }, { merge: true });
  for (const id of [ids.wallet, ids.phone].filter(Boolean)) {
    const entries = await db.collection('activity').where('targetId', '==', id).get();
    await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
    await db.doc(`found-items/${id}`).delete();
  }
  if (ids.handover) await db.doc(`police-handovers/${ids.handover}`).delete();
});

test.describe('police paperwork', () => {
  test('the handover list prints every field of the submission, in Japanese', async () => {
    const page = await openPage('police-list-ja', {
      signedInAs: ACCOUNTS.harborAdmin,
      language: 'ja',
      path: `/${HOTEL}/police-handovers/${ids.handover}`,
    });
    await page.emulateMedia({ media: 'print' });
    await expect(
      page.getByRole('heading', { name: '拾得物件提出書 / Found property submission' }),
    ).toBeVisible();
    // The facility, its occupant and claims, and the person submitting.
    const facts = page.getByRole('table').first();
    for (const [label, value] of [
      ['施設名 / Facility', 'Harbor View Yokohama'],
      ['所在地 / Address', POLICE.address],
      ['電話番号 / Phone', POLICE.phone],
      ['施設占有者 / Facility occupant', POLICE.occupant],
      ['提出者 / Submitted by', '佐藤 次郎'],
      ['提出先警察署 / Police station', '加賀町警察署'],
    ])
      await expect(facts.getByRole('row', { name: label })).toContainText(value);
    await expect(facts.getByRole('row', { name: /施設占有者の権利/ })).toContainText(
      '報労金 / Reward: 無（放棄） / No (waived)',
    );
    await expect(page.getByRole('group', { name: '受領印 / Police receipt stamp' })).toBeVisible();

    const list = page.getByRole('table', { name: '拾得物件提出書 / Found property submission' });
    await expect(list.getByRole('columnheader')).toHaveText([
      '番号 / No.',
      '物件の種類及び特徴 / Item and features',
      '数量 / Quantity',
      '現金 / Cash',
      '拾得日時 / Date and time found',
      '拾得場所 / Place found',
      '施設への交付日時 / Handed in to the facility',
      '拾得者の氏名及び連絡先 / Finder and contact',
      "拾得者の権利及び告知の同意 / Finder's claims and consent",
    ]);
    const rows = list.getByRole('row');
    await expect(rows).toHaveCount(3);
    // Rows in the order found: the wallet (May 2) before the phone (May 4), though handed later.
    const wallet = rows.nth(1);
    await expect(wallet).toContainText('E2E paperwork wallet');
    await expect(wallet.getByRole('cell').nth(2)).toHaveText('1');
    await expect(wallet.getByRole('cell').nth(3)).toHaveText('3,000円');
    await expect(wallet.getByRole('cell').nth(4)).toHaveText(/2026.*5.*2.* 14:30$/);
    await expect(wallet.getByRole('cell').nth(5)).toHaveText('客室 502号室 / Room 502');
    await expect(wallet.getByRole('cell').nth(7)).toContainText('鈴木 一郎');
    await expect(wallet.getByRole('cell').nth(7)).toContainText('090-1234-5678');
    const rights = wallet.getByRole('cell').nth(8);
    await expect(rights).toContainText('費用 / Expenses: 無（放棄） / No (waived)');
    await expect(rights).toContainText('報労金 / Reward: 有 / Yes');
    await expect(rights).toContainText('所有権 / Ownership: 有 / Yes');
    await expect(rights).toContainText('氏名等告知 / Name told to owner: 同意する / Agrees');
    const phone = rows.nth(2);
    await expect(phone).toContainText('E2E paperwork phone');
    await expect(phone.getByRole('cell').nth(4)).toHaveText(
      /2026.*5.*4\D\s+時刻の記録なし \/ Time not recorded$/,
    );
    await expect(phone.getByRole('cell').nth(5)).toHaveText('ロビー');
    await expect(phone.getByRole('cell').nth(7)).toContainText('施設従業員 / Hotel staff');
    // On paper the screen's controls are gone.
    await expect(page.getByRole('button', { name: '提出書を印刷' })).toBeHidden();
    await expect(page.getByRole('link', { name: '引渡し記録の一覧へ' })).toBeHidden();
  });

  test("a guest finder's receipt prints from the found item", async () => {
    const page = await openPage('police-receipt-ja', {
      signedInAs: ACCOUNTS.harborAdmin,
      language: 'ja',
      path: `/${HOTEL}/found-items/${ids.wallet}`,
    });
    await page.getByRole('link', { name: '拾得者用の預り書' }).click();
    await page.waitForURL(`**/${HOTEL}/found-items/${ids.wallet}/receipt`);
    await page.emulateMedia({ media: 'print' });
    const receipt = page.getByRole('table', { name: '拾得物 預り書 / Receipt for a found item' });
    await expect(receipt).toBeVisible();
    for (const [label, value] of [
      ['物件の種類及び特徴 / Item and features', 'E2E paperwork wallet'],
      ['物件の種類及び特徴 / Item and features', '3,000円'],
      ['拾得者 / Finder', '鈴木 一郎'],
      ['施設名 / Facility', 'Harbor View Yokohama'],
      ['所在地 / Address', POLICE.address],
      ['施設占有者 / Facility occupant', POLICE.occupant],
    ])
      await expect(receipt.getByRole('row', { name: label })).toContainText(value);
    await expect(receipt.getByRole('row', { name: /受領日時 \/ Received/ })).toContainText(
      /\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}/,
    );
    await expect(page.getByRole('button', { name: '預り書を印刷' })).toBeHidden();
  });

  test('the receipt is not offered for an item staff found', async () => {
    const page = await openPage('police-receipt-staff', {
      signedInAs: ACCOUNTS.harborAdmin,
      path: `/${HOTEL}/found-items/${ids.phone}`,
    });
    await page.getByRole('heading', { name: 'E2E paperwork phone' }).waitFor();
    await expect(page.getByRole('link', { name: 'Receipt for the finder' })).toHaveCount(0);
  });
});
