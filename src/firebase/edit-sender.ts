import { doc, getDocFromServer, waitForPendingWrites } from 'firebase/firestore';
import { disposeFoundItem } from './disposition-writes';
import type { Actor } from '@/domain/documents';
import type { DispositionInput } from '@/domain/disposition';
import type { FoundItem } from '@/domain/entities';
import { toFoundItem } from '@/domain/records';
import type { FoundItemEdit } from '@/domain/schemas/found-item';
import { auth, db } from './app';
import {
  addEdit,
  readEdits,
  removeEdit,
  updateEdit,
  type EditRefusalReason,
  type OutboxEdit,
  type QueuedDisposition,
  type QueuedEdit,
} from './edit-outbox';
import { changedFields, editRefusalOf, verdictOf } from './edit-verdict';
import { updateFoundItem } from './found-item-writes';
import { isOffline } from './network';
import { OperationError } from './operation-error';
import { askToKeepStorage, readOutbox } from './photo-outbox';
import { sendInItemOrder } from './send-in-order';
import { EDIT_SENDER_LOCK } from './sender-lock';
import { createSender, type Backoff } from './sender-loop';
import {
  cachedFoundItem,
  cachedMatch,
  dispositionBatch,
  foundEditBatch,
  type QueuedWrite,
} from './queued-writes';

/**
 * A found item's edit and its disposition, kept on the device with no network (docs/offline.md,
 * "Changing an item with no network"), and their sender.
 *
 * Online, each is the transaction it always was. Offline, it is decided on the device cache and
 * written as one batch (./queued-writes.ts) that Firestore keeps in its queue (not awaited); what
 * the clerk asked for is put in the outbox first (./edit-outbox.ts). The sender runs at app
 * start, on the `online` event, when the tab is shown again, after such a batch settles, and on
 * the retry timer: for each change of the signed-in clerk, oldest first, it waits for
 * Firestore's queue, reads the item from the server, and (./edit-verdict.ts) drops the change
 * when the server has it, sends it again through the online transaction when it does not, or
 * keeps it refused with the reason. A network failure waits, twice as long each time, up to five
 * minutes.
 */

class Refused extends Error {
  constructor(readonly reason: EditRefusalReason) {
    super(reason);
  }
}

function online(): boolean {
  return !isOffline();
}

/** The change as its outbox entry: `label` names the item as the clerk last saw it. */
function entryOf(
  actor: Actor,
  item: FoundItem,
  label: { itemType: string; itemName: string },
  change: Pick<QueuedEdit, 'kind' | 'changes'> | Pick<QueuedDisposition, 'kind' | 'input'>,
  entryId: string,
): OutboxEdit {
  return {
    ...change,
    id: entryId,
    itemId: item.id,
    collection: 'found-items',
    hotelId: item.hotelId,
    owner: auth.currentUser?.uid ?? actor.uid,
    actor,
    label: { itemType: label.itemType, itemName: label.itemName },
    createdAt: Date.now(),
    state: 'waiting',
    attempts: 0,
  };
}

/** Puts the change in the outbox, then the batch in Firestore's queue; resolves without the server. */
async function queue(entry: OutboxEdit, { batch }: QueuedWrite): Promise<void> {
  await addEdit(entry);
  void askToKeepStorage();
  void batch
    .commit()
    // The server has it: it leaves the outbox now, not only at the sender's next read.
    .then(() => removeEdit(entry.id))
    .catch((error: unknown) => console.warn('Outbox: a change was not accepted', entry.id, error))
    .then(() => sendEdits());
}

/** Saves a found item's edit: the transaction online; offline, kept on the device and queued. */
export async function saveFoundEdit(
  actor: Actor,
  id: string,
  edit: Partial<FoundItemEdit>,
): Promise<void> {
  if (!isOffline()) return updateFoundItem(db, actor, id, edit);
  const item = await cachedFoundItem(db, id);
  // Only what the clerk changed is written: the form holds every field as this device last saw
  // it, and writing them all would undo what someone else changed on the server meanwhile.
  const changes = changedFields(item, edit);
  if (Object.keys(changes).length === 0) return;
  const match = await cachedMatch(db, item.matchId);
  const write = foundEditBatch(db, actor, item, match, changes);
  const entry = entryOf(
    actor,
    item,
    { ...item, ...edit },
    { kind: 'edit', changes },
    write.entryId,
  );
  await queue(entry, write);
}

