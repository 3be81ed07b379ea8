import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminDb } from '../support/emulator';
import { ACCOUNTS } from './support/accounts';
import { navigate, setupBrowser } from './support/browser';
import { pngBuffer } from './support/files';
import { deleteFoundItems } from './support/items';

const { openPage } = setupBrowser();

// Front-desk registration from the keyboard (spec §2): what a clerk types lands in the field
// they meant, the time found is one field in the language's own clock, and the page after it
// leads to the item's label and page. West of UTC: "today" is the clerk's calendar day there.
const WEST = 'America/Los_Angeles';
const RUN = Date.now().toString(36).toUpperCase();

const registered: string[] = [];
/** Items registered without a name, by id. */
const registeredIds: string[] = [];
test.afterAll(async () => {
  await deleteFoundItems(registered);
  await Promise.all(
    registeredIds.map((id) => adminDb().collection('found-items').doc(id).delete()),
  );
});

/** Today in a time zone, `YYYY-MM-DD`. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/**
 * The page's keyboard, counting key presses: a character typed is one, a chord such as
 * Control+Enter is one per key held.
 */
function countingKeyboard(page: Page) {
  const counts = new Map<string, number>();
  let step = 'start';
  let moves = 0;
  const add = (n: number) => counts.set(step, (counts.get(step) ?? 0) + n);
  return {
    /** Names the part of the registration the next keys belong to. */
    step(name: string) {
      step = name;
    },
    async type(text: string) {
      add([...text].length);
      await page.keyboard.type(text);
    },
    async press(key: string) {
      add(key.split('+').length);
      moves += key.split('+').length;
      await page.keyboard.press(key);
    },
    total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    /** The keys that only move between fields, close a list or register. */
    moves: () => moves,
    breakdown: () => [...counts].map(([name, n]) => `${name} ${n}`).join(', '),
  };
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? '';
  });

const LANGUAGES = [
  {
    language: 'en' as const,
    heading: 'Register a found item',
    registered: 'Found item registered',
    field: {
      itemName: /^Item name/,
      room: /^Room number/,
      complex: /^Hotel complex/,
      other: /^Other location/,
      storage: /^Storage location/,
      date: /^Date found/,
      time: /^Time found/,
      description: /^Description/,
      brand: /^Brand/,
    },
    itemType: 'Umbrella',
    // The language's own clock: 12-hour with AM/PM in English.
    timeShown: '2:30 PM',
    openItem: 'Open item',
    printLabel: 'Print label',
    registerAnother: 'Register another',
    timeFact: 'Time found',
  },
  {
    language: 'ja' as const,
    heading: '拾得物の登録',
    registered: '拾得物を登録しました',
    field: {
      itemName: /^品名/,
      room: /^部屋番号/,
      complex: /^館内施設/,
      other: /^その他の場所/,
      storage: /^保管場所/,
      date: /^拾得日/,
      time: /^拾得時刻/,
      description: /^特徴/,
      brand: /^ブランド/,
    },
    itemType: '傘',
    // 24-hour in Japanese.
    timeShown: '14:30',
    openItem: '拾得物の詳細を開く',
    printLabel: 'ラベルを印刷',
    registerAnother: '続けて登録する',
    timeFact: '拾得時刻',
  },
];

