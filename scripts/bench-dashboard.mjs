#!/usr/bin/env node
// Why no tool does this: Lighthouse and Playwright measure pages, not this dashboard's reads and
// reopen paths.
// Dashboard benchmark. Seeds a hotel with 20,000 found and 20,000 lost items (change with
// `-- --found N --lost N`), waits until the functions have counted them (the figures document),
// builds the app against the emulators and, in Chromium, prints (with the load average; each open
// BENCH_RUNS times, default 3, and the median; each measured once the machine is quiet, so that
// the emulator's work left over from the previous page is not counted):
//  - first rows after sign-in (a new profile, its login page left to go quiet as a person typing
//    would, then Log in), from the address becoming the dashboard's, and from Log in being
//    pressed (after BENCH_WARMUP sign-ins, default 2, printed but not counted: the emulator's
//    code for a new connection is still being compiled during the first few); and on a fresh
//    open of the dashboard (a new profile with that sign-in and nothing on the device, its code
//    not cached either), from the navigation's start. All measured in the
//    page, to the end of the frame that first holds a row (and, beside the fresh open's, when the
//    test driver saw the row: its round trips added 20-300 ms);
//  - the open tab's own query (the Found tab's first 100 rows) timed from Node against the same
//    emulator, signed in as the same admin so that the rules run too, before each sign-in and
//    before and after each fresh open (after: once the page's counts have been answered); and
//    both opens' first rows minus it: the app's own overhead; and, before each sign-in, the same
//    query as the first of a new client (a new connection, as the dashboard's after a sign-in),
//    and each sign-in minus it;
//  - first rows on a reload and in a second tab, from the device's cache (Firestore's persistent
//    cache, kept for signed-in staff), whether they were marked as such, and when the server's
//    answer replaced them; and, last, on a reload once the tab's whole list (sorted by another
//    order) has been on the device;
//  - Firestore reads per open (documents sent to the page plus aggregation reads, counted by the
//    app into a counter this script injects: src/firebase/read-counter.ts), next to the rows
//    shown, and the reads the rules add to refuse revoked tokens (one users/{uid} read per
//    request to a staff-only collection: docs/trust-model.md, "Revocation");
//  - each search keystroke typed at a steady pace, one key every 24 ms and every 150 ms: from key
//    press to next paint as the Event Timing API reports it (the INP method; the verdict's figure,
//    target 50 ms), and beside it to the end of the next frame on the main thread
//    (requestAnimationFrame, then a task); then, typed one key at a time, the time from each key
//    press until the list was rendered for the new text, the last one being when the results
//    showed after the last keystroke; and the time until the search index answered for the whole
//    history;
//  - the page's JavaScript heap (CDP, after a garbage collection) after opening each tab;
//  - last, a verdict: each target met or not (app overhead, reload, second tab, keystroke paint).
// BENCH_TRACE=file.json also records a performance trace of the keystrokes 24 ms apart and prints
// the main thread's longest tasks and the JavaScript with the most self time (the V8 CPU profile is
// written beside it, file.json.cpuprofile); BENCH_TRACE_SIGNIN=file.json the same for the last
// sign-in, BENCH_TRACE_OPEN=file.json for the first fresh open, BENCH_TRACE_RELOAD=file.json for
// the first reload, BENCH_TRACE_SECOND=file.json for the first second tab, with the CPU profile of
// the tab already open (BENCH_UNMINIFIED=1 builds the app unminified, for readable names).
// BENCH_WATERFALL=1 prints every request of the sign-ins and fresh opens. With each open, where
// its time went: the app's marks (src/main.tsx: started, translations, screens, session; the
// dashboard's prefetch).
// Run: npm run bench dashboard   (starts the emulators itself; needs Chromium)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { buildAndPreview, launchChromium } from './lib/bench-browser.mjs';
import { benchRuns, machine, median, verdict } from './lib/bench.mjs';
import { PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { seedBenchHotel } from './lib/bench-seed.mjs';
import { longestTasks, topFunctions } from './lib/trace-tasks.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const FOUND = option('found', 20_000);
const LOST = option('lost', 20_000);
const PORT = 5180 + (Number(process.env.EMULATOR_PORT_OFFSET ?? 0) || 0);
const outDir = path.join(ROOT, '.cache', 'bench-dist');
const TABS = ['Found', 'Lost', 'Matched', 'Shipped', 'Discarded', 'Closed', 'Due'];
const FROM_DEVICE = 'Shown from this device; checking for changes…';
const WINDOW = 100;
// Fresh opens, reloads and second tabs: BENCH_RUNS of each (default 3), the median printed.
const RUNS = benchRuns();
// Sign-ins before the measured ones, timed and printed but not counted (BENCH_WARMUP, default 2):
// each sign-in opens a new connection to the emulator, whose Java code for that path is still
// being compiled during the first few (the first took 1.4 s where the fifth took 0.63 s); Node's
// query beside them is timed on a warm emulator too (the median of 5 in a row).
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 2) || 0);

