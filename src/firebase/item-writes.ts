import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { onlineTransaction } from './online-transaction';
import type { Actor } from '@/domain/documents';
import type { FoundItem, ItemCollection, LostItem, Match } from '@/domain/entities';
import { canEditSummaries } from '@/domain/status-transitions';
import { runTransition, withActivity, type Writer } from './activity';
import { releaseMatch } from './match-release';
import { readerOf, readMatch } from './transaction-readers';

/**
 * What lost and found items share in the data layer: client-made ids, photo slots and URLs, the
 * viewed mark, the edit with its match summary, and the soft delete. Each collection's own writes
 * are in lost-item-writes.ts and found-item-writes.ts.
 */

/** Whether a failure is the rules refusing the write. */
export function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    String(error.code).endsWith('permission-denied')
  );
}

/**
 * A document id made by the client before the first save attempt: every retry writes
 * to this id, so a retry can never create a second item.
 */
export function newItemId(db: Firestore, collectionName: ItemCollection): string {
  return doc(collection(db, collectionName)).id;
}

/**
 * Whether an earlier attempt already created the item. A guest may not read a report that does not
 * exist (the rules refuse the read), so a refusal means "not there".
 */
export async function itemExists(
  db: Firestore,
  collectionName: ItemCollection,
  id: string,
): Promise<boolean> {
  try {
    return (await getDoc(doc(db, collectionName, id))).exists();
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}

/**
 * Names photo slots on an item before their upload (storage.rules accept only listed names, each
 * once; firestore.rules keep at most 10 per item and never drop one).
 */
export async function reservePhotoSlots(
  db: Firestore,
  collectionName: ItemCollection,
  id: string,
  slots: string[],
): Promise<void> {
  await updateDoc(doc(db, collectionName, id), {
    photoSlots: arrayUnion(...slots),
    updatedAt: serverTimestamp(),
  });
}

export async function attachImageUrls(
  db: Firestore,
  collectionName: ItemCollection,
  id: string,
  urls: string[],
): Promise<void> {
  await updateDoc(doc(db, collectionName, id), { imageUrls: urls, updatedAt: serverTimestamp() });
}

/** Marks an item viewed when staff or an admin opens it (only if it is not already). */
export async function markViewed(
  db: Firestore,
  actor: Actor,
  collectionName: ItemCollection,
  id: string,
): Promise<boolean> {
  let marked = false;
  const target = { collection: collectionName, id };
  await runTransition(db, actor, target, readerOf(collectionName), (item) => {
    marked = !item.viewed;
    return marked
      ? { action: 'viewed', from: 'unread', to: 'viewed', update: { viewed: true } }
      : null;
  });
  return marked;
}

/**
 * Edits an item (found items too, fields and photos), recorded as 'edited'; when it is
 * matched (and not yet shipped), the match's summary of it follows in the same write (the rules
 * accept the summary only together with this edit).
 */
export function editItem<T extends LostItem | FoundItem>(
  db: Firestore,
  actor: Actor,
  target: { collection: ItemCollection; id: string },
  read: (tx: Transaction, db: Firestore, id: string) => Promise<T>,
  summary: (edited: T) => DocumentData,
  derived: (edited: T) => DocumentData,
  edit: Partial<T>,
): Promise<void> {
  return onlineTransaction(db, async (tx) => {
    const item = await read(tx, db, target.id);
    const match = item.matchId ? await readMatch(tx, db, item.matchId).catch(() => null) : null;
    writeEdit(tx, db, actor, target, item, match, summary, derived, edit);
  });
}

/**
 * The writes of an edit, on the item as read: the fields and what derives from them, the
 * 'edited' entry, and the match's summary when the match is known and still open. The online
 * transaction and the offline batch (./queued-writes.ts) write exactly this. Returns the entry's id.
 */
export function writeEdit<T extends LostItem | FoundItem>(
  writer: Writer,
  db: Firestore,
  actor: Actor,
  target: { collection: ItemCollection; id: string },
  item: T,
  match: Match | null,
  summary: (edited: T) => DocumentData,
  derived: (edited: T) => DocumentData,
  edit: Partial<T>,
): string {
  const entryId = withActivity(
    writer,
    db,
    actor,
    { target, hotelId: item.hotelId, action: 'edited' },
    { update: { ...edit, ...derived({ ...item, ...edit }) } },
  );
  if (match && canEditSummaries(match)) {
    writer.update(doc(db, 'matches', match.id), {
      ...summary({ ...item, ...edit }),
      updatedAt: serverTimestamp(),
    });
  }
  return entryId;
}

/**
 * Deletes an item softly (deleted, deletedAt, deletedBy: nothing is lost). If it was matched, its
 * match goes too (recorded) and the partner returns to pending; an item whose match is shipped
 * cannot be deleted. Staff and admins delete lost items; only admins delete found items (the
 * rules decide).
 */
export function softDeleteItem(
  db: Firestore,
  actor: Actor,
  collectionName: ItemCollection,
  id: string,
): Promise<void> {
  const lost = collectionName === 'lost-items';
  return onlineTransaction(db, async (tx) => {
    const item = await readerOf(collectionName)(tx, db, id);
    const match = item.matchId ? await readMatch(tx, db, item.matchId).catch(() => null) : null;
    if (match) releaseMatch(tx, db, actor, match, lost ? { found: true } : { lost: true });
    const released = lost
      ? { status: 'pending', matchId: null }
      : { status: 'pending', matchId: null, matchedAt: null };
    withActivity(
      tx,
      db,
      actor,
      {
        target: { collection: collectionName, id },
        hotelId: item.hotelId,
        action: 'deleted',
        from: item.status,
        to: 'deleted',
      },
      {
        update: {
          deleted: true,
          deletedAt: serverTimestamp(),
          deletedBy: actor.uid,
          ...(item.matchId ? released : {}),
        },
      },
    );
  });
}
