import { serverTimestamp, type Firestore } from 'firebase/firestore';
import {
  canDispose,
  canRevertDisposition,
  dispositionInput,
  revertInput,
  type DispositionInput,
} from '@/domain/disposition';
import type { Actor } from '@/domain/documents';
import { runTransition, type Transition } from './activity';
import type { FoundItem } from '@/domain/entities';
import { readFound } from './transaction-readers';
import { OperationError } from './operation-error';

/**
 * One found item's final disposition (returned in person, donated, destroyed) and its
 * admin revert, each a transaction through the one write path (runTransition); firestore.rules
 * (foundDisposition, foundReverted) check the same. Police handovers and pickups of a match run
 * in functions (createPoliceHandover, closeMatchPickedUp).
 */
export function disposeFoundItem(
  db: Firestore,
  actor: Actor,
  id: string,
  input: DispositionInput,
): Promise<void> {
  const parsed = dispositionInput.parse(input);
  return runTransition(db, actor, { collection: 'found-items', id }, readFound, (item) =>
    dispositionTransition(actor, item, parsed),
  );
}

/**
 * A disposition decided on the item as read (the transaction's, or the device cache's for the
 * offline batch, ./queued-writes.ts): refused with OperationError unless the item may be disposed.
 */
export function dispositionTransition(
  actor: Actor,
  item: FoundItem,
  input: DispositionInput,
): Transition {
  const parsed = dispositionInput.parse(input);
  if (!canDispose(item)) throw new OperationError('precondition', 'disposition.errors.state');
  const disposition = {
    ...parsed,
    at: serverTimestamp(),
    byUid: actor.uid,
    byEmail: actor.email,
    ...(parsed.kind === 'returned' ? { matchId: null } : {}),
  };
  return {
    action: parsed.kind,
    from: 'pending',
    to: parsed.kind,
    update: { status: parsed.kind, disposition },
  };
}

export function revertDisposition(
  db: Firestore,
  actor: Actor,
  id: string,
  reason: string,
): Promise<void> {
  const parsed = revertInput.parse({ reason });
  return runTransition(db, actor, { collection: 'found-items', id }, readFound, (item) => {
    if (!canRevertDisposition(item))
      throw new OperationError('precondition', 'disposition.errors.state');
    return {
      action: 'reverted',
      from: item.status,
      to: 'pending',
      details: { reason: parsed.reason },
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
    };
  });
}