/** The machine's processor time so far, busy and idle (Linux: /proc/stat), or null elsewhere. */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = values[3] + (values[4] ?? 0);
    return { idle, total: values.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet (both cores at least 85% idle over half a second, twice in a
 * row), at most 30 s: an open measured while the emulator still works through the previous
 * page's queries (its counts over 20,000 items take seconds after the page has gone) measures
 * the emulator, not the app. Returns how long it waited.
 */
async function quiet() {
  const start = Date.now();
  let calm = 0;
  while (calm < 2 && Date.now() - start < 30_000) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = cpuTimes();
    if (!before || !after) return 0;
    const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    calm = idle >= 0.85 ? calm + 1 : 0;
  }
  return Date.now() - start;
}

/** The app's marks of where the page's start went (src/main.tsx), as "name at ms" from navigation. */
const startMarks = (target) =>
  target.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((mark) => /^(app|dashboard):/.test(mark.name))
      .map((mark) => `${mark.name.replace(/^app:/, '')} ${Math.round(mark.startTime)}`)
      .join(', '),
  );

/**
 * Starts a Chromium performance trace of `page` into `file` (nothing without a file), with a V8
 * CPU profile; the returned function stops both and prints the main thread's longest tasks and
 * the JavaScript with the most self time.
 */
async function startTrace(page, file) {
  if (!file) return async () => {};
  const profiler = await page.context().newCDPSession(page);
  await browser.startTracing(page, { path: file, screenshots: false });
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.send('Profiler.start');
  return async (label) => {
    const { profile } = await profiler.send('Profiler.stop');
    await browser.stopTracing();
    writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
    console.log(`${label} trace: ${file}; the main thread's longest tasks:`);
    for (const line of longestTasks(JSON.parse(readFileSync(file, 'utf8')))) console.log(line);
    console.log(`JavaScript self time (${label}, V8 CPU profile):`);
    for (const line of topFunctions(profile)) console.log(line);
  };
}

const { hotelId, email, password } = await seedBenchHotel('dashboard', {
  found: FOUND,
  lost: LOST,
});

/**
 * A Node client of the same emulators, named `name`, signed in as the bench admin (the rules
 * apply): its Firebase app and Firestore.
 */
async function nodeClient(name) {
  const client = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, name);
  const clientAuth = getAuth(client);
  connectAuthEmulator(clientAuth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  const clientDb = getFirestore(client);
  const [host, port] = String(process.env.FIRESTORE_EMULATOR_HOST).split(':');
  connectFirestoreEmulator(clientDb, host, Number(port));
  await signInWithEmailAndPassword(clientAuth, email, password);
  return { client, db: clientDb };
}
// Node's own client, kept open for the whole run.
const { db: nodeDb } = await nodeClient('bench-node');

