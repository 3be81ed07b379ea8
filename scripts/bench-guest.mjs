#!/usr/bin/env node
// Guest pages benchmark (a fast front door). Builds the app against the emulators, serves
// the build (vite preview) and, for each guest page, prints:
//  - the JavaScript and CSS a phone downloads before any interaction, in gzip bytes (Chromium with a
//    phone's screen: every script and stylesheet requested until the page is idle, each file
//    gzipped here with zlib, since vite preview serves them uncompressed), and
//  - Lighthouse's mobile scores (its default phone, slow 4G, 4x CPU slowdown): performance,
//    accessibility, FCP, LCP and TBT (median of BENCH_RUNS runs, default 3).
// Run: npm run bench:guest   (starts and seeds the emulators itself; needs Chromium)
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAndPreview, launchChromium } from './lib/bench-browser.mjs';
import { ROOT } from './lib/emulators.mjs';

const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
const PORT = 5190 + OFFSET;
const DEBUG_PORT = 9330 + OFFSET;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const HOTEL = 'sakura-tokyo';
const outDir = path.join(ROOT, '.cache', 'bench-guest-dist');
const reportDir = path.join(ROOT, 'test-results', 'bench-guest');

/** The budgets, in gzip bytes of JavaScript before any interaction. */
const PAGES = [
  { name: 'home', path: '/', jsBudget: 120 * 1024, ready: (page) => page.getByRole('main') },
  {
    name: 'report form',
    path: `/${HOTEL}/report-lost-item`,
    jsBudget: 200 * 1024,
    ready: (page) => page.getByRole('button', { name: 'Send report' }),
  },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await buildAndPreview({ root: ROOT, outDir, port: PORT });
const base = `http://localhost:${PORT}`;
const browser = await launchChromium([`--remote-debugging-port=${DEBUG_PORT}`]);

/** Scripts and stylesheets a phone requests on opening the page, until it is idle. */
async function transferred(pagePath, ready) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  const files = new Map();
  let lastFile = Date.now();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    lastFile = Date.now();
    files.set(
      response.url(),
      response
        .body()
        .then((body) => ({ type, raw: body.length, gz: gzipSync(body).length }))
        .catch(() => ({ type, raw: 0, gz: 0 })),
    );
  });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
  await ready(page).first().waitFor({ timeout: 30_000 });
  // Firestore keeps a listen request open, so "network idle" never comes: wait instead until no
  // script or stylesheet has arrived for 3 s (with the page untouched).
  const deadline = Date.now() + 30_000;
  while (Date.now() - lastFile < 3000 && Date.now() < deadline) await page.waitForTimeout(250);
  const entries = await Promise.all(
    [...files].map(async ([url, info]) => ({ url: new URL(url).pathname, ...(await info) })),
  );
  await context.close();
  const sum = (type) => entries.filter((e) => e.type === type).reduce((a, e) => a + e.gz, 0);
  return { js: sum('script'), css: sum('stylesheet'), entries };
}

async function lighthouseRuns(url) {
  const { default: lighthouse } = await import('lighthouse');
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    runs.push(lhr);
  }
  const pick = (fn) => median(runs.map(fn));
  const audit = (lhr, id) => lhr.audits[id].numericValue;
  const last = runs.at(-1);
  const failing = Object.values(last.audits)
    .filter(
      (a) =>
        last.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) &&
        a.score !== null &&
        a.score < 1,
    )
    .map((a) => a.id);
  return {
    lhr: last,
    performance: pick((lhr) => Math.round(lhr.categories.performance.score * 100)),
    accessibility: pick((lhr) => Math.round(lhr.categories.accessibility.score * 100)),
    fcp: pick((lhr) => audit(lhr, 'first-contentful-paint')),
    lcp: pick((lhr) => audit(lhr, 'largest-contentful-paint')),
    tbt: pick((lhr) => audit(lhr, 'total-blocking-time')),
    failing,
  };
}

mkdirSync(reportDir, { recursive: true });
const rows = [];
let failed = false;
try {
  for (const target of PAGES) {
    const bytes = await transferred(target.path, target.ready);
    const lh = await lighthouseRuns(`${base}${target.path}`);
    writeFileSync(
      path.join(reportDir, `${target.name.replace(/\W+/g, '-')}.json`),
      JSON.stringify({ files: bytes.entries, lighthouse: lh.lhr }, null, 2),
    );
    const ok =
      bytes.js <= target.jsBudget &&
      lh.performance >= 95 &&
      lh.accessibility === 100 &&
      lh.lcp <= 2500;
    failed ||= !ok;
    rows.push({ target, bytes, lh, ok });
    console.log(`\n${target.name} (${target.path})`);
    console.log(
      `  JS ${kb(bytes.js)} gz (budget ${kb(target.jsBudget)}), CSS ${kb(bytes.css)} gz, ` +
        `${bytes.entries.length} files`,
    );
    for (const entry of bytes.entries.sort((a, b) => b.gz - a.gz).slice(0, 8))
      console.log(`    ${kb(entry.gz).padStart(9)}  ${entry.url}`);
    console.log(
      `  Lighthouse mobile (median of ${RUNS}): performance ${lh.performance}, ` +
        `accessibility ${lh.accessibility}, FCP ${ms(lh.fcp)}, LCP ${ms(lh.lcp)}, TBT ${ms(lh.tbt)}` +
        (lh.failing.length ? `; failing a11y audits: ${lh.failing.join(', ')}` : ''),
    );
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('\npage          JS gz      CSS gz    perf  a11y  FCP      LCP      TBT');
for (const { target, bytes, lh, ok } of rows) {
  console.log(
    `${target.name.padEnd(13)} ${kb(bytes.js).padEnd(10)} ${kb(bytes.css).padEnd(9)} ` +
      `${String(lh.performance).padEnd(5)} ${String(lh.accessibility).padEnd(5)} ` +
      `${ms(lh.fcp).padEnd(8)} ${ms(lh.lcp).padEnd(8)} ${ms(lh.tbt).padEnd(7)} ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
console.log(`\nLighthouse reports (JSON): ${path.relative(ROOT, reportDir)}/`);
process.exit(failed && process.env.BENCH_STRICT ? 1 : 0);
