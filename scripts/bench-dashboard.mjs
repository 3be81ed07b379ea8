#!/usr/bin/env node
// Dashboard benchmark (issue: Admin work). Seeds a hotel with 5,000 found and 5,000 lost items,
// builds the app against the emulators and, in Chromium, prints the time from opening the
// dashboard to the first rows and the time each search keystroke takes to update the list.
// Run: npm run bench:dashboard   (starts the emulators itself; needs Chromium)
import path from 'node:path';
import { buildAndPreview, launchChromium } from './lib/bench-browser.mjs';
import { ROOT } from './lib/emulators.mjs';
import { seedBenchHotel } from './lib/bench-seed.mjs';

const HOTEL = 'bench-dashboard';
const EMAIL = 'bench-dashboard@example.com';
const PASSWORD = 'bench-pass-123';
const PORT = 5180 + (Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0);
const outDir = path.join(ROOT, '.cache', 'bench-dist');

await seedBenchHotel({
  hotelId: HOTEL,
  found: 5000,
  lost: 5000,
  adminEmail: EMAIL,
  password: PASSWORD,
});
const server = await buildAndPreview({ root: ROOT, outDir, port: PORT });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const base = `http://localhost:${PORT}`;

await page.goto(`${base}/login`);
await page.getByLabel(/^Email/).fill(EMAIL);
await page.getByLabel(/^Password/).fill(PASSWORD);
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(`**/${HOTEL}/admin`);
const loginStart = Date.now();
await page
  .locator('tbody tr')
  .first()
  .waitFor({ timeout: 120_000 })
  .catch(async (error) => {
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'bench-dashboard-failure.png') });
    throw error;
  });
console.log(`first load after sign-in: ${Date.now() - loginStart} ms`);

// Cold-ish open: a fresh navigation to the dashboard, until the first rows are on screen.
const openStart = Date.now();
await page.goto(`${base}/${HOTEL}/admin`);
await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
const firstRowsMs = Date.now() - openStart;

// Each keystroke: from key press until the table has rendered the list for the new search text
// (the table carries the search it was rendered for in data-search).
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
    {
      timeout: 10_000,
    },
  );
  timings.push(Date.now() - start);
}
const sorted = [...timings].sort((a, b) => a - b);
console.log(`dashboard with 5,000 found + 5,000 lost items`);
console.log(`open to first rows: ${firstRowsMs} ms`);
console.log(`search keystrokes (ms): ${timings.join(', ')}`);
console.log(
  `keystroke median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
);
await browser.close();
await server.close();
process.exit(0);
