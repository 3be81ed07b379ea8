#!/usr/bin/env node
// Why no tool does this: Lighthouse measures one page; the guest pages' languages, bytes and
// budgets are this product's.
// Guest pages benchmark (a fast front door). Builds the app against the emulators (the guest pages
// prerendered, scripts/lib/prerender.mjs), serves the build through the Hosting emulator (so
// firebase.json's i18n folders, rewrites and headers are what is measured; npm run bench guest
// starts it with --hosting=.cache/bench-guest-dist) and, for each guest page, prints:
//  - the JavaScript and CSS a phone downloads before any interaction, in gzip bytes (Chromium with a
//    phone's screen: every script and stylesheet requested until the page is idle, each file
//    gzipped here with zlib), and
//  - Lighthouse's mobile scores (its default phone, slow 4G, 4x CPU slowdown): performance,
//    accessibility, FCP, LCP, CLS and TBT (median of BENCH_RUNS runs, default 3), with the slow
//    phone applied to the browser ('devtools', what the targets are judged on) and as Lighthouse
//    simulates it from a load at full speed ('simulate', its default; docs/performance.md says
//    why it is printed but not judged), each run on its own line,
// with the machine's load average before and after, since the shared cores move the timings.
// It also checks what Hosting serves: the HTML in the browser's language for each of the five guest
// languages, and the caching headers of the HTML and of a hashed asset. The downloads and Lighthouse
// are measured in English, Korean and Traditional Chinese (a browser in that language: each
// language downloads only its own strings; Traditional Chinese as a reader in Taiwan gets it,
// the country Hosting would read from the address sent as x-country-code), with the same targets.
// Run: npm run bench guest   (starts and seeds the emulators itself; needs Chromium)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, launchChromium } from './lib/bench-browser.mjs';
import { benchRuns, median } from './lib/bench.mjs';
import { ROOT } from './lib/emulators.mjs';

const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0;
const HOSTING_PORT = Number(process.env.HOSTING_EMULATOR_PORT);
if (!HOSTING_PORT) {
  console.error('Run through `npm run bench guest` (the Hosting emulator serves the build).');
  process.exit(2);
}
const DEBUG_PORT = 9330 + OFFSET;
const RUNS = benchRuns();
// 'devtools' applies the slow phone's network and processor to the browser and measures what
// happens; Lighthouse's default, 'simulate', estimates them from a load at full speed, and its FCP
// depends on a race on this machine (docs/performance.md, "Which Lighthouse figures are judged").
// BENCH_THROTTLING=devtools or =simulate runs one of them only.
const METHODS = ['devtools', 'simulate'].filter(
  (method) => !process.env.BENCH_THROTTLING || process.env.BENCH_THROTTLING === method,
);
const METHOD_NAMES = { devtools: 'applied', simulate: 'simulated' };
const HOTEL = 'sakura-tokyo';
// The folder the Hosting emulator serves (package.json's --hosting=).
const outDir = path.join(ROOT, '.cache', 'bench-guest-dist');
const reportDir = path.join(ROOT, 'test-results', 'bench-guest');

/** The targets: Lighthouse mobile, and no more JavaScript than before the pages were prerendered. */
const TARGETS = { performance: 95, accessibility: 100, fcp: 1200, lcp: 2000, cls: 0.02, tbt: 150 };
/** The guest languages as a browser asks for them (Chromium's --lang, Accept-Language). */
const BROWSERS = {
  en: { lang: 'en-US', accept: 'en-US,en;q=0.9', headers: {} },
  ja: { lang: 'ja-JP', accept: 'ja-JP,ja;q=0.9', headers: {} },
  ko: { lang: 'ko-KR', accept: 'ko-KR,ko;q=0.9', headers: {} },
  'zh-Hans': { lang: 'zh-CN', accept: 'zh-CN,zh;q=0.9', headers: {} },
  'zh-Hant': { lang: 'zh-TW', accept: 'zh-TW,zh;q=0.9', headers: { 'x-country-code': 'tw' } },
};
/** The languages whose downloads and Lighthouse scores are measured. */
// BENCH_LANGUAGES=ko,en and BENCH_PAGES=report (a part of a page's name) measure fewer: to look
// at one change quickly. Without English, another language's JS budget is the page's own, with no
// allowance for its strings weighing more than English ones (nothing to compare them with).
const MEASURED = ['en', 'ko', 'zh-Hant'].filter(
  (language) =>
    !process.env.BENCH_LANGUAGES || process.env.BENCH_LANGUAGES.split(',').includes(language),
);
const strings = Object.fromEntries(
  Object.keys(BROWSERS).map((language) => [
    language,
    JSON.parse(readFileSync(path.join(ROOT, 'src', 'i18n', 'locales', `${language}.json`), 'utf8')),
  ]),
);
const PAGES = [
  {
    name: 'home',
    path: '/',
    jsBudget: 147 * 1024,
    heading: (language) => strings[language].hotels.guestTitle,
    ready: (page) => page.getByTestId('hotel-name'),
  },
  {
    name: 'report form',
    path: `/${HOTEL}/report-lost-item`,
    jsBudget: 225 * 1024,
    heading: (language) => strings[language].lostForm.title,
    ready: (page, language) =>
      page.getByRole('button', { name: strings[language].lostForm.submit }),
  },
];
/** The gzip bytes of the language files a page downloaded (assets/<language>-<hash>.js). */
const stringsBytes = (entries) =>
  entries
    .filter((entry) => /^\/assets\/(en|ja|ko|zh-Hans|zh-Hant)-[\w-]{8}\.js$/.test(entry.url))
    .reduce((sum, entry) => sum + entry.gz, 0);
