#!/usr/bin/env node
// Why no tool does this: the emulators do not enforce composite indexes, and firebase-tools checks
// none before deploying.
// Checks that firestore.indexes.json has a composite index for every query in
// tests/rules/query-manifest.json that needs one: the equality fields (any order) followed by the
// orderBy field with its direction. The emulator does not enforce indexes; production does.
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
const { indexes } = read('firestore.indexes.json');
const { queries } = read('tests/rules/query-manifest.json');

const direction = (order) => (order === 'desc' ? 'DESCENDING' : 'ASCENDING');
const missing = queries
  .filter((q) => q.needsComposite !== false)
  .filter((q) => {
    const [orderField, order] = q.orderBy;
    return !indexes.some((index) => {
      if (index.collectionGroup !== q.collection) return false;
      const fields = index.fields.map((f) => f.fieldPath);
      const last = index.fields.at(-1);
      const equality = new Set(fields.slice(0, -1));
      return (
        last.fieldPath === orderField &&
        last.order === direction(order) &&
        equality.size === q.equality.length &&
        q.equality.every((field) => equality.has(field))
      );
    });
  });

if (missing.length) {
  console.error('Queries without a composite index in firestore.indexes.json:');
  for (const q of missing)
    console.error(
      `  ${q.collection}: ${q.equality.join(', ')} ordered by ${q.orderBy.join(' ')} (${q.where})`,
    );
  process.exit(1);
}
console.log(`indexes: all ${queries.length} listed queries are covered`);