/** Records a disposition: the transaction online; offline, kept on the device and queued. */
export async function saveDisposition(
  actor: Actor,
  id: string,
  input: DispositionInput,
): Promise<void> {
  if (!isOffline()) return disposeFoundItem(db, actor, id, input);
  const item = await cachedFoundItem(db, id);
  const write = dispositionBatch(db, actor, item, input);
  await queue(entryOf(actor, item, item, { kind: 'disposition', input }, write.entryId), write);
}

const sender = createSender(sendAll, {
  lock: EDIT_SENDER_LOCK,
  onError: (error) => console.warn('Outbox: changes could not be sent', error),
});

/** Sends the waiting changes now (or after the current run). Resolves when this run is over. */
export const sendEdits = sender.send;

/** Sends now and whenever the network comes back or the tab is shown again (once per page). */
export const startEditSender = sender.start;

async function refuse(entry: OutboxEdit, reason: EditRefusalReason, error?: unknown) {
  await updateEdit(entry.id, {
    state: 'refused',
    reason,
    detail: error instanceof Error ? error.message : undefined,
    attempts: entry.attempts + 1,
  });
}

async function sendAll({ retryLater, sent }: Backoff): Promise<void> {
  const user = auth.currentUser;
  if (!user || user.isAnonymous || !online()) return;
  const mine = (await readEdits()).filter(
    (entry) => entry.owner === user.uid && entry.state === 'waiting',
  );
  if (mine.length === 0) return;
  try {
    // A fresh sign-in token: an account disabled or revoked while offline shows here.
    await user.getIdToken(true);
  } catch (error) {
    const reason = editRefusalOf(error);
    if (reason !== 'account') return retryLater();
    for (const entry of mine) await refuse(entry, reason, error);
    return;
  }
  const outcome = await sendInItemOrder(
    mine,
    sendOne,
    async (entry, error) => {
      const reason = error instanceof Refused ? error.reason : editRefusalOf(error);
      console.warn('Outbox: sending a change failed', entry.id, error);
      if (reason) {
        await refuse(entry, reason, error instanceof Refused ? undefined : error);
        return 'refused';
      }
      await updateEdit(entry.id, { attempts: entry.attempts + 1 });
      return 'later';
    },
    online,
  );
  if (outcome === 'later') return retryLater();
  sent();
}

/** One change; `later` are the clerk's changes waiting after it (its item's are compared). */
async function sendOne(entry: OutboxEdit, later: OutboxEdit[]): Promise<void> {
  // Firestore's queue (the batch, and anything before it) goes first.
  await waitForPendingWrites(db);
  const snapshot = await getDocFromServer(doc(db, entry.collection, entry.itemId));
  const server = snapshot.exists() ? toFoundItem(snapshot.id, snapshot.data()) : null;
  // An item registered offline whose create the registrations' sender has still to send (or send
  // again): not missing yet, so the change waits for it.
  if (!server) {
    const registration = (await readOutbox()).items.find((item) => item.itemId === entry.itemId);
    // Its registration refused: the change waits for the clerk too (sent again or discarded).
    if (registration?.state === 'refused') throw new Refused('registration');
    if (registration) throw new Error('The item itself is still waiting to be sent');
  }
  // Waiting entries only: one that arrived meanwhile (its commit resolved) is no longer compared.
  const kept = new Set((await readEdits()).map((other) => other.id));
  if (!kept.has(entry.id)) return;
  const verdict = verdictOf(
    entry,
    server,
    later.filter((other) => kept.has(other.id)),
  );
  if (verdict.kind === 'refused') throw new Refused(verdict.reason);
  if (verdict.kind === 'send') {
    if (entry.kind === 'edit')
      await updateFoundItem(db, entry.actor, entry.itemId, verdict.changes ?? entry.changes);
    else await disposeFoundItem(db, entry.actor, entry.itemId, entry.input);
  }
  await removeEdit(entry.id);
}

/** The signed-in clerk's own change `id` (another account's on this browser is not theirs). */
async function ownEdit(id: string): Promise<OutboxEdit> {
  const entry = (await readEdits()).find((edit) => edit.id === id);
  if (!entry || entry.owner !== auth.currentUser?.uid)
    throw new OperationError('permission-denied', 'outbox.notYourChange');
  return entry;
}

/** The clerk sends a refused change again (after the cause is fixed). */
export async function retryRefusedEdit(id: string): Promise<void> {
  await ownEdit(id);
  await updateEdit(id, { state: 'waiting', reason: undefined, detail: undefined });
  await sendEdits();
}

/** The clerk discards a refused change: it leaves the device (the server never had it). */
export async function discardRefusedEdit(id: string): Promise<void> {
  await ownEdit(id);
  await removeEdit(id);
}
