#!/usr/bin/env node
// Dashboard benchmark. Seeds a hotel with 20,000 found and 20,000 lost items (change with
// `-- --found N --lost N`), builds the app against the emulators and, in Chromium, prints:
//  - first rows after sign-in, and on a fresh open of the dashboard;
//  - Firestore reads per open (documents sent to the page plus aggregation reads, counted by the
//    app into a counter this script injects: src/firebase/read-counter.ts), next to the rows
//    shown, and the reads the rules add to refuse revoked tokens (one users/{uid} read per
//    request to a staff-only collection: docs/trust-model.md, "Revocation");
//  - each search keystroke's time from key press to the list re-rendered for the new text
//    (median and max), and the time until the search index answered for the whole history;
//  - the page's JavaScript heap (CDP, after a garbage collection) after opening each tab.
// Run: npm run bench:dashboard   (starts the emulators itself; needs Chromium)
import path from 'node:path';
import { buildAndPreview, launchChromium } from './lib/bench-browser.mjs';
import { ROOT } from './lib/emulators.mjs';
import { seedBenchHotel } from './lib/bench-seed.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const FOUND = option('found', 20_000);
const LOST = option('lost', 20_000);
const PORT = 5180 + (Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0);
const outDir = path.join(ROOT, '.cache', 'bench-dist');
const TABS = ['Found', 'Lost', 'Matched', 'Shipped', 'Discarded', 'Closed', 'Due'];

const { hotelId, email, password } = await seedBenchHotel('dashboard', {
  found: FOUND,
  lost: LOST,
});

const server = await buildAndPreview({ root: ROOT, outDir, port: PORT });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
// The read counter the app adds to (src/firebase/read-counter.ts), injected before it starts.
await page.addInitScript(() => {
  globalThis.__firestoreReads = { documents: 0, aggregations: 0, ruleReads: 0 };
});
const base = `http://localhost:${PORT}`;
const firstRow = () => page.getByRole('table').first().locator('tbody tr').first();
const reads = () =>
  page.evaluate(() => {
    const counted = globalThis.__firestoreReads ?? {
      documents: NaN,
      aggregations: NaN,
      ruleReads: NaN,
    };
    return { ...counted };
  });
/** Waits until the page has read nothing more for 2 s (counts and figures answered), at most 90 s. */
async function settle() {
  let last = '';
  let still = 0;
  for (let waited = 0; waited < 90_000 && still < 4; waited += 500) {
    await page.waitForTimeout(500);
    const now = JSON.stringify(await reads());
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

await page.goto(`${base}/login`);
await page.getByLabel(/^Email/).fill(email);
await page.getByLabel(/^Password/).fill(password);
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(`**/${hotelId}/admin`);
const loginStart = Date.now();
await firstRow()
  .waitFor({ timeout: 120_000 })
  .catch(async (error) => {
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'bench-dashboard-failure.png') });
    throw error;
  });
const afterSignIn = Date.now() - loginStart;

// A fresh open: a new navigation (new page state, counters from zero) until the first rows.
const openStart = Date.now();
await page.goto(`${base}/${hotelId}/admin`);
await firstRow().waitFor({ timeout: 60_000 });
const firstRowsMs = Date.now() - openStart;
// Where the open's time goes: when the page first asked Firestore for a listen (the app booted,
// signed in and mounted the dashboard), against when the rows were on screen.
const firstListenMs = await page.evaluate(() => {
  const listen = performance
    .getEntriesByType('resource')
    .find((entry) => entry.name.includes('/Listen/channel'));
  return listen ? Math.round(listen.startTime) : NaN;
});
await page
  .getByRole('tab', { name: new RegExp(`Found.*${FOUND}`) })
  .waitFor({ timeout: 30_000 })
  .catch(() => console.warn('the Found tab did not show the exact count'));
await settle();
const openReads = await reads();
const rowsShown = await page.getByRole('table').first().locator('tbody tr').count();

// Each keystroke, once the open has settled: from key press until the table has rendered the list
// for the new search text (the table carries the search it was rendered for in data-search).
const search = page.getByLabel('Search');
const timings = [];
let typed = '';
for (const char of 'umbrella 12') {
  typed += char;
  const start = Date.now();
  await search.press(char === ' ' ? 'Space' : char);
  await page.waitForFunction(
    (text) => document.querySelector('table[data-search]')?.getAttribute('data-search') === text,
    typed,
    { timeout: 10_000 },
  );
  timings.push(Date.now() - start);
}
// The oldest found item (registered first) is far beyond the rows read on opening.
const oldest = `#${FOUND - 1}`;
await search.fill('');
const indexStart = Date.now();
await search.fill(String(FOUND - 1));
await page.getByRole('row', { name: new RegExp(`${oldest}\\b`) }).waitFor({ timeout: 30_000 });
const indexMs = Date.now() - indexStart;
await search.fill('');

// Heap after opening each tab.
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const heap = [];
for (const name of TABS) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await page.waitForTimeout(2500);
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN;
  heap.push(`${name} ${(used / 1024 / 1024).toFixed(1)} MiB`);
}

const sorted = [...timings].sort((a, b) => a - b);
console.log(
  `dashboard with ${FOUND.toLocaleString('en-US')} found + ${LOST.toLocaleString('en-US')} lost items`,
);
console.log(`first rows after sign-in: ${afterSignIn} ms`);
console.log(
  `open to first rows: ${firstRowsMs} ms (first Firestore listen request ${firstListenMs} ms after navigation)`,
);
console.log(
  `reads per open: ${openReads.documents + openReads.aggregations} (${openReads.documents} documents + ${openReads.aggregations} aggregation reads; ${rowsShown} rows shown)`,
);
console.log(
  `reads the rules add per open (revocation check, one users/{uid} read per request): ${openReads.ruleReads}`,
);
console.log(`search keystrokes (ms): ${timings.join(', ')}`);
console.log(
  `keystroke median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
);
console.log(`search for the oldest found item (${oldest}) answered by the index in ${indexMs} ms`);
console.log(`JS heap after opening each tab: ${heap.join(', ')}`);
await browser.close();
await server.close();
process.exit(0);
