import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { FoundItem, ItemCollection, LostItem, Match } from '@/domain/entities';
import { matchSummaryOfFound, matchSummaryOfLost } from '@/domain/entities';
import { toFoundItem, toLostItem, toMatch } from '@/domain/records';
import type { FoundItemEdit, FoundItemWrite } from '@/domain/schemas/found-item';
import type { LostItemEdit, LostItemWrite } from '@/domain/schemas/lost-item';
import { MAX_REPORTS_PER_WINDOW, nextQuotaStep, type ReportQuota } from '@/domain/report-quota';
import {
  canDiscard,
  canEditSummaries,
  canUndoDiscard,
  canUnmatch,
} from '@/domain/status-transitions';
import {
  foundItemDerived,
  lostItemDerived,
  newFoundItem,
  newLostItem,
  type Actor,
} from '@/domain/documents';
import { releasedByRemoval, runTransition, withActivity } from './activity';
import { OperationError } from './operation-error';

/** Whether a failure is the rules refusing the write. */
function isPermissionDenied(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    String(error.code).endsWith('permission-denied')
  );
}

function quotaOf(snapshot: DocumentSnapshot): ReportQuota | null {
  if (!snapshot.exists()) return null;
  const windowStart: unknown = snapshot.get('windowStart');
  return {
    windowStart: windowStart instanceof Timestamp ? windowStart.toDate() : new Date(0),
    count: Number(snapshot.get('count')) || 0,
  };
}

/**
 * A guest's (or staff member's) lost-item report; returns its id. Photos are attached after.
 * The report spends one unit of the reporter's quota (report-quotas/{uid}, src/domain/
 * report-quota.ts) in the same transaction. When the quota is spent, a plain report is still
 * tried, which the rules allow only to privileged users of the hotel; anyone else gets
 * OperationError('quota', 'reportQuotaReached').
 */
