import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { activityEntry, type ActivityRecord } from '../../../src/domain/documents';
import { db } from './admin';

/** Who performed a function's change: the verified caller. */
interface Caller {
  uid: string;
  email: string;
}

/** Creates the activity entry that records a change (src/domain/documents.ts) and returns its id. */
export function recordActivity(transaction: Transaction, caller: Caller, record: ActivityRecord) {
  const ref = db.collection('activity').doc();
  transaction.create(ref, activityEntry(record, caller, FieldValue.serverTimestamp()));
  return ref.id;
}

/**
 * The functions' side of the one write path (src/firebase/activity.ts withActivity): updates a
 * document and records the change in the same transaction; the document points at its entry.
 */
export function updateWithActivity(
  transaction: Transaction,
  caller: Caller,
  record: ActivityRecord,
  ref: DocumentReference,
  update: DocumentData,
): string {
  const entryId = recordActivity(transaction, caller, record);
  transaction.update(ref, {
    ...update,
    updatedAt: FieldValue.serverTimestamp(),
    lastActivityId: entryId,
  });
  return entryId;
}