// The seed wrote the figures document itself with the triggers off (no trigger runs beside the
// measurements); check that it counted every item.
const caughtUpStart = Date.now();
for (;;) {
  const figures = (await getDoc(doc(nodeDb, 'hotels', hotelId, 'rollups', 'figures'))).data();
  const open = Object.values(figures?.open ?? {}).reduce((sum, n) => sum + n, 0);
  if (figures?.lostReports === LOST && open === FOUND) break;
  if (Date.now() - caughtUpStart > 60_000) throw new Error('The figures document is incomplete');
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

/** The open tab's own query (the Found tab's first window) from Node's client `db`, in ms. */
async function timeOpenTabQuery(db) {
  const start = performance.now();
  const snapshot = await getDocs(
    query(
      collection(db, 'found-items'),
      where('hotelId', '==', hotelId),
      where('status', '==', 'pending'),
      where('deleted', '==', false),
      orderBy('createdAt', 'desc'),
      limit(WINDOW),
    ),
  );
  if (snapshot.size !== Math.min(WINDOW, FOUND)) throw new Error(`${snapshot.size} rows`);
  return performance.now() - start;
}

/** The open tab's own query from Node on its open connection: the median of 5 in a row. */
async function nodeQueryMs() {
  const times = [];
  for (let run = 0; run < 5; run += 1) times.push(await timeOpenTabQuery(nodeDb));
  return median(times.map(Math.round));
}

let freshClients = 0;
/**
 * The same query as the first of a new client (a new connection to the emulator, already signed
 * in), as the dashboard's after a sign-in is: the median of 3. A lower bound of what the emulator
 * takes for the browser's, whose connection also goes through WebChannel's handshake.
 */
async function nodeFirstQueryMs() {
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    freshClients += 1;
    const { client, db: clientDb } = await nodeClient(`bench-node-${freshClients}`);
    times.push(Math.round(await timeOpenTabQuery(clientDb)));
    await deleteApp(client);
  }
  return median(times);
}

const server = await buildAndPreview({ root: ROOT, outDir, port: PORT });
const browser = await launchChromium();
/**
 * Instruments every page of `context` before the app starts: the read counter the app adds to
 * (src/firebase/read-counter.ts); when the first table row was painted, measured in the page from
 * the navigation's start (performance.now) to the end of the frame that first holds a row
 * (requestAnimationFrame, then a task), without the test driver's round trips; and when the
 * login form was sent and when the address became the dashboard's.
 */
async function instrument(context) {
  await context.addInitScript(() => {
    globalThis.__firestoreReads = { documents: 0, aggregations: 0, ruleReads: 0 };
    globalThis.__firstRowsPainted = null;
    new MutationObserver((_, observer) => {
      if (!document.querySelector('table tbody tr')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          globalThis.__firstRowsPainted = Math.round(performance.now());
        };
        channel.port2.postMessage(null);
      });
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('submit', (event) => (globalThis.__submitted = event.timeStamp), {
      capture: true,
    });
    for (const method of ['pushState', 'replaceState']) {
      const original = history[method];
      history[method] = function (...args) {
        original.apply(this, args);
        if (/\/admin$/.test(location.pathname)) globalThis.__atDashboard ??= performance.now();
      };
    }
  });
  return context;
}
let page;
const base = `http://localhost:${PORT}`;
const firstRow = (on = page) => on.getByRole('table').first().locator('tbody tr').first();
/** Every request the page made (start-end, ms from its navigation's start), from `since` ms on. */
const waterfall = (target, since = 0) =>
  target.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= from)
        .map(
          (e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.slice(0, 110)}`,
        )
        .join('\n'),
    since,
  );
/** When the page painted its first row, in ms from its navigation's start (instrument). */
const rowsPainted = (target) =>
  target
    .waitForFunction(() => globalThis.__firstRowsPainted, null, { timeout: 10_000 })
    .then((handle) => handle.jsonValue());
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

/**
 * A sign-in in a new browser profile, from the login page to the dashboard's first rows; returns
 * when they were painted, from the address becoming the dashboard's and from the login form being
 * sent (the sign-in's own requests included), and the browser as the sign-in left it (the session,
 * and the note that this staff member's data may be kept on the device from the next load).
 */
async function signIn({ trace } = {}) {
  // The open tab's query from Node first, as before each fresh open: the same warm emulator.
  const nodeBefore = await nodeQueryMs();
  const nodeFirst = await nodeFirstQueryMs();
  const context = await instrument(
    await browser.newContext({ viewport: { width: 1280, height: 900 } }),
  );
  page = await context.newPage();
  await page.goto(`${base}/login`);
  // A person takes seconds to type an email and a password: the login page has gone quiet by
  // then (it fetches the code of what sign-in opens meanwhile: src/app/routes/login.tsx).
  await page.waitForLoadState('networkidle');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await quiet();
  const stopTrace = await startTrace(page, trace);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**/${hotelId}/admin`);
  await firstRow()
    .waitFor({ timeout: 120_000 })
    .catch(async (error) => {
      await page.screenshot({
        path: path.join(ROOT, 'test-results', 'bench-dashboard-failure.png'),
      });
      throw error;
    });
  await stopTrace('sign-in');
  const painted = await rowsPainted(page);
  const times = await page.evaluate((rows) => {
    const { __submitted: submitted, __atDashboard: atDashboard } = globalThis;
    return { rows, submitted, atDashboard };
  }, painted);
  // BENCH_WATERFALL=1: the requests from the login form's sending on, and the app's marks.
  if (process.env.BENCH_WATERFALL)
    console.log(
      `after sign-in: Log in at ${Math.round(times.submitted)}, the dashboard's address at ${Math.round(times.atDashboard)}; ${await startMarks(page)}\n${await waterfall(page, times.submitted)}`,
    );
  await settle();
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return {
    fromDashboard: Math.round(times.rows - times.atDashboard),
    fromSubmit: Math.round(times.rows - times.submitted),
    nodeBefore,
    nodeFirst,
    state,
  };
}
// BENCH_TRACE_SIGNIN=file.json: a trace of the last sign-in, from Log in to the first rows.
const warmUps = [];
for (let run = 0; run < WARMUP; run += 1) warmUps.push(await signIn());
const signIns = [];
for (let run = 0; run < RUNS; run += 1)
  signIns.push(
    await signIn({ trace: run === RUNS - 1 ? process.env.BENCH_TRACE_SIGNIN : undefined }),
  );
