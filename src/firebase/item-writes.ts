import {
  addDoc,
  collection,
  doc,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { FoundItem, ItemCollection, LostItem, Match } from '@/domain/entities';
import { matchSummaryOfLost } from '@/domain/entities';
import { toFoundItem, toLostItem, toMatch } from '@/domain/records';
import type { FoundItemWrite } from '@/domain/schemas/found-item';
import type { LostItemEdit, LostItemWrite } from '@/domain/schemas/lost-item';
import { canDiscard, canUndoDiscard } from '@/domain/status-transitions';
import { logActivity, unmatchedActivityId, type Actor } from './activity';
import { OperationError } from './operation-error';

/** A guest's (or staff member's) lost-item report; returns its id. Photos are attached after. */
export async function createLostItem(
  db: Firestore,
  reporterUid: string,
  fields: LostItemWrite,
): Promise<string> {
  const ref = await addDoc(collection(db, 'lost-items'), {
    ...fields,
    status: 'pending',
    matchId: null,
    userId: reporterUid,
    viewed: false,
    imageUrls: [],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    deleted: false,
    lastActivityId: '',
  });
  return ref.id;
}

/** A found item registered by staff or an admin; returns its id. */
export async function createFoundItem(
  db: Firestore,
  actor: Actor,
  fields: FoundItemWrite,
): Promise<string> {
  const ref = await addDoc(collection(db, 'found-items'), {
    ...fields,
    foundByStaff: true,
    foundByUserId: actor.uid,
    foundByUserEmail: actor.email,
    status: 'pending',
    matchId: null,
    matchedAt: null,
    viewed: false,
    imageUrls: [],
    discardedAt: null,
    disposer: '',
    disposerEmail: '',
    disposerId: '',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    deleted: false,
    lastActivityId: '',
  });
  return ref.id;
}

export async function attachImageUrls(
  db: Firestore,
  collectionName: ItemCollection,
  id: string,
  urls: string[],
): Promise<void> {
  await updateDoc(doc(db, collectionName, id), { imageUrls: urls, updatedAt: serverTimestamp() });
}

async function readLost(tx: Transaction, db: Firestore, id: string): Promise<LostItem> {
  const snapshot = await tx.get(doc(db, 'lost-items', id));
  if (!snapshot.exists() || snapshot.get('deleted') === true)
    throw new OperationError('not-found', 'itemNotFound');
  return toLostItem(snapshot.id, snapshot.data());
}

async function readFound(tx: Transaction, db: Firestore, id: string): Promise<FoundItem> {
  const snapshot = await tx.get(doc(db, 'found-items', id));
  if (!snapshot.exists() || snapshot.get('deleted') === true)
    throw new OperationError('not-found', 'itemNotFound');
  return toFoundItem(snapshot.id, snapshot.data());
}

export async function readMatch(tx: Transaction, db: Firestore, id: string): Promise<Match> {
  const snapshot = await tx.get(doc(db, 'matches', id));
  if (!snapshot.exists()) throw new OperationError('not-found', 'matchNotFound');
  return toMatch(snapshot.id, snapshot.data());
}

/** Marks an item viewed when staff or an admin opens it (only if it is not already). */
export function markViewed(
  db: Firestore,
  actor: Actor,
  collectionName: ItemCollection,
  id: string,
): Promise<boolean> {
  return runTransaction(db, async (tx) => {
    const item =
      collectionName === 'lost-items' ? await readLost(tx, db, id) : await readFound(tx, db, id);
    if (item.viewed) return false;
    const targetType = collectionName === 'lost-items' ? 'lost-item' : 'found-item';
    const activityId = logActivity(tx, db, actor, {
      hotelId: item.hotelId,
      targetType,
      targetId: id,
      action: 'viewed',
      from: 'unread',
      to: 'viewed',
    });
    tx.update(doc(db, collectionName, id), {
      viewed: true,
      updatedAt: serverTimestamp(),
      lastActivityId: activityId,
    });
    return true;
  });
}

/** Staff mark a lost item unread again (offered when viewed is not false). */
export function markUnread(db: Firestore, actor: Actor, id: string): Promise<void> {
  return runTransaction(db, async (tx) => {
    const item = await readLost(tx, db, id);
    if (item.viewed === false) throw new OperationError('precondition', 'alreadyUnread');
    const activityId = logActivity(tx, db, actor, {
      hotelId: item.hotelId,
      targetType: 'lost-item',
      targetId: id,
      action: 'marked-unread',
      from: 'viewed',
      to: 'unread',
    });
    tx.update(doc(db, 'lost-items', id), {
      viewed: false,
      updatedAt: serverTimestamp(),
      lastActivityId: activityId,
    });
  });
}

/** Edits a lost item; when it is matched, the match's summary follows in the same write. */
export function updateLostItem(
  db: Firestore,
  actor: Actor,
  id: string,
  edit: LostItemEdit,
): Promise<void> {
  return runTransaction(db, async (tx) => {
    const item = await readLost(tx, db, id);
    const match = item.matchId ? await readMatch(tx, db, item.matchId).catch(() => null) : null;
    const activityId = logActivity(tx, db, actor, {
      hotelId: item.hotelId,
      targetType: 'lost-item',
      targetId: id,
      action: 'edited',
    });
    tx.update(doc(db, 'lost-items', id), {
      ...edit,
      updatedAt: serverTimestamp(),
      lastActivityId: activityId,
    });
    if (match && match.status !== 'shipped') {
      tx.update(doc(db, 'matches', match.id), {
        lost: matchSummaryOfLost({ ...item, ...edit }),
        destinationCountry: edit.country || null,
        updatedAt: serverTimestamp(),
      });
    }
  });
}

/**
 * Removes a match inside a transaction: the match document goes (recorded at the fixed activity
 * id), and the given partner items go back to pending.
 */
export function releaseMatch(
  tx: Transaction,
  db: Firestore,
  actor: Actor,
  match: Match,
  partners: { lost?: boolean; found?: boolean },
): void {
  logActivity(
    tx,
    db,
    actor,
    {
      hotelId: match.hotelId,
      targetType: 'match',
      targetId: match.id,
      action: 'unmatched',
      from: match.status,
      to: null,
      details: {
        lostItemId: match.lostItemId,
        foundItemId: match.foundItemId,
        status: match.status,
        packageSize: match.packageSize,
      },
    },
    unmatchedActivityId(match.id),
  );
  tx.delete(doc(db, 'matches', match.id));
  if (partners.lost) {
    const id = logActivity(tx, db, actor, {
      hotelId: match.hotelId,
      targetType: 'lost-item',
      targetId: match.lostItemId,
      action: 'unmatched',
      from: 'matched',
      to: 'pending',
    });
    tx.update(doc(db, 'lost-items', match.lostItemId), {
      status: 'pending',
      matchId: null,
      updatedAt: serverTimestamp(),
      lastActivityId: id,
    });
  }
  if (partners.found) {
    const id = logActivity(tx, db, actor, {
      hotelId: match.hotelId,
      targetType: 'found-item',
      targetId: match.foundItemId,
      action: 'unmatched',
      from: 'matched',
      to: 'pending',
    });
    tx.update(doc(db, 'found-items', match.foundItemId), {
      status: 'pending',
      matchId: null,
      matchedAt: null,
      updatedAt: serverTimestamp(),
      lastActivityId: id,
    });
  }
}

/**
 * Deletes an item softly (deleted, deletedAt, deletedBy: nothing is lost). If it was matched, its
 * match goes too (recorded) and the partner returns to pending. Staff and admins delete lost
 * items; only admins delete found items (the rules decide).
 */
function softDeleteItem(
  db: Firestore,
  actor: Actor,
  collectionName: ItemCollection,
  id: string,
): Promise<void> {
  const lost = collectionName === 'lost-items';
  return runTransaction(db, async (tx) => {
    const item = lost ? await readLost(tx, db, id) : await readFound(tx, db, id);
    const match = item.matchId ? await readMatch(tx, db, item.matchId).catch(() => null) : null;
    const activityId = logActivity(tx, db, actor, {
      hotelId: item.hotelId,
      targetType: lost ? 'lost-item' : 'found-item',
      targetId: id,
      action: 'deleted',
      from: item.status,
      to: 'deleted',
    });
    if (match) releaseMatch(tx, db, actor, match, lost ? { found: true } : { lost: true });
    const released = lost
      ? { status: 'pending', matchId: null }
      : { status: 'pending', matchId: null, matchedAt: null };
    tx.update(doc(db, collectionName, id), {
      deleted: true,
      deletedAt: serverTimestamp(),
      deletedBy: actor.uid,
      ...(item.matchId ? released : {}),
      updatedAt: serverTimestamp(),
      lastActivityId: activityId,
    });
  });
}

export const deleteLostItem = (db: Firestore, actor: Actor, id: string) =>
  softDeleteItem(db, actor, 'lost-items', id);
export const deleteFoundItem = (db: Firestore, actor: Actor, id: string) =>
  softDeleteItem(db, actor, 'found-items', id);

/** Admins discard a pending found item, recording when and by whom (spec §4). */
export function discardFoundItem(db: Firestore, actor: Actor, id: string): Promise<void> {
  return runTransaction(db, async (tx) => {
    const item = await readFound(tx, db, id);
    if (!canDiscard(item)) throw new OperationError('precondition', 'errorDiscarding');
    const activityId = logActivity(tx, db, actor, {
      hotelId: item.hotelId,
      targetType: 'found-item',
      targetId: id,
      action: 'discarded',
      from: item.status,
      to: 'discarded',
    });
    tx.update(doc(db, 'found-items', id), {
      status: 'discarded',
      discardedAt: serverTimestamp(),
      disposer: actor.displayName || actor.email,
      disposerEmail: actor.email,
      disposerId: actor.uid,
      updatedAt: serverTimestamp(),
      lastActivityId: activityId,
    });
  });
}

/** Admins undo a discard: back to pending, discard fields cleared. */
export function undoDiscard(db: Firestore, actor: Actor, id: string): Promise<void> {
  return runTransaction(db, async (tx) => {
    const item = await readFound(tx, db, id);
    if (!canUndoDiscard(item)) throw new OperationError('precondition', 'errorDiscarding');
    const activityId = logActivity(tx, db, actor, {
      hotelId: item.hotelId,
      targetType: 'found-item',
      targetId: id,
      action: 'undiscarded',
      from: 'discarded',
      to: 'pending',
    });
    tx.update(doc(db, 'found-items', id), {
      status: 'pending',
      discardedAt: null,
      disposer: '',
      disposerEmail: '',
      disposerId: '',
      updatedAt: serverTimestamp(),
      lastActivityId: activityId,
    });
  });
}
