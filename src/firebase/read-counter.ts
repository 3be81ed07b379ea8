/**
 * Firestore reads the app has caused: documents sent to it, aggregation reads (one per started
 * 1,000 index entries counted), and the reads the rules add: every request to a staff-only
 * collection (a listener started, a query or count sent) has the rules read the caller's
 * users/{uid} record once, to refuse a revoked token (docs/trust-model.md, "Revocation").
 *
 * The counter belongs to whoever measures: `npm run bench dashboard` puts one on the page
 * (`window.__firestoreReads`, an init script run before the app) and reads it back. The app only
 * adds to a counter it finds; without one (every other run) counting does nothing.
 */
export interface ReadCount {
  documents: number;
  aggregations: number;
  ruleReads: number;
}

/** The global the benchmark injects its counter as. */
export const READ_COUNTER_GLOBAL = '__firestoreReads';

/** Adds `n` reads of a kind to the injected counter, if any. */
export function countReads(kind: keyof ReadCount, n = 1): void {
  const counter = (globalThis as Partial<Record<typeof READ_COUNTER_GLOBAL, ReadCount>>)[
    READ_COUNTER_GLOBAL
  ];
  if (counter) counter[kind] += n;
}