// The sign-in alone: the lists' first pages it kept (src/firebase/device-rows.ts) stay out, so
// that a fresh open has nothing of the dashboard on the device.
const signedIn = withoutKeptRows(signIns.at(-1).state);

function withoutKeptRows(state) {
  const kept = (entry) => entry.name.startsWith('lostAndFound.deviceRows:');
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter((entry) => !kept(entry)),
    })),
  };
}

/** Waits until `target` has read nothing more for 2 s (counts and figures answered), at most 90 s. */
async function settleOn(target) {
  const previous = page;
  page = target;
  await settle();
  page = previous;
}

/**
 * A fresh open: a new browser profile with that sign-in and nothing on the device (counters from
 * zero), until the first rows; the open tab's query from Node just before, and again once the
 * page has settled (its counts and figures no longer busy the emulator). Then the page settles,
 * so that the device's copy is complete for the reloads. Returns the page and its figures.
 */
async function freshOpen(context, { trace } = {}) {
  const nodeBefore = await nodeQueryMs();
  const tab = await context.newPage();
  await quiet();
  const stopTrace = await startTrace(tab, trace);
  const start = Date.now();
  await tab.goto(`${base}/${hotelId}/admin`);
  await firstRow(tab).waitFor({ timeout: 60_000 });
  const seenMs = Date.now() - start;
  const rowsMs = await rowsPainted(tab);
  const marks = await startMarks(tab);
  await stopTrace('fresh open');
  // Where the open's time goes: when the page first asked Firestore for a listen (the app booted,
  // signed in and mounted the dashboard), against when the rows were on screen.
  const listenMs = await tab.evaluate(() => {
    const listen = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/Listen/channel'));
    return listen ? Math.round(listen.startTime) : NaN;
  });
  // BENCH_WATERFALL=1: where the fresh open's time went, every request it made (start-end, ms).
  if (process.env.BENCH_WATERFALL) console.log(await waterfall(tab));
  await tab
    .getByRole('tab', { name: new RegExp(`Found.*${FOUND}`) })
    .waitFor({ timeout: 30_000 })
    .catch(() => console.warn('the Found tab did not show the exact count'));
  await settleOn(tab);
  const nodeAfter = await nodeQueryMs();
  return { tab, rowsMs, seenMs, marks, listenMs, nodeBefore, nodeAfter };
}

/** A new browser profile with the sign-in, its pages instrumented (read counter, first rows). */
async function signedInProfile() {
  return instrument(
    await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: signedIn }),
  );
}

// BENCH_TRACE_OPEN=file.json: a trace of the first fresh open, until its first rows.
const opens = [];
let fresh;
for (let run = 0; run < RUNS; run += 1) {
  if (fresh) await fresh.close();
  fresh = await signedInProfile();
  opens.push(
    await freshOpen(fresh, { trace: run === 0 ? process.env.BENCH_TRACE_OPEN : undefined }),
  );
}
page = opens.at(-1).tab;
const openReads = await reads();
const rowsShown = await page.getByRole('table').first().locator('tbody tr').count();

