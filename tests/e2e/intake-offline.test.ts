import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import {
  cleanUp,
  HOTEL,
  installed,
  launch,
  newProfile,
  onServer,
  openRegistration,
  RUN,
  signIn,
  waitingBadge,
} from './support/offline';
import { pngBuffer } from './support/files';

// npm run bench intake, the offline desk's part (docs/offline.md, "Measured"): registering a found
// item with one photo, counted in keystrokes and clicks, and timed from opening the form to the
// item in the dashboard's Found tab, online and with no network. Figures are printed, not
// asserted; what is asserted is that the item is there and, online, reaches the server.
const registered: string[] = [];
test.afterAll(() => cleanUp(registered));

/** Registers one item as a clerk would, counting what they press; resolves when it is listed. */
async function registerCounted(page: Page, itemName: string) {
  let keys = 0;
  let clicks = 0;
  const type = async (text: string) => {
    keys += [...text].length;
    await page.keyboard.type(text);
  };
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  const started = performance.now();
  await openRegistration(page);
  // The type field has the focus.
  await type('Umbrella');
  await press('Escape');
  await page.getByLabel(/^Item name/).click();
  clicks += 1;
  await type(itemName);
  await page.getByLabel(/^Room number/).click();
  clicks += 1;
  await type('1203');
  // The picker, then the file chosen in the browser's dialog: two clicks (the picker's own
  // controls are another test's; the file goes to its input as the dialog would put it).
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'umbrella.png', mimeType: 'image/png', buffer: pngBuffer() });
  clicks += 2;
  await page.getByRole('img', { name: 'umbrella.png' }).waitFor();
  await page.getByRole('button', { name: 'Register item' }).click();
  clicks += 1;
  await page.waitForURL(`**/${HOTEL}/admin`);
  await page.getByRole('tab', { name: /^Found/ }).click();
  clicks += 1;
  await page.getByRole('row').filter({ hasText: itemName }).first().waitFor();
  return { keys, clicks, ms: performance.now() - started };
}

test('registering with one photo, online and offline: keystrokes, clicks and time to the list [bench:intake]', async () => {
  test.setTimeout(180_000);
  const context = await launch(newProfile());
  try {
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.sakuraAdmin, DEMO_PASSWORD);
    await installed(page);
    const onlineName = `Bench umbrella online ${RUN}`;
    const offlineName = `Bench umbrella offline ${RUN}`;
    registered.push(onlineName, offlineName);

    const online = await registerCounted(page, onlineName);
    await expect(waitingBadge(page)).toHaveCount(0, { timeout: 60_000 });
    const sent = await onServer(onlineName);
    expect(sent).toHaveLength(1);
    expect(sent[0].imageUrls as string[]).toHaveLength(1);

    await context.setOffline(true);
    const offline = await registerCounted(page, offlineName);
    await expect(waitingBadge(page)).toHaveText('1 item, 1 photo waiting');
    await context.setOffline(false);
    const back = performance.now();
    await expect(waitingBadge(page)).toHaveCount(0, { timeout: 60_000 });
    const drained = performance.now() - back;

    console.log(
      `[bench:intake] register with one photo: ${online.keys} keystrokes, ${online.clicks} clicks; ` +
        `form opened to item in the Found tab: online ${Math.round(online.ms)} ms, ` +
        `offline ${Math.round(offline.ms)} ms; outbox empty ${Math.round(drained)} ms after reconnecting`,
    );
  } finally {
    await context.close();
  }
});
