#!/usr/bin/env node
// Guest pages benchmark (a fast front door). Builds the app against the emulators (the guest pages
// prerendered, scripts/lib/prerender.mjs), serves the build through the Hosting emulator (so
// firebase.json's i18n folders, rewrites and headers are what is measured; npm run bench:guest
// starts it with --hosting=.cache/bench-guest-dist) and, for each guest page, prints:
//  - the JavaScript and CSS a phone downloads before any interaction, in gzip bytes (Chromium with a
//    phone's screen: every script and stylesheet requested until the page is idle, each file
//    gzipped here with zlib), and
//  - Lighthouse's mobile scores (its default phone, slow 4G, 4x CPU slowdown): performance,
//    accessibility, FCP, LCP, CLS and TBT (median of BENCH_RUNS runs, default 3),
// with the machine's load average before and after, since the shared cores move the timings.
// It also checks what Hosting serves: the Japanese HTML for a Japanese browser, and the caching
// headers of the HTML and of a hashed asset.
// Run: npm run bench:guest   (starts and seeds the emulators itself; needs Chromium)
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, launchChromium } from './lib/bench-browser.mjs';
import { ROOT } from './lib/emulators.mjs';

const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
const HOSTING_PORT = Number(process.env.HOSTING_EMULATOR_PORT);
if (!HOSTING_PORT) {
  console.error('Run through `npm run bench:guest` (the Hosting emulator serves the build).');
  process.exit(2);
}
const DEBUG_PORT = 9330 + OFFSET;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
// Lighthouse's default, 'simulate', estimates the slow phone from a trace taken at full speed;
// 'devtools' applies the same throttling to the browser and measures it (docs/performance.md).
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const HOTEL = 'sakura-tokyo';
// The folder the Hosting emulator serves (package.json's --hosting=).
const outDir = path.join(ROOT, '.cache', 'bench-guest-dist');
const reportDir = path.join(ROOT, 'test-results', 'bench-guest');

/** The targets: Lighthouse mobile, and no more JavaScript than before the pages were prerendered. */
const TARGETS = { performance: 95, accessibility: 100, fcp: 1200, lcp: 2000, cls: 0.02, tbt: 150 };
const PAGES = [
  {
    name: 'home',
    path: '/',
    jsBudget: 147 * 1024,
    heading: { en: 'Lost something during your stay?', ja: 'ご滞在中にお忘れ物をされましたか？' },
    ready: (page) => page.getByTestId('hotel-name'),
  },
  {
    name: 'report form',
    path: `/${HOTEL}/report-lost-item`,
    jsBudget: 225 * 1024,
    heading: { en: 'Report a lost item', ja: '忘れ物の届け出' },
    ready: (page) => page.getByRole('button', { name: 'Send report' }),
  },
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const loadBefore = os.loadavg();
await buildApp({ root: ROOT, outDir });
const base = `http://127.0.0.1:${HOSTING_PORT}`;
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
      throttlingMethod: THROTTLING,
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
    cls: pick((lhr) => audit(lhr, 'cumulative-layout-shift')),
    failing,
  };
}

/** What Hosting serves a browser whose language is `language`: the HTML's language and headers. */
async function served(pagePath, language) {
  const response = await fetch(`${base}${pagePath}`, {
    headers: { 'Accept-Language': language === 'ja' ? 'ja-JP,ja;q=0.9' : 'en-US,en;q=0.9' },
  });
  const html = await response.text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const assetResponse = asset ? await fetch(`${base}${asset}`) : null;
  return {
    lang: html.match(/<html lang="(\w+)"/)?.[1] ?? '?',
    prerendered: html.includes('data-prerendered='),
    html: html,
    htmlCache: response.headers.get('cache-control'),
    assetCache: assetResponse?.headers.get('cache-control') ?? null,
  };
}

mkdirSync(reportDir, { recursive: true });
const rows = [];
let failed = false;
try {
  for (const target of PAGES) {
    for (const language of ['en', 'ja']) {
      const got = await served(target.path, language);
      const heading = got.html.includes(target.heading[language]);
      console.log(
        `${target.name}, browser in ${language}: HTML in ${got.lang}` +
          `${got.prerendered ? ' (prerendered' + (heading ? ', heading in it)' : ', no heading!)') : ' (not prerendered!)'}; ` +
          `Cache-Control: HTML "${got.htmlCache}", script "${got.assetCache}"`,
      );
    }
    const bytes = await transferred(target.path, target.ready);
    const lh = await lighthouseRuns(`${base}${target.path}`);
    writeFileSync(
      path.join(reportDir, `${target.name.replace(/\W+/g, '-')}.json`),
      JSON.stringify({ files: bytes.entries, lighthouse: lh.lhr }, null, 2),
    );
    const ok =
      bytes.js <= target.jsBudget &&
      lh.performance >= TARGETS.performance &&
      lh.accessibility >= TARGETS.accessibility &&
      lh.fcp <= TARGETS.fcp &&
      lh.lcp <= TARGETS.lcp &&
      lh.cls <= TARGETS.cls &&
      lh.tbt <= TARGETS.tbt;
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
        `accessibility ${lh.accessibility}, FCP ${ms(lh.fcp)}, LCP ${ms(lh.lcp)}, ` +
        `CLS ${lh.cls.toFixed(3)}, TBT ${ms(lh.tbt)}` +
        (lh.failing.length ? `; failing a11y audits: ${lh.failing.join(', ')}` : ''),
    );
  }
} finally {
  await browser.close();
}
const loadAfter = os.loadavg();

console.log(
  `\nTargets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
    `FCP <= ${TARGETS.fcp} ms, LCP <= ${TARGETS.lcp} ms, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbt} ms, ` +
    'JS no more than before prerendering (147 / 225 KB gz)',
);
console.log('page          JS gz      CSS gz    perf  a11y  FCP      LCP      CLS    TBT');
for (const { target, bytes, lh, ok } of rows) {
  console.log(
    `${target.name.padEnd(13)} ${kb(bytes.js).padEnd(10)} ${kb(bytes.css).padEnd(9)} ` +
      `${String(lh.performance).padEnd(5)} ${String(lh.accessibility).padEnd(5)} ` +
      `${ms(lh.fcp).padEnd(8)} ${ms(lh.lcp).padEnd(8)} ${lh.cls.toFixed(3).padEnd(6)} ` +
      `${ms(lh.tbt).padEnd(7)} ${ok ? 'ok' : 'TARGET MISSED'}`,
  );
}
const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
console.log(
  `Load average (1 / 5 / 15 min) on ${os.cpus().length} cores: ${load(loadBefore)} before, ` +
    `${load(loadAfter)} after (median of ${RUNS} Lighthouse runs per page)`,
);
console.log(`\nLighthouse reports (JSON): ${path.relative(ROOT, reportDir)}/`);
process.exit(failed && process.env.BENCH_STRICT ? 1 : 0);