/**
 * Opens the dashboard from the device's copy: first rows, the mark, then the server's rows.
 * `stopTrace` (from startTrace) stops a trace of it, printed under `label`.
 */
async function fromDevice(open, label, stopTrace = async () => {}) {
  await quiet();
  const start = Date.now();
  const target = await open();
  await firstRow(target).waitFor({ timeout: 60_000 });
  const seenMs = Date.now() - start;
  const rowsMs = await rowsPainted(target);
  const marks = await startMarks(target);
  await stopTrace(label);
  const marked = (await target.getByText(FROM_DEVICE).count()) > 0;
  await target.getByText(FROM_DEVICE).waitFor({ state: 'detached', timeout: 60_000 });
  return { rowsMs, seenMs, marks, marked, serverMs: Date.now() - start };
}
// BENCH_TRACE_RELOAD=file.json: the first reload's trace, until its first rows.
const reloads = [];
for (let run = 0; run < RUNS; run += 1) {
  const stopReloadTrace =
    run === 0 ? await startTrace(page, process.env.BENCH_TRACE_RELOAD) : undefined;
  reloads.push(
    await fromDevice(
      async () => {
        await page.reload();
        return page;
      },
      'reload',
      stopReloadTrace,
    ),
  );
  await settle();
}
// BENCH_TRACE_SECOND=file.json: the first second tab's trace, with the CPU profile of the tab
// already open (what it does meanwhile), until the new tab's first rows.
const secondTabs = [];
for (let run = 0; run < RUNS; run += 1) {
  const stopSecondTrace =
    run === 0 ? await startTrace(page, process.env.BENCH_TRACE_SECOND) : undefined;
  secondTabs.push(
    await fromDevice(
      async () => {
        const tab = await fresh.newPage();
        await tab.goto(`${base}/${hotelId}/admin`);
        return tab;
      },
      'second tab',
      stopSecondTrace,
    ),
  );
  await fresh.pages()[1]?.close();
  await settle();
}

// Each keystroke, once the open has settled, typed at a steady pace (TYPING_INTERVALS ms apart,
// sent from Node without waiting for the page, as a person's keys arrive): from key press to next
// paint as the Event Timing API reports it (the INP method: per interaction, its longest event),
// the measure the verdict uses; beside it, from key press to the end of the next frame's work on
// the main thread (requestAnimationFrame, then a task), which does not see a paint held up
// elsewhere. Then, typed by the test driver one key at a time, from each key press until the
// table has rendered the list for the new text (the table carries the search it was rendered for
// in data-search).
const TYPED = 'umbrella 12';
const TYPING_INTERVALS = [24, 150];
await page.evaluate(() => {
  // A requestAnimationFrame callback runs just before that frame's style, layout and paint, and a
  // message posted from it arrives just after them.
  globalThis.__keyFrames = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          globalThis.__keyFrames.push(Math.round(performance.now() - start));
        channel.port2.postMessage(null);
      });
    },
    { capture: true },
  );
  globalThis.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      globalThis.__eventTimings.push({
        interactionId: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: 'event', durationThreshold: 16 });
});
const search = page.getByLabel('Search');
const shownFor = (text) =>
  page.waitForFunction(
    (wanted) =>
      document.querySelector('table[data-search]')?.getAttribute('data-search') === wanted,
    text,
    { timeout: 60_000 },
  );
/** Empties the search and waits until the list is back and the machine is quiet. */
async function clearSearch() {
  await search.fill('');
  await shownFor('');
  await settle();
  await quiet();
}
const keyboard = await page.context().newCDPSession(page);
/** The key events of `char` for CDP's Input.dispatchKeyEvent. */
const keyOf = (char) => ({
  key: char,
  code: char === ' ' ? 'Space' : /\d/.test(char) ? `Digit${char}` : `Key${char.toUpperCase()}`,
});
/**
 * Types TYPED into the search at one key every `interval` ms, sent without waiting for the page;
 * returns each keystroke's Event Timing duration (ms; those under 16 ms are not reported and
 * count as 16) and its time to the end of the next frame.
 */