/** Each page's language files in English (measured first: MEASURED starts with en). */
const englishStrings = {};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

const loadBefore = os.loadavg();
await buildApp({ root: ROOT, outDir });
const base = `http://127.0.0.1:${HOSTING_PORT}`;
/** One Chromium per measured language (Lighthouse's page reads the browser's own languages). */
let browser = null;

/** Scripts and stylesheets a phone requests on opening the page, until it is idle. */
async function transferred(pagePath, ready, language) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: BROWSERS[language].lang,
    extraHTTPHeaders: BROWSERS[language].headers,
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
  await ready(page, language).first().waitFor({ timeout: 30_000 });
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

/**
 * One run's figures, and what had arrived when the page first painted (unthrottled): Lighthouse's
 * simulated FCP counts every script and stylesheet that had finished by then as if the paint had
 * waited for it, so this is where a run's FCP comes from when it is far above the others.
 */
function runLine(lhr) {
  const audit = (id) => Math.round(lhr.audits[id].numericValue);
  const paint = lhr.audits.metrics.details.items[0].observedFirstContentfulPaint;
  const observed = lhr.configSettings.throttlingMethod === 'simulate' ? 'unthrottled' : 'throttled';
  const before = lhr.audits['network-requests'].details.items.filter(
    (r) => r.resourceType !== 'Document' && r.networkEndTime <= paint,
  );
  const kb = before.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
  // The translations the page loaded: the language Lighthouse's page was read in.
  const read = lhr.audits['network-requests'].details.items
    .map((r) => /\/assets\/(en|ja|ko|zh-Hans|zh-Hant)-[\w-]+\.js$/.exec(r.url)?.[1])
    .filter(Boolean);
  // What the blocking time is made of, with the slow phone applied: each long task after the first
  // paint (start, duration and Lighthouse's attribution: a script, the page's HTML, or none for
  // style and layout work), in the order they ran.
  const longTasks =
    observed === 'throttled'
      ? (lhr.audits['long-tasks']?.details?.items ?? [])
          .filter((task) => task.startTime >= paint)
          .sort((a, b) => a.startTime - b.startTime)
          .map(
            (task) =>
              `${Math.round(task.startTime)}+${Math.round(task.duration)} ` +
              `${String(task.url).split('/').pop() || task.url}`,
          )
      : [];
  return (
    `performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
    `FCP ${audit('first-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms; ` +
    `first paint at ${Math.round(paint)} ms ${observed}, after ${before.length} files ` +
    `(${kb.toFixed(1)} KB) had arrived; translations read: ${read.join(', ') || 'none'}` +
    (longTasks.length ? `; long tasks after it (ms): ${longTasks.join(', ')}` : '')
  );
}

async function lighthouseRuns(url, method, language) {
  const { default: lighthouse } = await import('lighthouse');
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttlingMethod: method,
      extraHeaders: BROWSERS[language].headers,
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    runs.push(lhr);
    console.log(`  ${METHOD_NAMES[method]}, run ${run + 1}: ${runLine(lhr)}`);
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
    headers: { 'Accept-Language': BROWSERS[language].accept, ...BROWSERS[language].headers },
  });
  const html = await response.text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const assetResponse = asset ? await fetch(`${base}${asset}`) : null;
  return {
    lang: html.match(/<html lang="([\w-]+)"/)?.[1] ?? '?',
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
    for (const language of Object.keys(BROWSERS)) {
      const got = await served(target.path, language);
      const heading = got.html.includes(target.heading(language));
      console.log(
        `${target.name}, browser in ${language}: HTML in ${got.lang}` +
          `${got.prerendered ? ' (prerendered' + (heading ? ', heading in it)' : ', no heading!)') : ' (not prerendered!)'}; ` +
          `Cache-Control: HTML "${got.htmlCache}", script "${got.assetCache}"`,
      );
    }
  }
  for (const language of MEASURED) {
    browser = await launchChromium([
      `--remote-debugging-port=${DEBUG_PORT}`,
      // The headless shell takes navigator.languages and Accept-Language from --accept-lang
      // (Lighthouse's page is not a Playwright context, whose locale would set them).
      `--lang=${BROWSERS[language].lang}`,
      `--accept-lang=${BROWSERS[language].accept.replace(/;q=[\d.]+/g, '')}`,
    ]);
    try {
      for (const target of PAGES.filter(
        (page) => !process.env.BENCH_PAGES || page.name.includes(process.env.BENCH_PAGES),
      ))
        await measure(target, language);
    } finally {
      await browser.close();
    }
  }
} finally {
  await browser?.close();
}

