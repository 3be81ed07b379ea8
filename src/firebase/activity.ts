import {
  collection,
  doc,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { ActivityAction, ActivityTarget } from '@/domain/entities';

/** Who performs an operation: recorded in activity entries and discard fields. */
export interface Actor {
  uid: string;
  email: string;
  displayName: string;
}

export interface ActivityInput {
  hotelId: string;
  targetType: ActivityTarget;
  targetId: string;
  action: ActivityAction;
  from?: string | null;
  to?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends an activity entry inside the transaction and returns its id, which the changed document
 * stores as lastActivityId (the rules require the entry to be created by the same write).
 */
export function logActivity(
  tx: Transaction,
  db: Firestore,
  actor: Actor,
  input: ActivityInput,
  id?: string,
): string {
  const ref: DocumentReference = id ? doc(db, 'activity', id) : doc(collection(db, 'activity'));
  tx.set(ref, {
    hotelId: input.hotelId,
    targetType: input.targetType,
    targetId: input.targetId,
    action: input.action,
    from: input.from ?? null,
    to: input.to ?? null,
    actorUid: actor.uid,
    actorEmail: actor.email,
    at: serverTimestamp(),
    ...(input.details ? { details: input.details } : {}),
  });
  return ref.id;
}

/** The fixed id of the entry that records a removed match (the rules check it on delete). */
export function unmatchedActivityId(matchId: string): string {
  return `unmatched-${matchId}`;
}