async function typeAtPace(interval) {
  await clearSearch();
  // In the middle of the screen, as a person looks at what they type: at 1280 x 900 the box sits at
  // the bottom edge, its text below the fold, and a keystroke whose frame changes nothing on screen
  // has no paint of its own (Event Timing then takes the next one: docs/performance.md).
  await search.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await search.focus();
  // Entries of earlier interactions can be reported late: only the keys typed from here count.
  const since = await page.evaluate(() => {
    globalThis.__keyFrames = [];
    globalThis.__eventTimings = [];
    return performance.now();
  });
  const sent = [];
  const start = Date.now();
  for (const [index, char] of [...TYPED].entries()) {
    const wait = start + index * interval - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const key = keyOf(char);
    sent.push(
      keyboard.send('Input.dispatchKeyEvent', {
        type: 'keyDown',
        ...key,
        text: char,
        unmodifiedText: char,
      }),
      keyboard.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
    );
  }
  await Promise.all(sent);
  await shownFor(TYPED);
  // Entries are reported after the frame they describe has been painted.
  await page.waitForTimeout(1000);
  const { entries, frames } = await page.evaluate(() => ({
    entries: globalThis.__eventTimings,
    frames: globalThis.__keyFrames,
  }));
  const byInteraction = new Map();
  for (const entry of entries) {
    if (!entry.interactionId || !entry.name.startsWith('key') || entry.startTime < since) continue;
    const longest = byInteraction.get(entry.interactionId) ?? 16;
    byInteraction.set(entry.interactionId, Math.max(longest, entry.duration));
  }
  const paints = [...byInteraction.values()];
  while (paints.length < TYPED.length) paints.push(16);
  return { interval, paints, frames };
}
// BENCH_TRACE=file.json: a Chromium performance trace of the keystrokes at the first pace (open
// it in the DevTools Performance panel), and the main thread's longest tasks meanwhile, printed.
const paced = [];
for (const [index, interval] of TYPING_INTERVALS.entries()) {
  const stopKeystrokeTrace =
    index === 0 ? await startTrace(page, process.env.BENCH_TRACE) : async () => {};
  paced.push(await typeAtPace(interval));
  await stopKeystrokeTrace(`keystrokes ${interval} ms apart`);
}
await clearSearch();
await search.focus();
const timings = [];
let typed = '';
for (const char of TYPED) {
  typed += char;
  const start = Date.now();
  await search.press(char === ' ' ? 'Space' : char);
  await shownFor(typed);
  timings.push(Date.now() - start);
}

// The oldest found item (registered first) is far beyond the rows read on opening.
const oldest = `#${FOUND - 1}`;
await search.fill('');
const indexStart = Date.now();
await search.fill(String(FOUND - 1));
const indexMs = await page
  .getByRole('row', { name: new RegExp(`${oldest}\\b`) })
  .waitFor({ timeout: 60_000 })
  .then(
    () => `${Date.now() - indexStart} ms`,
    () => 'more than 60 s (not found)',
  );
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
const load = machine();
// Reloads once the whole tab has been on the device: sorted by another order once (which reads
// the tab's newest WHOLE_LIST rows into the device's cache), then back to the default order. On
// the web, Firestore runs a reload's first query over every stored document of the collection
// (docs/performance.md), so what the device has kept shows here. Last, so that nothing above
// runs with that larger cache.
await page.getByRole('tab', { name: /^Found/ }).click();
await settle();
const dateHeader = page.getByRole('table').first().getByRole('button', { name: 'Date' });
await dateHeader.click();
await settle();
await dateHeader.click();
await settle();
const fullReloads = [];
for (let run = 0; run < RUNS; run += 1) {
  fullReloads.push(
    await fromDevice(async () => {
      await page.reload();
      return page;
    }, 'reload once the whole tab was on the device'),
  );
  await settle();
}

console.log(
  `dashboard with ${FOUND.toLocaleString('en-US')} found + ${LOST.toLocaleString('en-US')} lost items (${load})`,
);
const openMs = median(opens.map((open) => open.rowsMs));
const nodeRuns = [
  ...signIns.map((run) => run.nodeBefore),
  ...opens.flatMap((open) => [open.nodeBefore, open.nodeAfter]),
];
const nodeMs = median(nodeRuns);
console.log(
  `fresh open (nothing on the device) to first rows painted: median ${openMs} ms after navigation (median of ${RUNS}: ${opens.map((open) => open.rowsMs).join(', ')} ms)`,
);
for (const open of opens)
  console.log(
    `  painted ${open.rowsMs} ms (seen by the test driver after ${open.seenMs} ms), first Firestore listen request at ${open.listenMs} ms; ${open.marks}; the query from Node ${open.nodeBefore} ms before, ${open.nodeAfter} ms after`,
  );
