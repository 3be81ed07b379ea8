import { createHash, randomBytes, randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newMatch } from '@/domain/documents';
import { generateReference } from '@/domain/reference';
import { adminDb } from '../support/emulator';
import { foundItemData, lostItemData } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { setupBrowser } from './support/browser';

// The parcel leaves the desk ready: the customs declaration and the address label printed from
// the match page, and the postage paid the hotel's way before it ships. Each test makes its own
// confirmed laptop match on Harbor View Yokohama, the guest's address and quote accepted on
// /status, with a mail link's token for the guest's page.
const { openPage } = setupBrowser();
const HARBOR = 'harbor-yokohama';
const ADDRESS = '12 rue de la Paix\n75002 Paris';

async function laptopMatch(options: { language?: 'en' | 'ja'; surname?: string } = {}) {
  const db = adminDb();
  const reference = generateReference(HARBOR, (n) => randomInt(n));
  const lostRef = db.collection('lost-items').doc();
  const foundRef = db.collection('found-items').doc();
  const matchRef = db.collection('matches').doc();
  const at = new Date();
  const lost = lostItemData(HARBOR, {
    email: `sophie-${Date.now()}@example.fr`,
    reference,
    itemType: 'Laptop',
    itemName: 'MacBook Air 13"',
    firstName: 'Sophie',
    surname: options.surname ?? 'Martin',
    country: 'France',
    language: options.language ?? 'en',
    status: 'matched',
    matchId: matchRef.id,
  });
  const found = foundItemData(HARBOR, {
    itemType: 'Laptop',
    itemName: 'MacBook Air 13"',
    status: 'matched',
    matchId: matchRef.id,
    matchedAt: at,
  });
  await lostRef.set(lost);
  await foundRef.set(found);
  await db.doc(`references/${reference}`).set({ hotelId: HARBOR, itemId: lostRef.id });
  await matchRef.set({
    ...newMatch(
      { id: lostRef.id, ...lost },
      { id: foundRef.id, ...found },
      { hotelId: HARBOR, createdBy: 'seed', country: 'France' },
      at,
    ),
    status: 'confirmed',
    confirmedAt: at,
    updatedAt: at,
    packageSize: 'medium',
    packageWeight: 1.6,
    postageCost: 2600,
    destinationCountry: 'France',
    shippingAddress: ADDRESS,
    addressConfirmedAt: at,
    quoteAcceptedAt: at,
    quoteAcceptedAmount: 2600,
    lastActivityId: '',
  });
  const token = randomBytes(32).toString('base64url');
  await db
    .doc(`status-tokens/${createHash('sha256').update(token).digest('hex')}`)
    .set({ itemId: lostRef.id, hotelId: HARBOR, purpose: 'report-received' });
  return { matchId: matchRef.id, reference, token };
}

/** The text a printer gets: with print media, only the sheet is visible (innerText skips the rest). */
async function printedText(page: Page): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  const text = await page.locator('body').innerText();
  // Back to no emulation: page.pdf() prints with print media only then.
  await page.emulateMedia({ media: null });
  return text;
}

/** The page size of the first page of the PDF the browser prints, in millimetres. */
async function printedPageSize(page: Page): Promise<[number, number]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  if (!box) throw new Error('No page size in the printed PDF');
  const mm = (points: string) => Math.round((Number(points) / 72) * 25.4);
  return [mm(box[1] ?? '0'), mm(box[2] ?? '0')];
}

async function setPayment(page: Page, method: RegExp, link?: string) {
  await page.goto(`/${HARBOR}/settings`);
  await page.getByRole('heading', { name: 'Paying the postage' }).waitFor();
  await page.getByRole('radio', { name: method }).check();
  if (link !== undefined) await page.getByRole('textbox', { name: 'Payment link' }).fill(link);
  await page.getByRole('button', { name: 'Save payment settings' }).click();
}

