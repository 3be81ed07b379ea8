import {
  doc,
  getDocFromCache,
  writeBatch,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { DispositionInput } from '@/domain/disposition';
import { foundItemDerived, type Actor } from '@/domain/documents';
import type { FoundItem, Match } from '@/domain/entities';
import { matchSummaryOfFound } from '@/domain/match-summary';
import { toFoundItem } from '@/domain/records';
import { toMatch } from '@/domain/records-match';
import type { FoundItemEdit } from '@/domain/schemas/found-item';
import { withActivity } from './activity';
import { dispositionTransition } from './disposition-writes';
import { sameValue } from './edit-verdict';
import { writeEdit } from './item-writes';
import { NeedsNetworkError } from './network';
import { OperationError } from './operation-error';

/**
 * The offline form of a found item's edit and of a disposition (docs/offline.md): the same
 * documents, fields and activity entry as the online transaction (item-writes.ts `writeEdit`,
 * disposition-writes.ts `dispositionTransition`), as a write batch decided on the device cache.
 * Nothing here commits: the caller records the batch in the outbox first (./edit-outbox.ts).
 * No import of ./app, so the rules tests build the very batch the app writes.
 */

export interface QueuedWrite {
  batch: WriteBatch;
  /** The activity entry's id: the item's lastActivityId once the server has the batch. */
  entryId: string;
}

/**
 * The found item as this device has it (its pending writes included). Not on the device: the
 * write needs the network (NeedsNetworkError); deleted or missing: itemNotFound.
 */
export async function cachedFoundItem(db: Firestore, id: string): Promise<FoundItem> {
  const snapshot = await getDocFromCache(doc(db, 'found-items', id)).catch(() => {
    throw new NeedsNetworkError();
  });
  if (!snapshot.exists() || snapshot.get('deleted') === true)
    throw new OperationError('not-found', 'itemNotFound');
  return toFoundItem(snapshot.id, snapshot.data());
}

/** The item's match when the device has it, else null (its summary then is not written). */
export async function cachedMatch(db: Firestore, id: string | null): Promise<Match | null> {
  if (!id) return null;
  try {
    const snapshot = await getDocFromCache(doc(db, 'matches', id));
    return snapshot.exists() ? toMatch(snapshot.id, snapshot.data()) : null;
  } catch {
    return null;
  }
}

/**
 * A found item's edit (fields, storage location, the kept photos) as a batch. `changes` holds
 * only the fields the clerk changed (edit-verdict.ts `changedFields`): the batch writes those,
 * the derived fields (search index, retention group) only when they change with them, and the
 * match's summary only when it changes. The device's copy may be older than the server's, so
 * nothing the clerk did not change is written from it.
 */
export function foundEditBatch(
  db: Firestore,
  actor: Actor,
  item: FoundItem,
  match: Match | null,
  changes: Partial<FoundItemEdit>,
): QueuedWrite {
  const batch = writeBatch(db);
  const edited = { ...item, ...changes };
  const summaryChanged = !sameValue(matchSummaryOfFound(item), matchSummaryOfFound(edited));
  const entryId = writeEdit<FoundItem>(
    batch,
    db,
    actor,
    { collection: 'found-items', id: item.id },
    item,
    summaryChanged ? match : null,
    (found) => ({ found: matchSummaryOfFound(found) }),
    (found) => changedDerived(foundItemDerived(item), foundItemDerived(found)),
    changes,
  );
  return { batch, entryId };
}

/** The derived values that differ from the ones the item's own fields give. */
export function changedDerived(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !sameValue(value, before[key])),
  );
}

/** A disposition (returned, donated, destroyed) as a batch; OperationError when not allowed. */
export function dispositionBatch(
  db: Firestore,
  actor: Actor,
  item: FoundItem,
  input: DispositionInput,
): QueuedWrite {
  const { update, ...change } = dispositionTransition(actor, item, input);
  const batch = writeBatch(db);
  const entryId = withActivity(
    batch,
    db,
    actor,
    { ...change, target: { collection: 'found-items', id: item.id }, hotelId: item.hotelId },
    { update },
  );
  return { batch, entryId };
}
