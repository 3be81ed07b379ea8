import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { foundItemDerived, newFoundItem, type Actor } from '@/domain/documents';
import type { FoundItem } from '@/domain/entities';
import { matchSummaryOfFound } from '@/domain/match-summary';
import type { FoundItemEdit, FoundItemWrite } from '@/domain/schemas/found-item';
import { canDiscard, canUndoDiscard } from '@/domain/status-transitions';
import { runTransition } from './activity';
import { editItem, newItemId, softDeleteItem } from './item-writes';
import { OperationError } from './operation-error';
import { readFound } from './transaction-readers';

/** A found item registered by staff or an admin; returns its id. */
export async function createFoundItem(
  db: Firestore,
  actor: Actor,
  fields: FoundItemWrite,
  id: string = newItemId(db, 'found-items'),
): Promise<string> {
  const ref = doc(db, 'found-items', id);
  await setDoc(ref, newFoundItem(fields, actor, serverTimestamp()));
  return ref.id;
}

/** An edit (all the form's fields, or only some: the outbox sends again only what changed). */
export const updateFoundItem = (
  db: Firestore,
  actor: Actor,
  id: string,
  edit: Partial<FoundItemEdit>,
) =>
  editItem<FoundItem>(
    db,
    actor,
    { collection: 'found-items', id },
    readFound,
    (found) => ({
      found: matchSummaryOfFound(found),
    }),
    foundItemDerived,
    edit,
  );

export const deleteFoundItem = (db: Firestore, actor: Actor, id: string) =>
  softDeleteItem(db, actor, 'found-items', id);

/** Admins discard a pending found item, recording when and by whom (spec §4). */
export function discardFoundItem(db: Firestore, actor: Actor, id: string): Promise<void> {
  return runTransition(db, actor, { collection: 'found-items', id }, readFound, (item) => {
    if (!canDiscard(item)) throw new OperationError('precondition', 'errorDiscarding');
    return {
      action: 'discarded',
      from: item.status,
      to: 'discarded',
      update: {
        status: 'discarded',
        discardedAt: serverTimestamp(),
        disposer: actor.displayName || actor.email,
        disposerEmail: actor.email,
        disposerId: actor.uid,
      },
    };
  });
}

/** Admins undo a discard: back to pending, discard fields cleared. */
export function undoDiscard(db: Firestore, actor: Actor, id: string): Promise<void> {
  return runTransition(db, actor, { collection: 'found-items', id }, readFound, (item) => {
    if (!canUndoDiscard(item)) throw new OperationError('precondition', 'errorDiscarding');
    return {
      action: 'undiscarded',
      from: 'discarded',
      to: 'pending',
      update: {
        status: 'pending',
        discardedAt: null,
        disposer: '',
        disposerEmail: '',
        disposerId: '',
      },
    };
  });
}
