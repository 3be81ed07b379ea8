import {
  collection,
  doc,
  serverTimestamp,
  type Transaction,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { onlineTransaction } from './online-transaction';
import { activityEntry, type Actor } from '@/domain/documents';
import type { ActivityAction } from '@/domain/activity';

/** The collections whose documents carry an activity trail, and their entries' targetType. */
export const ACTIVITY_TARGETS = {
  'lost-items': 'lost-item',
  'found-items': 'found-item',
  matches: 'match',
} as const;
export type ActivityCollection = keyof typeof ACTIVITY_TARGETS;

/** What a transaction or a batch can do: both are accepted. */
export interface Writer {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** One recorded change: the document, its hotel, the transition and its details. */
export interface RecordedChange {
  target: { collection: ActivityCollection; id: string };
  hotelId: string;
  action: ActivityAction;
  from?: string | null;
  to?: string | null;
  details?: Record<string, unknown>;
}

/** The fixed id of the entry that records a removed match (the rules check it on delete). */
export function unmatchedActivityId(matchId: string): string {
  return `unmatched-${matchId}`;
}

/**
 * The one write path for every state change (docs/data-model.md, "Trust model"): writes the
 * change and the activity entry that records it in the same transaction or batch. `write` is
 * `{ update }` (fields to change), `{ create }` (a whole new document) or `{ delete: true }` (a
 * removed match, recorded at its fixed id). Updates and creates get `updatedAt` and
 * `lastActivityId`; the rules check that the entry names this document and this transition, and
 * that the actor and the time are the caller's and the request's. Returns the entry's id.
 */
export function withActivity(
  writer: Writer,
  db: Firestore,
  actor: Actor,
  change: RecordedChange,
  write: { update: DocumentData } | { create: DocumentData } | { delete: true },
): string {
  const targetRef = doc(db, change.target.collection, change.target.id);
  const entryRef =
    'delete' in write
      ? doc(db, 'activity', unmatchedActivityId(change.target.id))
      : doc(collection(db, 'activity'));
  writer.set(
    entryRef,
    activityEntry(
      {
        ...change,
        targetType: ACTIVITY_TARGETS[change.target.collection],
        targetId: change.target.id,
      },
      actor,
      serverTimestamp(),
    ),
  );
  if ('delete' in write) writer.delete(targetRef);
  else {
    const stamped = { updatedAt: serverTimestamp(), lastActivityId: entryRef.id };
    if ('create' in write) writer.set(targetRef, { ...write.create, ...stamped });
    else writer.update(targetRef, { ...write.update, ...stamped });
  }
  return entryRef.id;
}

/**
 * An item released by the removal of its match (unmatch, or deletion of its partner): it goes back
 * to pending and points at the removal's entry, which names both items in its details.
 */
export function releasedByRemoval(
  writer: Writer,
  db: Firestore,
  target: { collection: 'lost-items' | 'found-items'; id: string },
  matchId: string,
): void {
  writer.update(doc(db, target.collection, target.id), {
    status: 'pending',
    matchId: null,
    ...(target.collection === 'found-items' ? { matchedAt: null } : {}),
    updatedAt: serverTimestamp(),
    lastActivityId: unmatchedActivityId(matchId),
  });
}

/** A state change decided on the current document: what to record and the fields to update. */
export interface Transition {
  action: ActivityAction;
  from?: string | null;
  to?: string | null;
  details?: Record<string, unknown>;
  update: DocumentData;
}

/**
 * A named operation on one document, as one transaction: reads it (`read` throws OperationError
 * when it is missing), lets `decide` check the preconditions (throwing OperationError) and name the
 * change, then writes the update with its activity entry through withActivity. `decide` returns
 * null when there is nothing to change (it runs again if the transaction retries).
 */
export function runTransition<T extends { hotelId: string }>(
  db: Firestore,
  actor: Actor,
  target: { collection: ActivityCollection; id: string },
  read: (tx: Transaction, db: Firestore, id: string) => Promise<T>,
  decide: (current: T) => Transition | null,
): Promise<void> {
  return onlineTransaction(db, async (tx) => {
    const current = await read(tx, db, target.id);
    const transition = decide(current);
    if (!transition) return;
    const { update, ...change } = transition;
    withActivity(tx, db, actor, { ...change, target, hotelId: current.hotelId }, { update });
  });
}
