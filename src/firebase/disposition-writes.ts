import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import {
  canDispose,
  canRevertDisposition,
  dispositionInput,
  revertInput,
  type DispositionInput,
} from '@/domain/disposition';
import type { FoundItem } from '@/domain/entities';
import { toFoundItem } from '@/domain/records';
import type { Actor } from '@/domain/documents';
import { withActivity } from './activity';
import { OperationError } from './operation-error';

/**
 * Issue 17: one found item's final disposition (returned in person, donated, destroyed) and its
 * admin revert, each a transaction through the one write path (withActivity); firestore.rules
 * (foundDisposition, foundReverted) check the same. Police handovers and pickups of a match run
 * in functions (createPoliceHandover, closeMatchPickedUp).
 */
async function readFoundIn(
  tx: Parameters<Parameters<typeof runTransaction>[1]>[0],
  db: Firestore,
  id: string,
): Promise<FoundItem> {
  const snapshot = await tx.get(doc(db, 'found-items', id));
  if (!snapshot.exists() || snapshot.get('deleted') === true)
    throw new OperationError('not-found', 'itemNotFound');
  return toFoundItem(snapshot.id, snapshot.data());
}

export function disposeFoundItem(
  db: Firestore,
  actor: Actor,
  id: string,
  input: DispositionInput,
): Promise<void> {
  const parsed = dispositionInput.parse(input);
  return runTransaction(db, async (tx) => {
    const item = await readFoundIn(tx, db, id);
    if (!canDispose(item)) throw new OperationError('precondition', 'disposition.errors.state');
    const disposition = {
      ...parsed,
      at: serverTimestamp(),
      byUid: actor.uid,
      byEmail: actor.email,
      ...(parsed.kind === 'returned' ? { matchId: null } : {}),
    };
    withActivity(
      tx,
      db,
      actor,
      {
        target: { collection: 'found-items', id },
        hotelId: item.hotelId,
        action: parsed.kind,
        from: 'pending',
        to: parsed.kind,
      },
      { update: { status: parsed.kind, disposition } },
    );
  });
}

export function revertDisposition(
  db: Firestore,
  actor: Actor,
  id: string,
  reason: string,
): Promise<void> {
  const parsed = revertInput.parse({ reason });
  return runTransaction(db, async (tx) => {
    const item = await readFoundIn(tx, db, id);
    if (!canRevertDisposition(item))
      throw new OperationError('precondition', 'disposition.errors.state');
    withActivity(
      tx,
      db,
      actor,
      {
        target: { collection: 'found-items', id },
        hotelId: item.hotelId,
        action: 'reverted',
        from: item.status,
        to: 'pending',
        details: { reason: parsed.reason },
      },
      {
        update: {
          status: 'pending',
          disposition: null,
          lastReversal: {
            reason: parsed.reason,
            at: serverTimestamp(),
            byUid: actor.uid,
            byEmail: actor.email,
            from: item.status,
          },
        },
      },
    );
  });
}
