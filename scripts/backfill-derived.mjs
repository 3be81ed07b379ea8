#!/usr/bin/env node
// Why no tool does this: firebase-admin writes documents; which derived fields this app keeps is
// its own.
// Writes the fields the app derives from an item's own fields (`searchIndex`, and
// `retentionGroup` on found items; src/domain/documents.ts) onto items stored before they existed
// or by another tool, so that dashboard search and the Due view reach them. Safe to run again:
// only items whose derived fields differ are written, 400 per batch.
//
// Then it counts each hotel's figures document (hotels/{hotelId}/rollups/figures, which the
// functions keep from then on: src/domain/figures-rollup.ts) from all its found items, lost
// reports and matches, and writes it whole. Run it right after deploying the functions that keep
// it, at a quiet hour: a write counted by the functions while this reads would be counted twice
// or not at all (running it again sets it right).
//
//   node scripts/backfill-derived.mjs --project <project-id>   (Application Default Credentials)
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node scripts/backfill-derived.mjs --project demo-lost-and-found
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { foundItemDerived, lostItemDerived, rollupOf } from './lib/documents.mjs';

const projectIndex = process.argv.indexOf('--project');
const projectId = projectIndex > 0 ? process.argv[projectIndex + 1] : undefined;
if (!projectId) {
  console.error('Usage: node scripts/backfill-derived.mjs --project <project-id>');
  process.exit(2);
}
const db = getFirestore(initializeApp({ projectId }));

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Every document of a collection, a page of 1,000 at a time, in name order. */
async function* pagesOf(collection) {
  let last = null;
  for (;;) {
    let page = db.collection(collection).orderBy('__name__').limit(1000);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    yield snapshot.docs;
    last = snapshot.docs.at(-1);
  }
}

async function backfill(collection, derive) {
  let written = 0;
  let read = 0;
  for await (const docs of pagesOf(collection)) {
    let batch = db.batch();
    let pending = 0;
    for (const doc of docs) {
      const data = doc.data();
      const derived = derive({ ...data, reference: data.reference ?? '' });
      if (Object.entries(derived).every(([key, value]) => same(data[key], value))) continue;
      batch.update(doc.ref, derived);
      pending += 1;
      if (pending === 400) {
        await batch.commit();
        written += pending;
        batch = db.batch();
        pending = 0;
      }
    }
    if (pending) await batch.commit();
    written += pending;
    read += docs.length;
  }
  console.log(`${collection}: ${read} read, ${written} updated`);
}

/** Every document of a collection, grouped by hotel. */
async function byHotel(collection) {
  const hotels = new Map();
  for await (const docs of pagesOf(collection)) {
    for (const doc of docs) {
      const data = doc.data();
      if (typeof data.hotelId !== 'string') continue;
      if (!hotels.has(data.hotelId)) hotels.set(data.hotelId, []);
      hotels.get(data.hotelId).push(data);
    }
  }
  return hotels;
}

async function backfillFigures() {
  const [found, lost, matches] = await Promise.all(
    ['found-items', 'lost-items', 'matches'].map(byHotel),
  );
  const hotelIds = new Set([...found.keys(), ...lost.keys(), ...matches.keys()]);
  const now = new Date();
  for (const hotelId of hotelIds) {
    const rollup = rollupOf(
      found.get(hotelId) ?? [],
      lost.get(hotelId) ?? [],
      matches.get(hotelId) ?? [],
      now,
    );
    await db
      .doc(`hotels/${hotelId}/rollups/figures`)
      .set({ ...rollup, hotelId, updatedAt: FieldValue.serverTimestamp() });
  }
  console.log(`figures: ${hotelIds.size} hotels counted`);
}

await backfill('found-items', foundItemDerived);
await backfill('lost-items', lostItemDerived);
await backfillFigures();
process.exit(0);