/** One page's downloads and Lighthouse scores for a browser in `language`. */
async function measure(target, language) {
  const bytes = await transferred(target.path, target.ready, language);
  // The budget is the page's, as before the guest languages, plus what the reader's strings weigh
  // more than the English ones: each language downloads its own strings only.
  const strings = stringsBytes(bytes.entries);
  if (language === 'en') englishStrings[target.name] = strings;
  const jsBudget =
    target.jsBudget + Math.max(0, strings - (englishStrings[target.name] ?? strings));
  console.log(`\n${target.name} (${target.path}), browser in ${language}`);
  console.log(
    `  JS ${kb(bytes.js)} gz (budget ${kb(jsBudget)}), CSS ${kb(bytes.css)} gz, ` +
      `${bytes.entries.length} files`,
  );
  for (const entry of bytes.entries.sort((a, b) => b.gz - a.gz).slice(0, 8))
    console.log(`    ${kb(entry.gz).padStart(9)}  ${entry.url}`);
  for (const method of METHODS) {
    const lh = await lighthouseRuns(`${base}${target.path}`, method, language);
    writeFileSync(
      path.join(reportDir, `${target.name.replace(/\W+/g, '-')}-${language}-${method}.json`),
      JSON.stringify({ files: bytes.entries, lighthouse: lh.lhr }, null, 2),
    );
    const ok =
      bytes.js <= jsBudget &&
      lh.performance >= TARGETS.performance &&
      lh.accessibility >= TARGETS.accessibility &&
      lh.fcp <= TARGETS.fcp &&
      lh.lcp <= TARGETS.lcp &&
      lh.cls <= TARGETS.cls &&
      lh.tbt <= TARGETS.tbt;
    // The targets are judged on the first method run (applied, unless one was chosen).
    if (method === METHODS[0]) failed ||= !ok;
    rows.push({ target, language, bytes, lh, ok, method });
    console.log(
      `  Lighthouse mobile, ${METHOD_NAMES[method]} throttling (median of ${RUNS}): ` +
        `performance ${lh.performance}, accessibility ${lh.accessibility}, FCP ${ms(lh.fcp)}, ` +
        `LCP ${ms(lh.lcp)}, CLS ${lh.cls.toFixed(3)}, TBT ${ms(lh.tbt)}` +
        (lh.failing.length ? `; failing a11y audits: ${lh.failing.join(', ')}` : ''),
    );
  }
}
const loadAfter = os.loadavg();

console.log(
  `\nTargets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
    `FCP <= ${TARGETS.fcp} ms, LCP <= ${TARGETS.lcp} ms, CLS <= ${TARGETS.cls}, TBT <= ${TARGETS.tbt} ms, ` +
    "JS no more than before prerendering (147 / 225 KB gz) plus the weight of the language's strings over English",
);
console.log(
  `(judged on ${METHOD_NAMES[METHODS[0]]} throttling` +
    (METHODS.length > 1 ? `; ${METHOD_NAMES[METHODS[1]]} printed for comparison)` : ')'),
);
console.log(
  'page          lang     throttling  JS gz      CSS gz    perf  a11y  FCP      LCP      CLS    TBT',
);
for (const { target, language, bytes, lh, ok, method } of rows) {
  const verdict = method === METHODS[0] ? (ok ? 'ok' : 'TARGET MISSED') : ok ? '(ok)' : '(missed)';
  console.log(
    `${target.name.padEnd(13)} ${language.padEnd(8)} ${METHOD_NAMES[method].padEnd(11)} ` +
      `${kb(bytes.js).padEnd(10)} ${kb(bytes.css).padEnd(9)} ` +
      `${String(lh.performance).padEnd(5)} ${String(lh.accessibility).padEnd(5)} ` +
      `${ms(lh.fcp).padEnd(8)} ${ms(lh.lcp).padEnd(8)} ${lh.cls.toFixed(3).padEnd(6)} ` +
      `${ms(lh.tbt).padEnd(7)} ${verdict}`,
  );
}
const load = (values) => values.map((value) => value.toFixed(2)).join(' / ');
console.log(
  `Load average (1 / 5 / 15 min) on ${os.cpus().length} cores: ${load(loadBefore)} before, ` +
    `${load(loadAfter)} after (median of ${RUNS} Lighthouse runs per page)`,
);
console.log(`\nLighthouse reports (JSON): ${path.relative(ROOT, reportDir)}/`);
process.exit(failed && process.env.BENCH_STRICT ? 1 : 0);