test.describe('found-item registration by keyboard', () => {
  for (const l of LANGUAGES) {
    // The English run is the intake benchmark too (npm run bench intake prints its keystrokes).
    const bench = l.language === 'en' ? ' [bench:intake]' : '';
    test(`tabbing through the form lands each typed value in its field, and the item opens (${l.language})${bench}`, async () => {
      test.setTimeout(120_000);
      const page = await openPage(`clerk-${l.language}`, {
        signedInAs: ACCOUNTS.sakuraStaff,
        timezoneId: WEST,
        language: l.language,
      });
      await page.getByRole('heading', { name: l.heading }).waitFor();
      // The type field has focus on arrival; no pointer from here on.
      await expect.poll(() => focusedLabel(page)).not.toBe('');
      const itemName = `Golf umbrella ${l.language} ${RUN}`;
      registered.push(itemName);
      const keys = countingKeyboard(page);

      // A clerk who knows the form: one Tab from each field to the next, as they come.
      keys.step('type');
      await keys.type(l.itemType);
      await keys.press('Escape');
      keys.step('name');
      await keys.press('Tab');
      await keys.type(itemName);
      keys.step('room');
      await keys.press('Tab');
      await keys.type('1207');
      keys.step('complex');
      await keys.press('Tab');
      await keys.type('East wing');
      keys.step('other');
      await keys.press('Tab');
      await keys.type('By the pool');
      keys.step('storage');
      await keys.press('Tab');
      await keys.type('Shelf B2');
      keys.step('date (today)');
      await keys.press('Tab');
      keys.step('time');
      await keys.press('Tab');
      await keys.type('1430');
      keys.step('description');
      await keys.press('Tab');
      await keys.type('Navy, wooden handle');
      keys.step('colour (none)');
      await keys.press('Tab');
      keys.step('brand');
      await keys.press('Tab');
      await keys.type('Fulton');
      await keys.press('Escape');

      const field = (label: RegExp) => page.getByLabel(label).first();
      await expect(field(l.field.itemName)).toHaveValue(itemName);
      await expect(field(l.field.room)).toHaveValue('1207');
      await expect(field(l.field.complex)).toHaveValue('East wing');
      await expect(field(l.field.other)).toHaveValue('By the pool');
      await expect(field(l.field.storage)).toHaveValue('Shelf B2');
      // The date kept its default, today where the clerk is.
      await expect(page.getByRole('button', { name: l.field.date })).toHaveText(todayIn(WEST));
      // Left, the time reads in the language's own clock.
      await expect(field(l.field.time)).toHaveValue(l.timeShown);
      await expect(field(l.field.description)).toHaveValue('Navy, wooden handle');
      await expect(field(l.field.brand)).toHaveValue('Fulton');

      keys.step('register');
      await keys.press('Control+Enter');
      await page.getByRole('heading', { name: l.registered }).waitFor({ timeout: 30_000 });
      if (bench)
        console.log(
          `[bench:intake] a full registration by keyboard: ${keys.total()} keystrokes, ` +
            `${keys.total() - keys.moves()} of them characters typed and ${keys.moves()} to move ` +
            `between fields and register (${keys.breakdown()})`,
        );

      // What was typed was stored in its field: the item's page, where the card leads.
      await expect(page.getByRole('button', { name: l.registerAnother })).toBeFocused();
      await page.getByRole('link', { name: l.openItem }).click();
      await page.getByRole('heading', { name: itemName, level: 1 }).waitFor();
      const fact = (label: string) =>
        page
          .getByRole('row', { name: new RegExp(`^${label}`) })
          .getByRole('cell')
          .last();
      await expect(fact(l.timeFact)).toHaveText('14:30');
      await expect(page.getByRole('row', { name: /1207/ }).first()).toContainText('East wing');
    });
  }

  test('after registering, a staff-only clerk sees the item code, prints its label, opens it, and Enter registers another', async () => {
    test.setTimeout(120_000);
    const page = await openPage('clerk-label', { signedInAs: ACCOUNTS.sakuraStaff });
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
    const register = async (itemName: string) => {
      registered.push(itemName);
      await page
        .getByLabel(/^Item type/)
        .first()
        .fill('Keys');
      await page.keyboard.press('Escape');
      await page.getByLabel(/^Item name/).fill(itemName);
      await page.getByLabel(/^Room number/).fill('1508');
      await page.getByLabel(/^Room number/).press('Enter');
      await page
        .getByRole('heading', { name: 'Found item registered' })
        .waitFor({ timeout: 30_000 });
    };

    await register(`Key ring A ${RUN}`);
    // The code the label carries: six characters of the item's id.
    const code = page.getByText(/^[0-9A-Z]{6}$/);
    await expect(code).toBeVisible();
    await expect(page.getByRole('link', { name: 'Print label' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open item' })).toBeVisible();
    // Enter still starts the next registration.
    await expect(page.getByRole('button', { name: 'Register another' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();

    await register(`Key ring B ${RUN}`);
    const shown = (await code.textContent()) ?? '';
    const itemHref =
      (await page.getByRole('link', { name: 'Open item' }).getAttribute('href')) ?? '';
    expect(itemHref).toMatch(new RegExp(`/sakura-tokyo/found-items/${shown}`, 'i'));
    // The label, with the same code, on a page a staff-only account may open.
    await page.getByRole('link', { name: 'Print label' }).click();
    await expect(page.getByRole('group', { name: `Label ${shown}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    // And the item's own page (a staff-only account has no list to find it in).
    await navigate(page, itemHref);
    await page.getByRole('heading', { name: `Key ring B ${RUN}`, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(itemHref);
  });
});

// Photo first on a tablet (docs/screens.md, "Photo first"): the form starts with the place where
// this clerk last registered on this device, so a photo and a type are enough to register.
test.describe('photo first on a tablet', () => {
  test('after "Register another" the last place is filled in, and a photo and a type register the item there [bench:intake]', async () => {
    test.setTimeout(120_000);
    const page = await openPage('tablet-clerk', {
      signedInAs: ACCOUNTS.sakuraStaff,
      timezoneId: WEST,
      viewport: { width: 820, height: 1180 },
      touch: true,
    });
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
    const field = (label: RegExp) => page.getByLabel(label).first();
    const typeField = field(/^Item type/);

    // The first item on this device: nothing to carry, so the clerk names the place.
    await expect(field(/^Hotel complex/)).toHaveValue('');
    const itemName = `Sun hat ${RUN}`;
    registered.push(itemName);
    await typeField.fill('Hat');
    await page.keyboard.press('Escape');
    await field(/^Item name/).fill(itemName);
    await field(/^Room number/).fill('1207');
    await field(/^Hotel complex/).fill('Pool deck');
    await field(/^Other location/).fill('Sun loungers');
    await page.getByRole('button', { name: 'Register item' }).tap();
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Register another' }).tap();
    await page.getByRole('heading', { name: 'Register a found item' }).waitFor();
    // The place, not the room: the next item is rarely from the same room.
    await expect(field(/^Room number/)).toHaveValue('');
    await expect(field(/^Hotel complex/)).toHaveValue('Pool deck');
    await expect(field(/^Other location/)).toHaveValue('Sun loungers');
    await expect(field(/^Hotel complex/)).toHaveAccessibleDescription(
      'Same place as your last item',
    );
    await expect(page.getByRole('button', { name: 'Clear Hotel complex' })).toBeVisible();

    // The photo, then the type, then Register: what the clerk touches and types.
    let taps = 0;
    let typed = 0;
    const tap = async (target: ReturnType<typeof page.getByRole>) => {
      taps += 1;
      await target.tap();
    };
    const chooser = page.waitForEvent('filechooser');
    await tap(page.getByRole('button', { name: 'Take photo' }));
    await (
      await chooser
    ).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngBuffer() });
    await page.getByRole('img', { name: 'photo.png' }).waitFor();
    await tap(page.getByRole('combobox', { name: /^Item type/ }));
    typed += 'Umb'.length;
    await page.keyboard.type('Umb');
    await tap(page.getByRole('option', { name: 'Umbrella' }));
    await expect(typeField).toHaveValue('Umbrella');
    await tap(page.getByRole('button', { name: 'Register item' }));
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: 30_000 });
    console.log(
      `[bench:intake] photo first on a tablet, the place carried from the last item: ` +
        `${taps} taps (Take photo, the type field, its option, Register), the camera's shutter, ` +
        `and ${typed} characters typed`,
    );

    // Stored with the carried place and no room.
    const href = (await page.getByRole('link', { name: 'Open item' }).getAttribute('href')) ?? '';
    const id = href.split('/').pop() ?? '';
    expect(id).not.toBe('');
    registeredIds.push(id);
    const stored = () =>
      adminDb()
        .collection('found-items')
        .doc(id)
        .get()
        .then((snapshot) => snapshot.data());
    await expect.poll(stored, { timeout: 30_000 }).toMatchObject({
      itemType: 'Umbrella',
      roomNumber: '',
      hotelComplex: 'Pool deck',
      otherLocation: 'Sun loungers',
    });
  });
});
