import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { type FirestoreEvent } from 'firebase-functions/v2/firestore';
import type { Change, DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { rollupChanges, type Contribution } from '../../../src/domain/figures-rollup';
import { prunedMonths } from '../../../src/domain/figures-rollup-time';
import { db } from './admin';

/** Firestore's gRPC code for a document that already exists (the event was applied before). */
const ALREADY_EXISTS = 6;
/** How long an applied event's marker is kept (a TTL policy on rollup-events removes it). */
const MARKER_TTL_MS = 24 * 3_600_000;

type WrittenEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

/**
 * Keeps hotels/{hotelId}/rollups/figures (src/domain/figures-rollup.ts) as found items, lost
 * reports and matches are written: the counters the document counts for after the write, less
 * those it counted for before, as increments. Most writes change no counter (an edit, a view, a
 * search index) and end here without writing. Events may be delivered more than once, so the
 * increments are committed with a marker rollup-events/{eventId} created in the same batch: a
 * second delivery finds the marker and changes nothing. Old months are removed as it goes.
 */
export async function applyWrite(
  event: WrittenEvent,
  contribution: (data: Record<string, unknown> | undefined) => Contribution | null,
): Promise<void> {
  const now = new Date();
  const changes = rollupChanges(
    contribution(event.data?.before.data()),
    contribution(event.data?.after.data()),
    now,
  );
  if (changes.size === 0) return;
  const batch = db.batch();
  batch.create(db.doc(`rollup-events/${event.id}`), {
    expireAt: Timestamp.fromMillis(now.getTime() + MARKER_TTL_MS),
  });
  const pruned = Object.fromEntries(prunedMonths(now).map((month) => [month, FieldValue.delete()]));
  for (const [hotelId, counters] of changes) {
    const data: Record<string, Record<string, unknown>> = {
      found: { ...pruned },
      returned: { ...pruned },
    };
    const top: Record<string, unknown> = {};
    for (const { path, by } of counters.values()) {
      const increment = FieldValue.increment(by);
      if (path.length === 1) top[path[0]] = increment;
      else if (path.length === 2) (data[path[0]] ??= {})[path[1]] = increment;
      else {
        const months = (data[path[0]] ??= {});
        // A kept month: never one of the pruned months' deletes.
        const month = months[path[1]] as Record<string, unknown> | undefined;
        months[path[1]] = { ...month, [path[2]]: increment };
      }
    }
    batch.set(
      db.doc(`hotels/${hotelId}/rollups/figures`),
      { ...data, ...top, hotelId, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  try {
    await batch.commit();
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return;
    throw error;
  }
}