export async function createLostItem(
  db: Firestore,
  reporterUid: string,
  fields: LostItemWrite,
  id: string = newItemId(db, 'lost-items'),
): Promise<string> {
  const ref = doc(db, 'lost-items', id);
  const quotaRef = doc(db, 'report-quotas', reporterUid);
  const report = newLostItem(fields, reporterUid, serverTimestamp());
  const quotaReached = new OperationError('quota', 'reportQuotaReached');
  let exhausted = false;
  try {
    await runTransaction(db, async (tx) => {
      const snapshot = await tx.get(quotaRef);
      const quota = quotaOf(snapshot);
      const step = nextQuotaStep(quota, new Date());
      if (step === 'exhausted') throw quotaReached;
      tx.set(ref, report);
      tx.set(
        quotaRef,
        step === 'start' || !quota
          ? { windowStart: serverTimestamp(), count: 1, lastReportId: ref.id }
          : {
              windowStart: snapshot.get('windowStart') as Timestamp,
              count: quota.count + 1,
              lastReportId: ref.id,
            },
      );
    });
    return ref.id;
  } catch (error) {
    if (error === quotaReached) exhausted = true;
    else if (isPermissionDenied(error)) {
      // Refused: was it the quota (a window the server does not consider over yet)?
      const snapshot = await getDoc(quotaRef).catch(() => null);
      const quota = snapshot ? quotaOf(snapshot) : null;
      exhausted = quota !== null && quota.count >= MAX_REPORTS_PER_WINDOW;
      if (!exhausted) throw error;
    } else throw error;
  }
  // Privileged users of the hotel are exempt from the quota.
  try {
    await setDoc(ref, report);
    return ref.id;
  } catch (error) {
    if (exhausted && isPermissionDenied(error)) throw quotaReached;
    throw error;
  }
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

/** Reads a live (not deleted) item inside a transaction, or throws itemNotFound. */
async function readItem<T>(
  tx: Transaction,
  db: Firestore,
  collectionName: ItemCollection,
  id: string,
  convert: (id: string, data: DocumentData) => T,
): Promise<T> {
  const snapshot = await tx.get(doc(db, collectionName, id));
  if (!snapshot.exists() || snapshot.get('deleted') === true)
    throw new OperationError('not-found', 'itemNotFound');
  return convert(snapshot.id, snapshot.data());
}

export const readLost = (tx: Transaction, db: Firestore, id: string): Promise<LostItem> =>
  readItem(tx, db, 'lost-items', id, toLostItem);
export const readFound = (tx: Transaction, db: Firestore, id: string): Promise<FoundItem> =>
  readItem(tx, db, 'found-items', id, toFoundItem);
const readerOf = (
  collectionName: ItemCollection,
): ((tx: Transaction, db: Firestore, id: string) => Promise<LostItem | FoundItem>) =>
  collectionName === 'lost-items' ? readLost : readFound;

export async function readMatch(tx: Transaction, db: Firestore, id: string): Promise<Match> {
  const snapshot = await tx.get(doc(db, 'matches', id));
  if (!snapshot.exists()) throw new OperationError('not-found', 'matchNotFound');
  return toMatch(snapshot.id, snapshot.data());
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

/** Staff mark a lost item unread again (offered when viewed is not false). */
export function markUnread(db: Firestore, actor: Actor, id: string): Promise<void> {
  return runTransition(db, actor, { collection: 'lost-items', id }, readLost, (item) => {
    if (item.viewed === false) throw new OperationError('precondition', 'alreadyUnread');
    return { action: 'marked-unread', from: 'viewed', to: 'unread', update: { viewed: false } };
  });
}

/**
 * Edits an item (found items too, fields and photos), recorded as 'edited'; when it is
 * matched (and not yet shipped), the match's summary of it follows in the same write (the rules
 * accept the summary only together with this edit).
 */
function editItem<T extends LostItem | FoundItem>(
  db: Firestore,
  actor: Actor,
  target: { collection: ItemCollection; id: string },
  read: (tx: Transaction, db: Firestore, id: string) => Promise<T>,
  summary: (edited: T) => DocumentData,
  derived: (edited: T) => DocumentData,
  edit: Partial<T>,
): Promise<void> {
  return runTransaction(db, async (tx) => {
    const item = await read(tx, db, target.id);
    const match = item.matchId ? await readMatch(tx, db, item.matchId).catch(() => null) : null;
    withActivity(
      tx,
      db,
      actor,
      { target, hotelId: item.hotelId, action: 'edited' },
      { update: { ...edit, ...derived({ ...item, ...edit }) } },
    );
    if (match && canEditSummaries(match)) {
      tx.update(doc(db, 'matches', match.id), {
        ...summary({ ...item, ...edit }),
        updatedAt: serverTimestamp(),
      });
    }
  });
}

export const updateLostItem = (db: Firestore, actor: Actor, id: string, edit: LostItemEdit) =>
  editItem(
    db,
    actor,
    { collection: 'lost-items', id },
    readLost,
    (lost) => ({
      lost: matchSummaryOfLost(lost),
      destinationCountry: lost.country || null,
    }),
    lostItemDerived,
    edit,
  );

export const updateFoundItem = (db: Firestore, actor: Actor, id: string, edit: FoundItemEdit) =>
  editItem(
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

/**
 * Deletes an item softly (deleted, deletedAt, deletedBy: nothing is lost). If it was matched, its
 * match goes too (recorded) and the partner returns to pending; an item whose match is shipped
 * cannot be deleted. Staff and admins delete lost items; only admins delete found items (the
 * rules decide).
 */
function softDeleteItem(
  db: Firestore,
  actor: Actor,
  collectionName: ItemCollection,
  id: string,
): Promise<void> {
  const lost = collectionName === 'lost-items';
  return runTransaction(db, async (tx) => {
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

export const deleteLostItem = (db: Firestore, actor: Actor, id: string) =>
  softDeleteItem(db, actor, 'lost-items', id);
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
