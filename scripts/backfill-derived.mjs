#!/usr/bin/env node
// Writes the fields the app derives from an item's own fields (`searchIndex`, and
// `retentionGroup` on found items; src/domain/documents.ts) onto items stored before they existed
// or by another tool, so that dashboard search and the Due view reach them. Safe to run again:
// only items whose derived fields differ are written, 400 per batch.
//
//   node scripts/backfill-derived.mjs --project <project-id>   (Application Default Credentials)
//   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node scripts/backfill-derived.mjs --project demo-lost-and-found
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { foundItemDerived, lostItemDerived } from './lib/documents.mjs';

const projectIndex = process.argv.indexOf('--project');
const projectId = projectIndex > 0 ? process.argv[projectIndex + 1] : undefined;
if (!projectId) {
  console.error('Usage: node scripts/backfill-derived.mjs --project <project-id>');
  process.exit(2);
}
const db = getFirestore(initializeApp({ projectId }));

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

async function backfill(collection, derive) {
  let written = 0;
  let read = 0;
  let last = null;
  for (;;) {
    let page = db.collection(collection).orderBy('__name__').limit(1000);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    let batch = db.batch();
    let pending = 0;
    for (const doc of snapshot.docs) {
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
    read += snapshot.size;
    last = snapshot.docs.at(-1);
  }
  console.log(`${collection}: ${read} read, ${written} updated`);
}

await backfill('found-items', foundItemDerived);
await backfill('lost-items', lostItemDerived);
process.exit(0);