const signInMs = median(signIns.map((run) => run.fromDashboard));
console.log(
  `first rows after sign-in: painted median ${signInMs} ms after the address became the dashboard's (median of ${RUNS}: ${signIns.map((run) => run.fromDashboard).join(', ')} ms; after Log in was pressed, the sign-in's own requests included: ${signIns.map((run) => run.fromSubmit).join(', ')} ms)`,
);
if (warmUps.length)
  console.log(
    `  before them, ${warmUps.length} sign-in(s) to warm the emulator up, not counted: ${warmUps.map((run) => run.fromDashboard).join(', ')} ms (Node's query ${warmUps.map((run) => run.nodeBefore).join(', ')} ms)`,
  );
console.log(
  `the open tab's query from Node: ${nodeMs} ms (median of ${nodeRuns.length} medians of 5: before each sign-in, before and after each fresh open); app overhead after sign-in ${signInMs - nodeMs} ms, of the fresh open ${openMs - nodeMs} ms`,
);
// Each sign-in against the emulator's time for a new client's first query, taken just before it.
const firstQueries = signIns.map((run) => run.nodeFirst);
const overFirst = signIns.map((run) => run.fromDashboard - run.nodeFirst);
console.log(
  `the same query as a new client's first from Node (a new connection, as after a sign-in), before each sign-in: ${firstQueries.join(', ')} ms (medians of 3); each sign-in minus it: ${overFirst.join(', ')} ms, median ${median(overFirst)} ms`,
);
for (const [name, runs] of [
  ['reload', reloads],
  ['second tab', secondTabs],
  [
    'reload once the whole tab has been on the device (sorted by date ascending, then back)',
    fullReloads,
  ],
]) {
  console.log(
    `${name}: first rows painted median ${median(runs.map((run) => run.rowsMs))} ms after navigation (median of ${RUNS}: ${runs.map((run) => run.rowsMs).join(', ')} ms)`,
  );
  for (const run of runs)
    console.log(
      `  painted ${run.rowsMs} ms, seen after ${run.seenMs} ms (${run.marked ? 'from the device, marked as such' : 'not marked: the server answered first'}), the server's rows by ${run.serverMs} ms; ${run.marks}`,
    );
}
console.log(
  `reads per open: ${openReads.documents + openReads.aggregations} (${openReads.documents} documents + ${openReads.aggregations} aggregation reads; ${rowsShown} rows shown)`,
);
console.log(
  `reads the rules add per open (revocation check, one users/{uid} read per request): ${openReads.ruleReads}`,
);
const KEYSTROKE_TARGET = 50;
const slowestPaint = Math.max(...paced.flatMap((run) => run.paints));
for (const run of paced) {
  console.log(
    `search typed ${run.interval} ms apart (${TYPED.length} keys), keystroke to next paint by Event Timing (the INP method; under 16 ms counts as 16): ${run.paints.map(Math.round).join(', ')}; max ${Math.round(Math.max(...run.paints))} ms (target ${KEYSTROKE_TARGET} ms)`,
  );
  console.log(
    `  beside it, keystroke to the end of the next frame's main-thread work (requestAnimationFrame, then a task): ${run.frames.join(', ')}; max ${Math.max(...run.frames)} ms`,
  );
}
console.log(
  `search keystroke to list rendered (ms): ${timings.join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms; results shown ${timings.at(-1)} ms after the last keystroke`,
);
console.log(`search for the oldest found item (${oldest}) answered by the index in ${indexMs}`);
console.log(`JS heap after opening each tab: ${heap.join(', ')}`);
const reloadMs = median(reloads.map((run) => run.rowsMs));
const secondMs = median(secondTabs.map((run) => run.rowsMs));
console.log(
  `verdict (${machine()}): ${[
    verdict('app overhead after sign-in', signInMs - nodeMs, 300),
    verdict('reload', reloadMs, 500),
    verdict('second tab', secondMs, 500),
    verdict(
      `keystroke to next paint (Event Timing, max at ${TYPING_INTERVALS.join(' and ')} ms apart)`,
      slowestPaint,
      KEYSTROKE_TARGET,
    ),
  ].join('; ')}`,
);
await browser.close();
await server.close();
process.exit(0);