test.describe('the parcel leaves the desk ready', () => {
  test('a laptop match prints a CN22 and an address label, A4 or 100 × 150 mm, and a CN23 above the limit', async () => {
    test.setTimeout(180_000);
    const { matchId, reference } = await laptopMatch();
    const page = await openPage('paperwork', {
      signedInAs: ACCOUNTS.harborAdmin,
      path: `/${HARBOR}/matches/${matchId}`,
    });
    await page.getByRole('link', { name: 'Print customs form and label' }).click();
    await page.getByRole('heading', { name: 'Customs form and address label' }).waitFor();
    await page.getByText(reference).first().waitFor();

    const a4 = await printedText(page);
    for (const expected of [
      'CUSTOMS DECLARATION / DÉCLARATION EN DOUANE',
      'CN 22',
      '☒ Returned goods / Retour de marchandise',
      '☐ Gift / Cadeau',
      'Explanation / Explication: Returned personal property, no commercial value',
      'Used laptop (MacBook Air 13")',
      'Quantity / Quantité',
      '1.600',
      'From / Expéditeur',
      'To / Destinataire',
      'Harbor View Yokohama',
      'Sophie Martin',
      '12 rue de la Paix',
      '75002 Paris',
      'FRANCE',
      'FROM',
      `Ref. ${reference}`,
      `Sender’s reference / Référence de l’expéditeur: ${reference}`,
      // A laptop travels with its battery inside: the shipping rules' declaration.
      'Other declarations / Autres déclarations: Lithium ion batteries contained in equipment (UN3481, PI 967 Section II)',
    ])
      expect(a4).toContain(expected);
    // The page's own controls are not printed.
    expect(a4).not.toContain('Declared value (yen)');
    expect(a4).not.toContain('Print customs form');
    expect(await printedPageSize(page)).toEqual([210, 297]);

    // Worth more than 300 SDR: the CN23.
    await page.getByRole('textbox', { name: 'Declared value (yen)' }).fill('80000');
    await page.getByText(/^Form CN23:/).waitFor();
    const cn23 = await printedText(page);
    expect(cn23).toContain('CN 23');
    expect(cn23).toContain('JPY 80,000');
    expect(cn23).not.toContain('CN 22');

    // Label stock: 100 × 150 mm pages, the label then the declaration.
    await page.getByRole('textbox', { name: 'Declared value (yen)' }).fill('12000');
    await page.getByText('100 × 150 mm label').click();
    const label = await printedText(page);
    expect(label).toContain('CN 22');
    expect(label).toContain('JPY 12,000');
    expect(label).toContain(`Ref. ${reference}`);
    expect(label.indexOf('FROM')).toBeLessThan(label.indexOf('CUSTOMS DECLARATION'));
    expect(await printedPageSize(page)).toEqual([100, 150]);
  });

  test('the guest gets the hotel’s payment link with the quote; shipping waits for "paid" unless waived', async () => {
    test.setTimeout(240_000);
    const admin = await openPage('payment-admin', { signedInAs: ACCOUNTS.harborAdmin });
    await admin.waitForURL(`**/${HARBOR}/admin`);
    // Only https links are taken.
    await setPayment(admin, /^Payment link/, 'http://pay.example/harbor?amount={amount}');
    await admin.getByText('Enter an address that starts with https:// (no spaces)').waitFor();
    await admin
      .getByRole('textbox', { name: 'Payment link' })
      .fill('https://pay.example/harbor?amount={amount}&ref={reference}');
    await admin.getByRole('button', { name: 'Save payment settings' }).click();
    await admin.getByText('Payment settings saved.').waitFor();

    const { matchId, reference, token } = await laptopMatch();
    const guest = await openPage('payment-guest', { viewport: { width: 390, height: 844 } });
    await guest.goto(`/status?token=${token}`);
    const pay = guest.getByRole('link', { name: 'Pay the postage of ¥2,600 online' });
    await pay.waitFor({ timeout: 60_000 });
    await expect(pay).toHaveAttribute(
      'href',
      `https://pay.example/harbor?amount=2600&ref=${reference}`,
    );
    await expect(guest.getByText(`Your reference is ${reference}.`)).toBeVisible();

    // Staff: shipping is refused until the postage is marked paid.
    await admin.goto(`/${HARBOR}/matches/${matchId}`);
    await admin.getByText('Shipping waits for the postage to be marked paid').waitFor();
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    await admin.getByRole('alert').filter({ hasText: 'Error marking as shipped' }).waitFor();
    await expect(admin.getByText('Shipped', { exact: true })).toHaveCount(0);
    await admin.getByRole('button', { name: 'Mark postage as paid' }).click();
    await admin.getByText(/^Postage paid: marked by admin@harbor-yokohama.example/).waitFor();
    // Recorded in the match's history, who and when.
    await admin.getByText('Postage marked paid').first().waitFor();
    await expect(admin.getByText('Shipping waits for the postage to be marked paid')).toHaveCount(
      0,
    );
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    await admin.getByText('Shipped', { exact: true }).first().waitFor();

    // The hotel waives payment: a match ships without the mark; the guest (in Japanese) is told.
    await setPayment(admin, /^Waived/);
    await admin.getByText('Payment settings saved.').waitFor();
    const waived = await laptopMatch({ language: 'ja', surname: 'Dubois' });
    await guest.goto(`/status?token=${waived.token}`);
    await guest
      .getByText('送料はホテルが負担いたします。お支払いの必要はございません。')
      .waitFor({ timeout: 60_000 });
    await admin.goto(`/${HARBOR}/matches/${waived.matchId}`);
    await admin
      .getByText('The hotel waived payment: the item may ship without the paid mark.')
      .waitFor();
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    await admin.getByText('Shipped', { exact: true }).first().waitFor();
  });
});
