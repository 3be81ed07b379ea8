import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import {
  cleanUp,
  installed,
  launch,
  newProfile,
  onServer,
  registerWithPhoto,
  RUN,
  signIn,
  storedPhotos,
  waitingBadge,
  WITHIN,
} from './support/offline';

// npm run bench soak (docs/offline.md, "Measured"): 50 found items with a photo each, registered
// with no network across three reloads and one browser restart, then the network comes back.
// Prints what reached the server, duplicates and losses (both must be 0, and are asserted), and
// how long the outbox took to empty. Not part of npm test (it takes minutes): it runs only with
// BENCH_SOAK set.
const ITEMS = 50;
const RELOAD_AFTER = new Set([10, 20, 40]);
const RESTART_AFTER = 30;

const names = Array.from({ length: ITEMS }, (_, index) => `Soak item ${index + 1} ${RUN}`);
test.afterAll(() => cleanUp(names));

test('50 items with photos registered offline across reloads and a restart all reach the server once [bench:soak]', async () => {
  test.skip(!process.env.BENCH_SOAK, 'a benchmark, not a test: run it with npm run bench soak');
  test.setTimeout(40 * 60_000);
  const profile = newProfile();
  let context: BrowserContext = await launch(profile);
  let page: Page = await context.newPage();
  await signIn(page, ACCOUNTS.sakuraStaff, DEMO_PASSWORD);
  await installed(page);
  await context.setOffline(true);

  const started = performance.now();
  for (const [index, name] of names.entries()) {
    await registerWithPhoto(page, name, `soak-${index + 1}.png`);
    await page.getByRole('heading', { name: 'Found item registered' }).waitFor({ timeout: WITHIN });
    const done = index + 1;
    if (done % 10 === 0)
      console.log(
        `[bench:soak] ${done} registered offline, ${Math.round((performance.now() - started) / 1000)} s`,
      );
    if (RELOAD_AFTER.has(done)) await page.reload({ timeout: WITHIN });
    if (done === RESTART_AFTER) {
      await context.close();
      context = await launch(profile, true);
      page = await context.newPage();
      // As the installed app opens: its manifest's start address.
      await page.goto('/login?app', { timeout: WITHIN });
    }
  }
  const registering = performance.now() - started;
  await page.goto('/login?app', { timeout: WITHIN });
  await expect(waitingBadge(page)).toHaveText(`${ITEMS} items, ${ITEMS} photos waiting`);

  await context.setOffline(false);
  const back = performance.now();
  await expect(waitingBadge(page)).toHaveCount(0, { timeout: 10 * 60_000 });
  const drained = performance.now() - back;
  await context.close();

  let items = 0;
  let photos = 0;
  let duplicates = 0;
  let lost = 0;
  for (const name of names) {
    const found = await onServer(name);
    if (found.length === 0) lost += 1;
    duplicates += Math.max(0, found.length - 1);
    items += Math.min(1, found.length);
    for (const item of found) {
      const stored = await storedPhotos(item.id);
      const urls = item.imageUrls as string[];
      if (stored.length === 0 || urls.length === 0) lost += 1;
      duplicates += Math.max(0, stored.length - 1) + Math.max(0, urls.length - 1);
      photos += Math.min(stored.length, urls.length, 1);
    }
  }
  console.log(
    `[bench:soak] ${ITEMS} items with a photo registered offline in ${Math.round(registering / 1000)} s ` +
      `(3 reloads, 1 browser restart); on the server: ${items} items, ${photos} photos; ` +
      `duplicates ${duplicates}, lost ${lost}; outbox empty ${Math.round(drained / 1000)} s after reconnecting`,
  );
  expect({ items, photos, duplicates, lost }).toEqual({
    items: ITEMS,
    photos: ITEMS,
    duplicates: 0,
    lost: 0,
  });
});
