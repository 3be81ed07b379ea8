import type { FoundItem } from '@/domain/entities';
import type { FoundItemEdit } from '@/domain/schemas/found-item';
import type { EditRefusalReason, OutboxEdit } from './edit-outbox';

/**
 * The pure part of sending a change made offline (./edit-sender.ts): what the clerk changed, and,
 * with the item as the server has it once Firestore's queue is sent, whether the change is there,
 * is to be sent again (through the online transaction), or cannot be (kept with the reason).
 * Whether the batch itself arrived cannot always be told after a reload (a refused batch is
 * rolled back silently, and staff may not read activity entries), so the question is whether the
 * server has what the clerk asked for.
 */

/** Structural equality of stored values (strings, numbers, booleans, null, lists, plain maps). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, index) => sameValue(value, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/** The fields of `edit` whose value differs from the item's. */
export function changedFields(
  item: FoundItem,
  edit: Partial<FoundItemEdit>,
): Partial<FoundItemEdit> {
  const current = item as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(edit).filter(([key, value]) => !sameValue(value, current[key])),
  );
}

export type Verdict =
  /** The server has the change: it leaves the outbox. */
  | { kind: 'arrived' }
  /**
   * The server does not have it and may take it: sent again, as the online transaction. For an
   * edit, `changes` are the fields to send (those no later waiting edit of the item changes).
   */
  | { kind: 'send'; changes?: Partial<FoundItemEdit> }
  /** It cannot arrive as it is: kept, refused with the reason, until the clerk acts. */
  | { kind: 'refused'; reason: EditRefusalReason };

/**
 * The change against the item as the server has it (null: there is no such item), and the
 * item's changes made after it that still wait on this device (`later`, oldest first).
 *
 * Firestore sends its queue in order, so the item pointing at this change's entry or at a later
 * waiting one's means this change's batch arrived. Otherwise an edit has arrived when the item
 * holds every changed field that no later waiting edit changes again (those are the later edit's
 * to send: comparing them here would send the older value back over the newer); a disposition
 * when the item carries that disposition signed by the same clerk.
 */
export function verdictOf(
  entry: OutboxEdit,
  server: FoundItem | null,
  later: readonly OutboxEdit[] = [],
): Verdict {
  if (!server || server.deleted) return { kind: 'refused', reason: 'deleted' };
  const after = later.filter((other) => other.itemId === entry.itemId && other.id !== entry.id);
  const pointed = server.lastActivityId;
  if (pointed === entry.id || after.some((other) => other.id === pointed))
    return { kind: 'arrived' };
  if (entry.kind === 'edit') {
    const overridden = new Set(
      after.flatMap((other) => (other.kind === 'edit' ? Object.keys(other.changes) : [])),
    );
    const stored = server as unknown as Record<string, unknown>;
    const missing = Object.entries(entry.changes).filter(
      ([key, value]) => !overridden.has(key) && !sameValue(value, stored[key]),
    );
    return missing.length === 0
      ? { kind: 'arrived' }
      : { kind: 'send', changes: Object.fromEntries(missing) };
  }
  const disposition = server.disposition;
  if (
    server.status === entry.input.kind &&
    disposition?.kind === entry.input.kind &&
    disposition.byUid === entry.owner
  )
    return { kind: 'arrived' };
  if (server.status === 'pending' && server.matchId === null) return { kind: 'send' };
  return { kind: 'refused', reason: 'state' };
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * A failure the server will repeat, as the clerk's reason; null for one worth trying again later
 * (the network). The registration's sender (./outbox-sender.ts) decides the same way; the two
 * states an edit adds are a deleted item and one whose state no longer allows the change.
 */
export function editRefusalOf(error: unknown): EditRefusalReason | null {
  const code = codeOf(error);
  if (['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found'].includes(code))
    return 'account';
  if (code.endsWith('permission-denied')) return 'permission';
  if (code.endsWith('invalid-argument')) return 'invalid';
  if (code === 'not-found') return 'deleted';
  if (code === 'precondition' || code.endsWith('failed-precondition')) return 'state';
  return null;
}
