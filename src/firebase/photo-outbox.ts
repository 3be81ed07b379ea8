import type { Actor } from '@/domain/documents';
import type { FoundItemWrite } from '@/domain/schemas/found-item';

/**
 * The outbox on this device (docs/offline.md): what a clerk registered that the server has not
 * confirmed yet. Firestore's own queue of pending writes (its persistent device cache,
 * ./device-cache.ts) carries the item's document; this keeps, in IndexedDB, what Firestore
 * cannot: the photos (the scaled-down image and the slot it was given), and a copy of the item's
 * fields, so that an item the server refuses stays on the device with the reason until the clerk
 * sends it again or discards it. It survives reloads, closed tabs and browser restarts; it belongs
 * to the staff member who made it (`owner`), is sent only while they are signed in, and is
 * deleted with the device cache on sign-out.
 */

export const OUTBOX_DB = 'lostAndFound.outbox';
// Version 2 added the `edits` store (./edit-outbox.ts); the upgrade keeps the other stores.
const VERSION = 2;
const ITEMS = 'items';
const PHOTOS = 'photos';
export const EDITS = 'edits';

/** Why the server refused an entry: shown to the clerk (outbox.reason.* in the locales). */
export type RefusalReason = 'permission' | 'account' | 'deleted' | 'invalid' | 'other';

export interface OutboxItem {
  /** The item's id, made on the device (the key). */
  itemId: string;
  collection: 'found-items';
  hotelId: string;
  /** The staff member who registered it: only they send it. */
  owner: string;
  actor: Actor;
  fields: FoundItemWrite;
  /** The photo slots named for it, in order (firestore.rules' photoSlots). */
  slots: string[];
  /** When it was registered (ms): the outbox is sent oldest first. */
  createdAt: number;
  /** 'waiting' until the server has it and every photo; 'refused' stops until the clerk acts. */
  state: 'waiting' | 'refused';
  reason?: RefusalReason;
  /** The server's message, for the record (console and the notice's details). */
  detail?: string;
  attempts: number;
}

export interface OutboxPhoto {
  /** `${itemId}/${slot}` (the key). */
  key: string;
  itemId: string;
  slot: string;
  blob: Blob;
  createdAt: number;
  /** Its download URL once uploaded: then only the item's imageUrls are still to be written. */
  url?: string;
}

export interface OutboxSnapshot {
  items: OutboxItem[];
  photos: Omit<OutboxPhoto, 'blob'>[];
}

let opening: Promise<IDBDatabase> | null = null;

function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * How long opening the outbox waits while another tab's connection blocks the upgrade (an older
 * build still open, which closes it on `versionchange`): then it fails with OutboxBlockedError
 * rather than hang, and the next use tries again.
 */
export const OUTBOX_BLOCKED_MS = 10_000;

export class OutboxBlockedError extends Error {
  constructor() {
    super('The outbox is held open by another tab of this app: close or reload the other tabs');
    this.name = 'OutboxBlockedError';
  }
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, VERSION);
    let blocked: ReturnType<typeof setTimeout> | undefined;
    let gaveUp = false;
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ITEMS)) db.createObjectStore(ITEMS, { keyPath: 'itemId' });
      if (!db.objectStoreNames.contains(PHOTOS)) {
        const photos = db.createObjectStore(PHOTOS, { keyPath: 'key' });
        photos.createIndex('itemId', 'itemId');
      }
      if (!db.objectStoreNames.contains(EDITS)) db.createObjectStore(EDITS, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      clearTimeout(blocked);
      const db = request.result;
      // Opened after this attempt gave up: not used (the next use opens again).
      if (gaveUp) return db.close();
      // Another tab deleting the database (a sign-out) closes this connection.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      clearTimeout(blocked);
      if (gaveUp) return;
      opening = null;
      reject(request.error ?? new Error('IndexedDB refused'));
    };
    request.onblocked = () => {
      blocked ??= setTimeout(() => {
        gaveUp = true;
        opening = null;
        reject(new OutboxBlockedError());
      }, OUTBOX_BLOCKED_MS);
    };
  });
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

// Every change is told to this page's listeners and, through a BroadcastChannel, to other tabs.
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function broadcast(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(OUTBOX_DB);
  channel.onmessage = () => listeners.forEach((listener) => listener());
  return channel;
}

