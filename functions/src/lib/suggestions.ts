import { FieldPath, FieldValue, type Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { FoundItem, LostItem } from '../../../src/domain/entities';
import { isMatchCandidate } from '../../../src/domain/match-scoring';
import {
  mergeCandidates,
  planForFound,
  planForLost,
  type CandidatePlan,
} from '../../../src/domain/matching/candidate-set';
import {
  rankFoundCandidatesExplained,
  rankLostCandidatesExplained,
} from '../../../src/domain/matching/rank';
import {
  bestSuggestions,
  rankedFieldsChanged,
  suggestedFound,
  suggestedLost,
  suggestionId,
} from '../../../src/domain/matching/suggestions';
import { toFoundItem, toLostItem } from '../../../src/domain/records';
import { db } from './admin';

/**
 * Suggested matches (docs/matching.md, "Suggestions"). When a lost report or a found item is
 * created, edited or released back to pending, the candidates of the other kind are read from
 * the bounded candidate set, ranked with the same domain module as the browser's panel, and the
 * best few are stored as suggestions. When an item stops being a candidate (matched, discarded,
 * deleted), its open suggestions leave the queue: the one of the pair it was matched with is
 * marked accepted, the others are deleted. A dismissed or accepted pair is never written again.
 */
type Kind = 'lost' | 'found';
const COLLECTION = { lost: 'lost-items', found: 'found-items' } as const;

/** Reads of the last computation, for the benchmark's log line. */
async function readPlan(kind: Kind, hotelId: string, subjectId: string, plan: CandidatePlan) {
  const base = db
    .collection(COLLECTION[kind])
    .where('hotelId', '==', hotelId)
    .where('matchId', '==', null)
    .where('status', '==', 'pending')
    .where('deleted', '==', false);
  const queries: Query[] = [
    ...plan.ranges.map((range) =>
      base
        .where(range.field, '>=', range.from)
        .where(range.field, '<=', range.to)
        .orderBy(range.field, 'asc')
        .limit(range.limit),
    ),
    ...plan.tokens.map((token) =>
      base.where(new FieldPath('searchIndex', token), '==', true).limit(plan.tokenLimit),
    ),
  ];
  const snapshots = await Promise.all(queries.map((q) => q.get()));
  const reads = snapshots.reduce((sum, snap) => sum + snap.size, 0);
  const docs = mergeCandidates(
    subjectId,
    snapshots.map((snap) => snap.docs.map((d) => ({ id: d.id, data: d.data() }))),
  );
  return { docs, reads };
}

async function closeSuggestionsOf(kind: Kind, itemId: string, after: LostItem | FoundItem | null) {
  const field = kind === 'lost' ? 'lostItemId' : 'foundItemId';
  const snap = await db.collection('suggestions').where(field, '==', itemId).get();
  // The pair that became the match is accepted; every other open one leaves the queue.
  let matchedPair: string | null = null;
  if (after?.matchId) {
    const match = await db.doc(`matches/${after.matchId}`).get();
    const lostId = String(match.get('lostItemId') ?? '');
    const foundId = String(match.get('foundItemId') ?? '');
    if (lostId && foundId) matchedPair = suggestionId(lostId, foundId);
  }
  const batch = db.batch();
  let writes = 0;
  for (const doc of snap.docs) {
    if (doc.get('state') !== 'open') continue;
    if (doc.id === matchedPair)
      batch.update(doc.ref, {
        state: 'accepted',
        matchId: after?.matchId ?? null,
        acceptedAt: FieldValue.serverTimestamp(),
      });
    else batch.delete(doc.ref);
    writes += 1;
  }
  if (writes > 0) await batch.commit();
}

/** Ranks the item's candidates and stores the best few; returns the documents read. */
export async function suggestFor(kind: Kind, item: LostItem | FoundItem): Promise<number> {
  const lost = kind === 'lost' ? (item as LostItem) : null;
  const found = kind === 'found' ? (item as FoundItem) : null;
  const plan = lost ? planForLost(lost) : planForFound(found as FoundItem);
  const other: Kind = kind === 'lost' ? 'found' : 'lost';
  const { docs, reads } = await readPlan(other, item.hotelId, item.id, plan);
  const pairs = lost
    ? bestSuggestions(
        rankFoundCandidatesExplained(
          lost,
          docs.map((d) => toFoundItem(d.id, d.data)),
        ),
      ).map((entry) => ({ entry, lost, found: entry.item }))
    : bestSuggestions(
        rankLostCandidatesExplained(
          found as FoundItem,
          docs.map((d) => toLostItem(d.id, d.data)),
        ),
      ).map((entry) => ({ entry, lost: entry.item, found: found as FoundItem }));
  await Promise.all(
    pairs.map(({ entry, lost: l, found: f }) =>
      db.runTransaction(async (transaction) => {
        const ref = db.doc(`suggestions/${suggestionId(l.id, f.id)}`);
        const [existing, report] = await Promise.all([
          transaction.get(ref),
          transaction.get(db.doc(`lost-items/${l.id}`)),
        ]);
        // A dismissed or accepted pair stays as it is: never suggested again.
        if (existing.exists && existing.get('state') !== 'open') return;
        // Ranked from a copy read before the guest's data was erased: nothing of it is stored.
        if (report.get('erasedAt') && !l.erasure?.erasedAt) return;
        transaction.set(ref, {
          hotelId: item.hotelId,
          lostItemId: l.id,
          foundItemId: f.id,
          rank: Math.round(entry.rank * 100) / 100,
          score: entry.score,
          similarity: Math.round(entry.similarity * 100) / 100,
          // Documents this computation read (the bounded set): watched by bench suggestions.
          candidatesRead: reads,
          reasons: JSON.parse(JSON.stringify(entry.reasons)) as unknown,
          state: 'open',
          lost: suggestedLost(l),
          found: suggestedFound(f),
          // When the pair was first suggested: kept when it is ranked again.
          createdAt: (existing.get('createdAt') as unknown) ?? FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }),
    ),
  );
  logger.info(
    `suggestions for ${kind} ${item.id}: ${pairs.length} stored, ${reads} documents read`,
  );
  return reads;
}

export async function onItemWritten(
  kind: Kind,
  itemId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
) {
  if (!rankedFieldsChanged(before, after)) return;
  const item = after
    ? kind === 'lost'
      ? toLostItem(itemId, after)
      : toFoundItem(itemId, after)
    : null;
  if (!item || !isMatchCandidate(item, item.hotelId)) {
    await closeSuggestionsOf(kind, itemId, item);
    return;
  }
  await suggestFor(kind, item);
}
