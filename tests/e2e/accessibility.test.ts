import AxeBuilder from '@axe-core/playwright';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { foundItemData } from '../support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser, within } from './support/browser';

const { openPage } = setupBrowser();

// Every screen of the spec, guest, staff and admin, in both languages: no serious or
// critical axe violation (WCAG 2.1 A and AA).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical violations of the page as it is now, one line each. */
async function violations(page: Page, screen: string): Promise<string[]> {
  // Let lazy screens, live data and transitions settle (Firestore keeps a channel open, so the
  // network is never idle), and measure colours without a hover state under the pointer: no
  // transition or loader spinning (both are running animations), twice in a row a short while
  // apart, for at most 5 s (watched inside the page: no round trip per look).
  // A page that does not answer in 15 s fails the test there, not at its timeout minutes later.
  await page.mouse.move(0, 0);
  await within(
    page.evaluate(async () => {
      const moving = () =>
        document.getAnimations().some((animation) => animation.playState === 'running');
      for (let quiet = 0, waited = 0; quiet < 2 && waited < 5000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        quiet = moving() ? 0 : quiet + 1;
      }
    }),
    15_000,
    `${screen}: the page did not answer for 15 s (its main thread stayed busy)`,
  );
  // Only violations are read: axe skips collecting the passing and inapplicable nodes (a third
  // of a scan's time on the dashboard). Legacy mode runs axe.run in the page itself: the default
  // runs axe per frame, brings every partial result out, and finishes in a new blank page with
  // axe injected again, for frames the app does not have (same violations found; the scans of
  // this file took 20 s instead of 44, and the file 110 processor-seconds instead of 143).
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/** Opens a dashboard tab's first row, from the dashboard. */
async function openFirstRow(page: Page, hotelId: string, tab: RegExp) {
  await navigate(page, `/${hotelId}/admin`);
  await page.getByRole('heading', { name: /^(Dashboard|ダッシュボード)$/, level: 1 }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  const before = page.url();
  await page.getByRole('row').nth(1).click();
  await page.waitForURL((url) => url.href !== before);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

const TABS = [
  /Found|拾得物/,
  /Lost|忘れ物/,
  /Matched|照合済み/,
  /Shipped|発送済み/,
  /Discarded|処分済み/,
];

/**
 * A page signed in as `email` (the login form is read in English), in the test's language as a
 * user's saved choice of the language menu keeps it, at `path` (default: where the login led).
 */
function signedIn(
  name: string,
  email: string,
  locale: string,
  options: { path?: string; keep?: boolean } = {},
): Promise<Page> {
  return openPage(name, {
    signedInAs: email,
    // English is the app's own default: only Japanese needs the kept choice.
    ...(locale.startsWith('ja') ? { language: 'ja' as const } : {}),
    ...options,
  });
}

// Headings that tell the screens apart (a screen opened with `navigate` replaces the last one).
const LANGUAGES = [
  {
    locale: 'en-US',
    reportTitle: 'Report a lost item',
    dashboard: 'Dashboard',
    login: 'Staff login',
    notFound: 'Not Found',
    register: 'Register a found item',
    foundList: 'Found items',
    settings: 'Settings',
  },
  {
    locale: 'ja-JP',
    reportTitle: '忘れ物の届け出',
    dashboard: 'ダッシュボード',
    login: 'スタッフログイン',
    notFound: 'ページが見つかりません',
    register: '拾得物の登録',
    foundList: '拾得物一覧',
    settings: '設定',
  },
] as const;

// The rows the screens below need and the shared seed lacks; every one is this file's own and
// removed at the end (the seeded rows other browser tests rely on stay untouched).
const RUN = Date.now().toString(36);
const createdPaths: string[] = [];
const guestEmails: string[] = [];
const registeredNames: string[] = [];

test.afterAll(async () => {
  const db = adminDb();
  for (const email of guestEmails) {
    const reports = await db.collection('lost-items').where('email', '==', email).get();
    createdPaths.push(...reports.docs.map((report) => report.ref.path));
    const mails = await db.collection('mail').where('to', '==', email).get();
    createdPaths.push(...mails.docs.map((mail) => mail.ref.path));
  }
  for (const itemName of registeredNames) {
    const items = await db.collection('found-items').where('itemName', '==', itemName).get();
    createdPaths.push(...items.docs.map((item) => item.ref.path));
  }
  const ids = createdPaths
    .filter((path) => /^(lost|found)-items\//.test(path))
    .map((path) => path.split('/')[1]);
  for (let start = 0; start < ids.length; start += 10) {
    const entries = await db
      .collection('activity')
      .where('targetId', 'in', ids.slice(start, start + 10))
      .get();
    createdPaths.push(...entries.docs.map((entry) => entry.ref.path));
  }
  await Promise.all(createdPaths.map((path) => db.doc(path).delete()));
});

/**
 * One signed-in page per account and language, shared by the tests below (one sign-in each), open
 * until the file ends.
 */
const sessions = new Map<string, Promise<Page>>();
function session(email: string, locale: string): Promise<Page> {
  const key = `${email}|${locale}`;
  let page = sessions.get(key);
  if (!page) {
    page = signedIn(`session-${email}-${locale}`, email, locale, { keep: true });
    sessions.set(key, page);
  }
  return page;
}

/** A police handover of the hotel, as the createPoliceHandover function writes it. */
async function handover(hotelId: string): Promise<string> {
  const ref = adminDb().collection('police-handovers').doc();
  await ref.set({
    hotelId,
    date: '2026-05-04',
    station: 'Yokohama Minato Police Station',
    receiptNumber: `A11Y-${RUN}`,
    note: '',
    byUid: 'e2e',
    byEmail: ACCOUNTS.harborAdmin,
    byName: 'E2E',
    createdAt: FieldValue.serverTimestamp(),
    itemIds: [`a11y-${RUN}`],
    items: [
      {
        id: `a11y-${RUN}`,
        dateFound: '2026-05-01',
        place: 'Lobby',
        itemType: 'Umbrella',
        itemName: `Accessible umbrella ${RUN}`,
        features: 'Navy, folding',
        finder: 'Front Desk',
      },
    ],
  });
  createdPaths.push(ref.path);
  return ref.id;
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const language of LANGUAGES) {
    test(`guest screens have no serious or critical violations (${language.locale})`, async () => {
      test.setTimeout(240_000);
      const found: string[] = [];
      const page = await openPage(`guest-${language.locale}`, {
        locale: language.locale,
        viewport: { width: 390, height: 844 },
        path: '/',
      });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      found.push(...(await violations(page, 'hotel selector')));

      await navigate(page, '/login');
      await page.getByRole('heading', { name: language.login, level: 1 }).waitFor();
      found.push(...(await violations(page, 'login')));

      await navigate(page, '/harbor-yokohama/no-such-page');
      await page.getByRole('heading', { name: language.notFound, level: 1 }).waitFor();
      found.push(...(await violations(page, 'not found')));

      await navigate(page, '/harbor-yokohama/report-lost-item');
      await page.getByRole('heading', { name: language.reportTitle }).waitFor();
      found.push(...(await violations(page, 'report form')));
      // With every field filled (a date with its clear button) and an error shown.
      await page.getByRole('button', { name: /Fill sample|サンプル入力/ }).click();
      found.push(...(await violations(page, 'report form, filled')));
      await page.getByRole('textbox').first().fill('');
      await page.getByRole('button', { name: /Send report|届け出を送信/ }).click();
      await page.getByRole('alert').first().waitFor();
      found.push(...(await violations(page, 'report form, error')));
      expect(found).toEqual([]);
    });

    test(`staff screens have no serious or critical violations (${language.locale})`, async () => {
      test.setTimeout(120_000);
      const staff = await signedIn(
        `staff-${language.locale}`,
        ACCOUNTS.sakuraStaff,
        language.locale,
        {
          path: '/sakura-tokyo/found-items/register',
        },
      );
      await staff.getByRole('heading', { name: language.register, level: 1 }).waitFor();
      expect(await violations(staff, 'register found item')).toEqual([]);
    });

    test(`the admin dashboard has no serious or critical violations (${language.locale})`, async () => {
      test.setTimeout(240_000);
      const found: string[] = [];
      const admin = await signedIn(
        `dashboard-${language.locale}`,
        ACCOUNTS.harborAdmin,
        language.locale,
        { path: '/harbor-yokohama/admin' },
      );
      await admin.getByRole('heading', { name: language.dashboard }).waitFor();
      for (const tab of TABS) {
        await admin.getByRole('tab', { name: tab }).click();
        found.push(...(await violations(admin, `dashboard ${tab.source}`)));
      }
      await navigate(admin, '/harbor-yokohama/found-items');
      await admin.getByRole('heading', { name: language.foundList, level: 1 }).waitFor();
      found.push(...(await violations(admin, 'found list')));
      await navigate(admin, '/harbor-yokohama/settings');
      await admin.getByRole('heading', { name: language.settings, level: 1 }).waitFor();
      await admin.getByTestId('settings-updated-at').waitFor();
      found.push(...(await violations(admin, 'settings')));
      expect(found).toEqual([]);
    });

    test(`item and match pages have no serious or critical violations (${language.locale})`, async () => {
      test.setTimeout(240_000);
      const found: string[] = [];
      const admin = await signedIn(
        `items-${language.locale}`,
        ACCOUNTS.harborAdmin,
        language.locale,
      );
      await openFirstRow(admin, 'harbor-yokohama', TABS[0]);
      found.push(...(await violations(admin, 'found item')));
      await openFirstRow(admin, 'harbor-yokohama', TABS[1]);
      found.push(...(await violations(admin, 'lost item')));
      await openFirstRow(admin, 'harbor-yokohama', TABS[2]);
      found.push(...(await violations(admin, 'match')));
      const packageButton = admin.getByRole('button', { name: /Package details|荷物情報/ });
      if ((await packageButton.count()) > 0) {
        await packageButton.first().click();
        await admin.getByRole('dialog').waitFor();
        found.push(...(await violations(admin, 'package dialog')));
        await admin.keyboard.press('Escape');
      }
      expect(found).toEqual([]);
    });
  }

  // Screens a review found unchecked: one test per screen and language, so a
  // failure names the screen. The guest's three screens follow one report through the UI.
  for (const language of LANGUAGES) {
    // The guest's screens follow one report (success page, own report, status page): the tests of
    // a language run as one sequence, and a retry starts it again from the report.
    test.describe(`follow-up screens (${language.locale})`, () => {
      test.describe.configure({ mode: 'serial' });
      const ja = language.locale.startsWith('ja');
      const guest: { page?: Page; email: string; reference?: string } = {
        email: `a11y-${RUN}-${language.locale.toLowerCase()}@example.com`,
      };

      test(`the guest's report success page (${language.locale})`, async () => {
        // The reference comes from a trigger, and the functions emulator runs triggers one after
        // another: beside the whole suite it has taken more than 60 s.
        test.setTimeout(180_000);
        guestEmails.push(guest.email);
        // Kept open: the next test goes on from it to the guest's own report.
        const page = await openPage(`report-success-${language.locale}`, {
          locale: language.locale,
          viewport: { width: 390, height: 844 },
          keep: true,
        });
        await page.goto('/harbor-yokohama/report-lost-item');
        await page.getByRole('heading', { name: language.reportTitle }).waitFor();
        await page.getByRole('button', { name: /Fill sample|サンプル入力/ }).click();
        await page.getByLabel(ja ? /^メールアドレス/ : /^Email/).fill(guest.email);
        await page.getByRole('button', { name: /Send report|届け出を送信/ }).click();
        await page
          .getByRole('heading', {
            name: ja ? '届け出を受け付けました' : 'Thank you, your report was sent',
          })
          .waitFor({ timeout: 30_000 });
        // With the reference a function assigns a moment later.
        const reference = page.getByLabel(ja ? '受付番号' : 'Your reference number');
        await reference.waitFor({ timeout: 120_000 });
        guest.reference = (await reference.textContent())?.trim();
        guest.page = page;
        expect(await violations(page, 'report success')).toEqual([]);
      });

      test(`the guest's own report page (${language.locale})`, async () => {
        const page = guest.page;
        expect(page, 'the report success test sent no report').toBeDefined();
        if (!page) return;
        await page.getByRole('link', { name: ja ? '届け出内容を見る' : 'View my report' }).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('row').first().waitFor();
        expect(await violations(page, 'own report')).toEqual([]);
      });

      test(`the public status page, empty and answered (${language.locale})`, async () => {
        test.setTimeout(90_000);
        expect(guest.reference, 'the report success test read no reference').toBeTruthy();
        const page = await openPage(`status-${language.locale}`, {
          locale: language.locale,
          viewport: { width: 390, height: 844 },
        });
        await page.goto('/status');
        await page
          .getByRole('heading', {
            name: ja ? 'お忘れ物のお届け状況の確認' : 'Check your lost item report',
          })
          .waitFor();
        const found = await violations(page, 'status form');
        await page.getByLabel(ja ? /^受付番号/ : /^Reference number/).fill(guest.reference ?? '');
        await page.getByLabel(ja ? /^メールアドレス/ : /^Email address/).fill(guest.email);
        await page.getByRole('button', { name: ja ? '状況を確認する' : 'Check status' }).click();
        await page
          .getByText(
            ja
              ? 'お届けを受け付けました。ホテルにてお品物をお探ししています。'
              : 'We have your report. The hotel is looking for your item.',
          )
          .first()
          .waitFor({ timeout: 30_000 });
        found.push(...(await violations(page, 'status answered')));
        expect(found).toEqual([]);
      });

      test(`Hotel Not Found (${language.locale})`, async () => {
        const page = await openPage(`hotel-not-found-${language.locale}`, {
          locale: language.locale,
        });
        await page.goto('/no-such-hotel/report-lost-item');
        await page
          .getByRole('heading', { name: ja ? 'ホテルが見つかりません' : 'Hotel Not Found' })
          .waitFor();
        expect(await violations(page, 'hotel not found')).toEqual([]);
      });

      test(`Access Denied (${language.locale})`, async () => {
        const page = await session(ACCOUNTS.harborAdmin, language.locale);
        await navigate(page, '/sakura-tokyo/admin');
        await page
          .getByRole('heading', { name: ja ? 'アクセスできません' : 'Access Denied' })
          .waitFor();
        expect(await violations(page, 'access denied')).toEqual([]);
      });

      test(`the found-item registered page (${language.locale})`, async () => {
        test.setTimeout(90_000);
        const itemName = `A11y registered ${RUN} ${language.locale}`;
        registeredNames.push(itemName);
        const page = await session(ACCOUNTS.sakuraStaff, language.locale);
        await navigate(page, '/sakura-tokyo/found-items/register');
        await page.getByRole('heading', { name: language.register, level: 1 }).waitFor();
        await page.getByRole('button', { name: /Fill sample|サンプル入力/ }).click();
        await page.getByLabel(ja ? /^品名/ : /^Item name/).fill(itemName);
        await page.getByRole('button', { name: ja ? '登録する' : 'Register item' }).click();
        await page
          .getByRole('heading', { name: ja ? '拾得物を登録しました' : 'Found item registered' })
          .waitFor({ timeout: 30_000 });
        expect(await violations(page, 'found item registered')).toEqual([]);
      });

      test(`the found-item edit dialog (${language.locale})`, async () => {
        test.setTimeout(90_000);
        const ref = adminDb().collection('found-items').doc();
        await ref.set(
          foundItemData('sakura-tokyo', { itemType: 'Scarf', itemName: `A11y scarf ${RUN}` }),
        );
        createdPaths.push(ref.path);
        const page = await session(ACCOUNTS.sakuraStaff, language.locale);
        await navigate(page, `/sakura-tokyo/found-items/${ref.id}`);
        await page.getByRole('heading', { name: `A11y scarf ${RUN}` }).waitFor();
        await page.getByRole('button', { name: ja ? '編集' : 'Edit', exact: true }).click();
        await page.getByRole('dialog', { name: ja ? '拾得物を編集' : 'Edit found item' }).waitFor();
        const found = await violations(page, 'found item edit dialog');
        await page.keyboard.press('Escape');
        expect(found).toEqual([]);
      });

      test(`the awaiting-approval list (${language.locale})`, async () => {
        const page = await session(ACCOUNTS.harborAdmin, language.locale);
        await navigate(page, '/harbor-yokohama/admin');
        await page.getByRole('heading', { name: language.dashboard }).waitFor();
        await page.getByRole('tab', { name: TABS[2] }).click();
        // The seeded on-hold match of the hotel.
        await page
          .getByRole('list', { name: ja ? '承認待ち' : 'Awaiting approval' })
          .getByRole('link')
          .first()
          .waitFor();
        expect(await violations(page, 'awaiting approval')).toEqual([]);
      });

      test(`the police handover book and one handover (${language.locale})`, async () => {
        test.setTimeout(90_000);
        const handoverId = await handover('harbor-yokohama');
        const page = await session(ACCOUNTS.harborAdmin, language.locale);
        await navigate(page, '/harbor-yokohama/police-handovers');
        await page
          .getByRole('table', { name: ja ? '警察への引渡し記録' : 'Police handovers' })
          .getByText(`A11Y-${RUN}`)
          .first()
          .waitFor();
        const found = await violations(page, 'police handover book');
        await navigate(page, `/harbor-yokohama/police-handovers/${handoverId}`);
        await page
          .getByRole('table', { name: '拾得物件提出書 / Found property submission' })
          .getByText(`Accessible umbrella ${RUN}`)
          .waitFor();
        found.push(...(await violations(page, 'police handover list')));
        expect(found).toEqual([]);
      });
    });
  }

  test('a found item can be registered with the keyboard alone', async () => {
    const page = await openPage('keyboard-only', { signedInAs: ACCOUNTS.sakuraStaff });
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
    // The type field has focus on arrival; no pointer from here on.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? ''))
      .not.toBe('');
    await page.keyboard.type('Umbrella');
    await page.keyboard.press('Escape');
    const focusedLabel = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? '';
      });
    for (let presses = 0; presses < 15 && !(await focusedLabel()).startsWith('Room number');) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await focusedLabel()).toMatch(/^Room number/);
    await page.keyboard.type('1207');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 30_000 });
    // And the next one starts from the keyboard too.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
  });
});