function changed(): void {
  listeners.forEach((listener) => listener());
  broadcast()?.postMessage('changed');
}

/** Calls `listener` after every change of the outbox (this tab's or another's). */
export function onOutboxChange(listener: () => void): () => void {
  broadcast();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Puts an item and its photos in the outbox in one transaction (before anything is sent). */
export async function addToOutbox(
  item: OutboxItem,
  photos: Omit<OutboxPhoto, 'key'>[],
): Promise<void> {
  const db = await open();
  const tx = db.transaction([ITEMS, PHOTOS], 'readwrite');
  tx.objectStore(ITEMS).put(item);
  for (const photo of photos) tx.objectStore(PHOTOS).put({ ...photo, key: photoKey(photo) });
  await done(tx);
  changed();
}

export const photoKey = (photo: { itemId: string; slot: string }) =>
  `${photo.itemId}/${photo.slot}`;

/** What waits, oldest first, without the images (for counts and lists). */
export async function readOutbox(): Promise<OutboxSnapshot> {
  if (!hasIndexedDb()) return { items: [], photos: [] };
  const db = await open();
  const tx = db.transaction([ITEMS, PHOTOS], 'readonly');
  const items = await result(tx.objectStore(ITEMS).getAll() as IDBRequest<OutboxItem[]>);
  const photos = await result(tx.objectStore(PHOTOS).getAll() as IDBRequest<OutboxPhoto[]>);
  return {
    items: items.sort((a, b) => a.createdAt - b.createdAt),
    photos: photos
      .sort((a, b) => a.createdAt - b.createdAt || a.slot.localeCompare(b.slot))
      .map(({ blob: _blob, ...rest }) => rest),
  };
}

/** The photos of one item, in slot order, with their images. */
export async function photosOf(itemId: string): Promise<OutboxPhoto[]> {
  const db = await open();
  const tx = db.transaction(PHOTOS, 'readonly');
  const photos = await result(
    tx.objectStore(PHOTOS).index('itemId').getAll(itemId) as IDBRequest<OutboxPhoto[]>,
  );
  return photos.sort((a, b) => a.createdAt - b.createdAt || a.slot.localeCompare(b.slot));
}

export async function updateItem(itemId: string, patch: Partial<OutboxItem>): Promise<void> {
  const db = await open();
  const tx = db.transaction(ITEMS, 'readwrite');
  const store = tx.objectStore(ITEMS);
  const current = (await result(store.get(itemId) as IDBRequest<OutboxItem | undefined>)) ?? null;
  if (current) store.put({ ...current, ...patch });
  await done(tx);
  changed();
}

export async function photoUploaded(key: string, url: string): Promise<void> {
  const db = await open();
  const tx = db.transaction(PHOTOS, 'readwrite');
  const store = tx.objectStore(PHOTOS);
  const current = (await result(store.get(key) as IDBRequest<OutboxPhoto | undefined>)) ?? null;
  if (current) store.put({ ...current, url });
  await done(tx);
  changed();
}

/** The item and its photos leave the outbox: sent, or discarded by the clerk. */
export async function removeItem(itemId: string): Promise<void> {
  const db = await open();
  const tx = db.transaction([ITEMS, PHOTOS], 'readwrite');
  tx.objectStore(ITEMS).delete(itemId);
  const photos = tx.objectStore(PHOTOS);
  const keys = await result(photos.index('itemId').getAllKeys(itemId));
  for (const key of keys) photos.delete(key);
  await done(tx);
  changed();
}

/** Sign-out: the outbox goes with the device cache (docs/offline.md, "Signing out"). */
export async function deleteOutbox(): Promise<void> {
  if (!hasIndexedDb()) return;
  const db = opening ? await opening.catch(() => null) : null;
  db?.close();
  opening = null;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
  changed();
}

/**
 * Asks the browser to keep this site's storage under pressure (the outbox and the device cache).
 * Chromium grants it to sites the person uses often or installed; a refusal changes nothing else.
 */
export async function askToKeepStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

// For the edits' store (./edit-outbox.ts): the same database, its transactions and its listeners.
export {
  open as openOutboxDb,
  done as outboxDone,
  result as outboxResult,
  changed as outboxChanged,
  hasIndexedDb as outboxAvailable,
};
