import type { DispositionInput } from '@/domain/disposition';
import type { Actor } from '@/domain/documents';
import type { FoundItemEdit } from '@/domain/schemas/found-item';
import {
  EDITS,
  openOutboxDb,
  outboxAvailable,
  outboxChanged,
  outboxDone,
  outboxResult,
  type RefusalReason,
} from './photo-outbox';

/**
 * The changes a clerk made to found items with no network (docs/offline.md, "Changing an item
 * with no network"): an edit of its fields or storage location, or a disposition. Firestore's
 * queue carries the write batch itself (./queued-writes.ts); this keeps, in the outbox's
 * IndexedDB database (store `edits`), what the clerk asked for, so that a batch the server
 * refuses (which Firestore rolls back silently after a reload) is noticed by the sender
 * (./edit-sender.ts), sent again, or kept with the reason until the clerk discards it. It is
 * deleted with the rest of the outbox on sign-out.
 */

/**
 * Why the server refused a change: the registration's reasons, 'state' (it changed meanwhile),
 * and 'registration' (the item, registered offline, was itself not accepted).
 */
export type EditRefusalReason = RefusalReason | 'state' | 'registration';

interface EditBase {
  /** The activity entry's id the batch wrote (the key): the item points at it once applied. */
  id: string;
  itemId: string;
  collection: 'found-items';
  hotelId: string;
  /** The staff member who made it: only they send it. */
  owner: string;
  actor: Actor;
  /** For the clerk: the item as it was named when changed. */
  label: { itemType: string; itemName: string };
  /** When it was made (ms): sent oldest first. */
  createdAt: number;
  state: 'waiting' | 'refused';
  reason?: EditRefusalReason;
  detail?: string;
  attempts: number;
}

/** An edit: only the fields the clerk changed (what is compared and sent again). */
export interface QueuedEdit extends EditBase {
  kind: 'edit';
  changes: Partial<FoundItemEdit>;
}

export interface QueuedDisposition extends EditBase {
  kind: 'disposition';
  input: DispositionInput;
}

export type OutboxEdit = QueuedEdit | QueuedDisposition;

export async function addEdit(entry: OutboxEdit): Promise<void> {
  const db = await openOutboxDb();
  const tx = db.transaction(EDITS, 'readwrite');
  tx.objectStore(EDITS).put(entry);
  await outboxDone(tx);
  outboxChanged();
}

/** The changes waiting or refused, oldest first. */
export async function readEdits(): Promise<OutboxEdit[]> {
  if (!outboxAvailable()) return [];
  const db = await openOutboxDb();
  const tx = db.transaction(EDITS, 'readonly');
  const edits = await outboxResult(tx.objectStore(EDITS).getAll() as IDBRequest<OutboxEdit[]>);
  return edits.sort((a, b) => a.createdAt - b.createdAt);
}

export async function updateEdit(id: string, patch: Partial<EditBase>): Promise<void> {
  const db = await openOutboxDb();
  const tx = db.transaction(EDITS, 'readwrite');
  const store = tx.objectStore(EDITS);
  const current = (await outboxResult(store.get(id) as IDBRequest<OutboxEdit | undefined>)) ?? null;
  if (current) store.put({ ...current, ...patch });
  await outboxDone(tx);
  outboxChanged();
}

/** The change leaves the device: the server has it, or the clerk discarded it. */
export async function removeEdit(id: string): Promise<void> {
  const db = await openOutboxDb();
  const tx = db.transaction(EDITS, 'readwrite');
  tx.objectStore(EDITS).delete(id);
  await outboxDone(tx);
  outboxChanged();
}
