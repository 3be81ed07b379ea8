#!/usr/bin/env node
// Why no tool does this: the suggestions' reads and latency at scale are this product's triggers',
// timed on the emulators.
// Suggested matches at scale. Seeds a hotel with 20,000 found and 20,000 lost items (change with
// `-- --found N --lost N`) with the functions' triggers paused, then, with them on again, writes
// new lost reports and found items like the seeded ones and prints:
//  - documents read per suggestion computation (the function stores it on each suggestion);
//  - the time from an item's creation to its suggestions being stored (each measured item has a
//    twin of the other kind, written just before);
//  - documents read per potential-matches panel open (the panel's bounded queries, run here with
//    firebase-admin exactly as src/firebase/candidates.ts builds them).
// Run: npm run bench suggestions   (starts the emulators itself)
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { newFoundItem, newLostItem, BLANK_FOUND_ITEM_DETAILS } from './lib/documents.mjs';
import { PROJECT_ID } from './lib/emulators.mjs';
import { seedBenchHotel } from './lib/bench-seed.mjs';
import { machine, median } from './lib/bench.mjs';
import { backgroundTriggers, waitForTriggersAgain } from './lib/background-triggers.mjs';

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const FOUND = option('found', 20_000);
const LOST = option('lost', 20_000);
const ROUNDS = option('rounds', 5);
const root = fileURLToPath(new URL('..', import.meta.url));

await backgroundTriggers(false);
const { hotelId } = await seedBenchHotel('suggestions', { found: FOUND, lost: LOST });
await backgroundTriggers(true);

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }, 'bench-suggestions');
const db = getFirestore(app);
const today = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const plans = await server.ssrLoadModule('/src/domain/matching/candidate-set.ts');
  const { toLostItem, toFoundItem } = await server.ssrLoadModule('/src/domain/records.ts');

  /** The panel's reads for one item: the same bounded queries, counted. */
  async function panelReads(kind, item) {
    const plan = kind === 'lost' ? plans.planForLost(item) : plans.planForFound(item);
    const base = db
      .collection(kind === 'lost' ? 'found-items' : 'lost-items')
      .where('hotelId', '==', hotelId)
      .where('matchId', '==', null)
      .where('status', '==', 'pending')
      .where('deleted', '==', false);
    const queries = [
      ...plan.ranges.map((r) =>
        base
          .where(r.field, '>=', r.from)
          .where(r.field, '<=', r.to)
          .orderBy(r.field)
          .limit(r.limit),
      ),
      ...plan.tokens.map((t) =>
        base.where(new FieldPath('searchIndex', t), '==', true).limit(plan.tokenLimit),
      ),
    ];
    const sizes = await Promise.all(queries.map(async (q) => (await q.get()).size));
    return sizes.reduce((a, b) => a + b, 0);
  }

  /** A guest's report of a black phone lost yesterday in room 100 + i. */
  const lostData = (i) =>
    newLostItem(
      {
        hotelId,
        itemType: 'Phone',
        itemName: `Black phone, bench ${i}`,
        dateLost: today(1),
        locationLost: `Room ${100 + i}`,
        description: 'Reported item',
        firstName: 'Emma',
        surname: `Bench${i}`,
        email: '',
        phone: '',
        country: 'Japan',
        stayDateFrom: today(3),
        stayDateUntil: today(1),
        colour: 'black',
        brand: '',
        language: 'en',
      },
      null,
      new Date(),
    );
  /** The same phone, found today in that room. */
  const foundData = (i) =>
    newFoundItem(
      {
        ...BLANK_FOUND_ITEM_DETAILS,
        hotelId,
        itemType: 'Phone',
        itemName: `Black phone, bench ${i}`,
        dateFound: today(0),
        roomNumber: String(100 + i),
        colour: 'black',
        description: 'Found item',
        finderName: 'Bench',
      },
      { uid: 'bench', email: 'bench@example.com' },
      new Date(),
    );

  /**
   * Writes one item and resolves when its suggestions are stored: ms and the reads they record.
   * Its twin of the other kind (the same phone) is written first, so the measured item surely has
   * a pair above the suggestion threshold: an item without one stores
   * nothing, and there would be nothing to wait for.
   */
  async function createAndWait(kind, i) {
    const twin = db.collection(kind === 'lost' ? 'found-items' : 'lost-items').doc();
    await twin.set(kind === 'lost' ? foundData(i) : lostData(i));
    // The twin's own triggers run first (the emulator runs them one after another). Switching the
    // triggers off for it instead would reload every function each time, racing the next write.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const ref = db.collection(kind === 'lost' ? 'lost-items' : 'found-items').doc();
    const data = kind === 'lost' ? lostData(i) : foundData(i);
    const field = kind === 'lost' ? 'lostItemId' : 'foundItemId';
    const start = performance.now();
    await ref.set(data);
    for (;;) {
      const snap = await db.collection('suggestions').where(field, '==', ref.id).limit(1).get();
      if (!snap.empty) {
        const ms = performance.now() - start;
        const panel = await panelReads(
          kind,
          kind === 'lost' ? toLostItem(ref.id, data) : toFoundItem(ref.id, data),
        );
        return { ms, reads: snap.docs[0].get('candidatesRead'), panel };
      }
      if (performance.now() - start > 120_000)
        throw new Error(`no suggestion for ${kind} ${ref.id}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // The seed's writes fired their events while the triggers were off. The emulator still delivers
  // each one (and drops it) after the triggers are back on, one after another: at 20,000 +
  // 20,000 that takes minutes, during which no new write's trigger runs. Wait for a probe report
  // to get its reference (onLostItemCreated) before anything is timed.
  let reported = 0;
  const drained = await waitForTriggersAgain(db.collection('lost-items').doc(), lostData(0), {
    timeoutMs: 1_800_000,
    pollMs: 500,
    onWait: (waited) => {
      if (waited - reported < 30_000) return;
      reported = waited;
      console.log(`waiting for the triggers to run again: ${(waited / 1000).toFixed(0)} s`);
    },
  });
  console.log(`the triggers ran again ${(drained / 1000).toFixed(1)} s after being switched on`);

  // A first item warms the function up (a cold start is not the steady figure).
  const warm = await createAndWait('lost', 0);
  console.log(`first item (cold start included): ${(warm.ms / 1000).toFixed(1)} s`);
  const results = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    results.push(await createAndWait('lost', round));
    results.push(await createAndWait('found', round));
  }
  const ms = results.map((r) => r.ms);
  const reads = results.map((r) => r.reads);
  const panel = results.map((r) => r.panel);
  console.log(`hotel: ${FOUND} found + ${LOST} lost items; ${results.length} new items`);
  console.log(
    `documents read per suggestion computation: median ${median(reads)}, max ${Math.max(...reads)}`,
  );
  console.log(
    `creation to suggestions stored: median ${(median(ms) / 1000).toFixed(2)} s, ` +
      `max ${(Math.max(...ms) / 1000).toFixed(2)} s`,
  );
  console.log(`documents read per panel open: median ${median(panel)}, max ${Math.max(...panel)}`);
  console.log(`(${machine()}; the times grow with the load)`);
} finally {
  await server.close();
}
process.exit(0);
