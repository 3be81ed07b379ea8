import { createHash, randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { generateReference } from '@/domain/reference';
import { adminDb } from '../support/emulator';
import { foundItemData, lostItemData } from '../support/fixtures';
import { caughtMails, waitFor } from '../support/functions';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

// What the post accepts (src/domain/shipping-rules.ts) and the tracking link: a found passport,
// matched and confirmed with a quote, is "not by international post" to staff and to the guest in
// the guest's language; only an admin's recorded override lets it ship; the shipped mail and
// /status then carry the carrier's tracking link. Each test makes its own Sakura match.
const { openPage } = setupBrowser();
const SAKURA = 'sakura-tokyo';
const EMS = 'EA123456785JP';
const EMS_LINK = `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${EMS}&locale=en`;

/**
 * A guest's report of a passport, in `language`, matched with the found passport, confirmed, with
 * a small package to the UK priced (¥1,300); a mail link's token for the guest's status page.
 */
async function passportMatch(language: 'en' | 'ja') {
  const email = `passport-${language}-${Date.now()}@example.com`;
  const reference = generateReference(SAKURA, (n) => randomInt(n));
  const lost = adminDb().collection('lost-items').doc();
  const found = adminDb().collection('found-items').doc();
  const match = adminDb().collection('matches').doc();
  const itemName = 'British passport, burgundy cover';
  await lost.set(
    lostItemData(SAKURA, {
      email,
      reference,
      language,
      itemType: 'Passport',
      itemName,
      status: 'matched',
      matchId: match.id,
    }),
  );
  await found.set(
    foundItemData(SAKURA, {
      itemType: 'Passport',
      itemName,
      status: 'matched',
      matchId: match.id,
      matchedAt: new Date(),
    }),
  );
  const now = new Date();
  await match.set({
    hotelId: SAKURA,
    lostItemId: lost.id,
    foundItemId: found.id,
    status: 'confirmed',
    matchedAt: now,
    createdAt: now,
    updatedAt: now,
    confirmedAt: now,
    onHoldAt: null,
    shippedAt: null,
    packageSize: 'small',
    packageWeight: null,
    postageCost: 1300,
    destinationCountry: 'United Kingdom',
    createdBy: 'seed',
    found: { itemType: 'Passport', itemName, dateFound: '2026-05-03', imageUrl: null },
    lost: {
      itemType: 'Passport',
      itemName,
      firstName: 'James',
      surname: 'Carter',
      email,
      country: 'United Kingdom',
      language,
      imageUrl: null,
    },
    notificationQueued: true,
    lastActivityId: '',
  });
  await adminDb().doc(`references/${reference}`).set({ hotelId: SAKURA, itemId: lost.id });
  const token = randomBytes(32).toString('base64url');
  await adminDb()
    .doc(`status-tokens/${createHash('sha256').update(token).digest('hex')}`)
    .set({ itemId: lost.id, hotelId: SAKURA, purpose: 'report-received' });
  return { matchId: match.id, email, token };
}

const rulesOf = (page: Page, name = 'What the post accepts') => page.getByRole('region', { name });

test.describe('what the post accepts, and the tracking link', () => {
  test('a passport: staff and the guest (en and ja) read "not by international post"; staff cannot ship or override it', async () => {
    test.setTimeout(180_000);
    const en = await passportMatch('en');
    const ja = await passportMatch('ja');

    const staff = await openPage('passport-staff', {
      signedInAs: ACCOUNTS.sakuraStaff,
      path: `/${SAKURA}/matches/${en.matchId}`,
    });
    const staffRules = rulesOf(staff);
    await staffRules.waitFor({ timeout: 60_000 });
    await expect(staffRules).toContainText('Not by international post');
    await expect(staffRules).toContainText('Passports are not sent by international post');
    await expect(staffRules).toContainText('Only an admin can allow shipping anyway.');
    await expect(staff.getByRole('button', { name: 'Allow shipping anyway' })).toHaveCount(0);
    // Even with the guest's agreement recorded, the passport does not ship.
    await staff.getByLabel('Agreed with the guest by phone (recorded with your name)').check();
    await expect(staff.getByRole('button', { name: 'Mark as shipped' })).toBeDisabled();

    const guest = await openPage('passport-guest-en', { viewport: { width: 390, height: 844 } });
    await guest.goto(`/status?token=${en.token}`);
    const guestRules = rulesOf(guest);
    await guestRules.waitFor({ timeout: 60_000 });
    await expect(guestRules).toContainText('Not by international post');
    await expect(guestRules).toContainText('What you can do instead');
    await expect(guestRules).toContainText(
      "Collect it in person, or send someone with your written authorisation. If you have left Japan, ask us to hand it to the police or to your country's embassy or consulate in Japan",
    );

    const guestJa = await openPage('passport-guest-ja', { viewport: { width: 390, height: 844 } });
    await guestJa.goto(`/status?token=${ja.token}`);
    const jaRules = rulesOf(guestJa, '郵送できるお品物について');
    await jaRules.waitFor({ timeout: 60_000 });
    await expect(jaRules).toContainText('国際郵便ではお送りできません');
    await expect(jaRules).toContainText('パスポートは国際郵便ではお送りできません。');
    await expect(jaRules).toContainText('代わりの方法');
    await expect(jaRules).toContainText('ご本人様がご来館のうえお受け取りいただくか');
  });

  test('an admin allows it with a reason; a wrong EMS number is refused; the shipped mail and /status link to Japan Post tracking', async () => {
    test.setTimeout(240_000);
    const { matchId, email, token } = await passportMatch('en');
    const page = await openPage('passport-admin', {
      signedInAs: ACCOUNTS.sakuraAdmin,
      path: `/${SAKURA}/matches/${matchId}`,
    });
    const rules = rulesOf(page);
    await rules.waitFor({ timeout: 60_000 });
    await expect(rules).toContainText('Not by international post');
    await page.getByLabel('Agreed with the guest by phone (recorded with your name)').check();
    const ship = page.getByRole('button', { name: 'Mark as shipped' });
    await expect(ship).toBeDisabled();

    await page
      .getByLabel('Why it is shipped anyway (recorded in the history)')
      .fill('The British embassy asked us to send it by EMS');
    await page.getByRole('button', { name: 'Allow shipping anyway' }).click();
    await expect(rules).toContainText(
      /Shipping allowed by admin@sakura-tokyo\.example, .*: The British embassy asked us to send it by EMS/,
    );
    await expect(ship).toBeEnabled();
    // Shipping also waits for the postage to be paid (docs/shipping-paperwork.md).
    await page.getByRole('button', { name: 'Mark postage as paid' }).click();
    await page.getByText(/^Postage paid: marked by admin@sakura-tokyo.example/).waitFor();

    await page.getByRole('combobox', { name: 'Carrier' }).click();
    await page.getByRole('option', { name: 'Japan Post EMS' }).click();
    const number = page.getByRole('textbox', { name: 'Tracking number' });
    await number.fill('1234-5678-9012');
    await ship.click();
    await expect(page.getByRole('alert')).toContainText(
      "This tracking number does not have the chosen carrier's shape. Check the number and the carrier. An EMS number: E, a letter, 9 digits and JP",
    );
    await number.fill(EMS);
    await ship.click();
    await page.getByText('Shipped', { exact: true }).first().waitFor({ timeout: 60_000 });
    await expect(page.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      EMS_LINK,
    );

    // The shipped mail, as the local inbox caught it.
    const mail = await waitFor(
      async () =>
        (await caughtMails()).find((m) => m.to.includes(email) && m.text.includes(EMS_LINK)),
      'the shipped mail with its tracking link',
      120_000,
    );
    expect(mail.text).toContain(EMS);
    expect(mail.html.replaceAll('&amp;', '&')).toContain(`href="${EMS_LINK}"`);

    const guest = await openPage('passport-shipped-guest', {
      viewport: { width: 390, height: 844 },
    });
    await guest.goto(`/status?token=${token}`);
    const track = guest.getByRole('link', { name: 'Track your parcel' });
    await track.waitFor({ timeout: 60_000 });
    await expect(track).toHaveAttribute('href', EMS_LINK);
  });
});
