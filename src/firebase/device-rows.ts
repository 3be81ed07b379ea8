import { cacheOwner, clearPending, DEVICE_ROWS_PREFIX as PREFIX, storage } from './device-cache';

/**
 * The first page of a list as the server last sent it, kept in localStorage for the staff member
 * whose Firestore cache this browser keeps (./device-cache), so that a reload or a second tab can
 * show it before Firestore has started its own cache (IndexedDB, its multi-tab lease, then a scan
 * of every stored document of the collection). Marked "from this device" like Firestore's own
 * copy until the server answers; deleted with that cache (markCacheForClearing). The privacy
 * decision is in docs/trust-model.md ("Data kept on the device").
 */

interface StoredList {
  owner: string;
  rows: unknown[];
}

/** Dates survive the trip through JSON (an invalid one stays invalid, a missing one null). */
const DATE = '$date';

function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  if (original instanceof Date) {
    const time = original.getTime();
    return { [DATE]: Number.isNaN(time) ? null : time };
  }
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && DATE in value && Object.keys(value).length === 1) {
    const time = (value as Record<string, unknown>)[DATE];
    return new Date(typeof time === 'number' ? time : Number.NaN);
  }
  return value;
}

/** Whether `uid` owns this browser's device cache now (not while it waits to be deleted). */
const owns = (uid: string) => cacheOwner() === uid && !clearPending();

/** Keeps `rows` (the server's, newest first) as list `list`'s first page for `uid`. */
export function keepRows(uid: string, list: string, rows: readonly unknown[]): void {
  const store = storage();
  if (!store || !owns(uid)) return;
  const stored: StoredList = { owner: uid, rows: [...rows] };
  try {
    store.setItem(PREFIX + list, JSON.stringify(stored, replacer));
  } catch {
    // Storage full or refused: the next open waits for Firestore's own cache, as before.
    store.removeItem(PREFIX + list);
  }
}

/** List `list`'s rows as last kept for `uid`, or null (none, another owner's, or unreadable). */
export function keptRows<T>(uid: string, list: string): T[] | null {
  const store = storage();
  if (!store || !owns(uid)) return null;
  try {
    const text = store.getItem(PREFIX + list);
    if (text === null) return null;
    const stored = JSON.parse(text, reviver) as Partial<StoredList>;
    return stored.owner === uid && Array.isArray(stored.rows) ? (stored.rows as T[]) : null;
  } catch {
    return null;
  }
}
