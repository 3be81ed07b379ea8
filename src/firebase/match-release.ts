import type { Firestore, Transaction } from 'firebase/firestore';
import type { Actor } from '@/domain/documents';
import type { Match } from '@/domain/entities';
import { canUnmatch } from '@/domain/status-transitions';
import { releasedByRemoval, withActivity } from './activity';
import { OperationError } from './operation-error';

/** What the removal's entry keeps of a match (firestore.rules checks these details). */
export function unmatchedDetails<T>(
  match: Partial<Record<'lostItemId' | 'foundItemId' | 'status' | 'packageSize', T>>,
) {
  const { lostItemId, foundItemId, status, packageSize } = match;
  return { lostItemId, foundItemId, status, packageSize };
}

/**
 * Removes a match inside a transaction: the match document goes (recorded at the fixed activity
 * id), and the given partner items go back to pending, pointing at that entry. A shipped match is
 * final.
 */
export function releaseMatch(
  tx: Transaction,
  db: Firestore,
  actor: Actor,
  match: Match,
  partners: { lost?: boolean; found?: boolean },
): void {
  if (!canUnmatch(match)) throw new OperationError('precondition', 'alreadyShipped');
  withActivity(
    tx,
    db,
    actor,
    {
      target: { collection: 'matches', id: match.id },
      hotelId: match.hotelId,
      action: 'unmatched',
      from: match.status,
      to: null,
      details: unmatchedDetails(match),
    },
    { delete: true },
  );
  if (partners.lost)
    releasedByRemoval(tx, db, { collection: 'lost-items', id: match.lostItemId }, match.id);
  if (partners.found)
    releasedByRemoval(tx, db, { collection: 'found-items', id: match.foundItemId }, match.id);
}
