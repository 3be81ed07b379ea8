import {
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { A, BUCKET, DAY, emailOf, type Role, type World } from './rules';

/**
 * What the security-rules tests write and seed as the app does: photo URLs, a match's item
 * summaries, a seeded match, and the write path of src/firebase/activity.ts (a change and its
 * activity entry in one batch).
 */

/** Download URL of a photo in an item's folder, as the Storage emulator or production give it. */
export function photoUrl(
  itemId: string,
  options: {
    collection?: string;
    hotelId?: string;
    host?: string;
    bucket?: string;
    n?: number;
  } = {},
) {
  const {
    collection: folder = 'lost-items',
    hotelId = A,
    host = 'http://127.0.0.1:9199',
    bucket = BUCKET,
    n = 1,
  } = options;
  const path = encodeURIComponent(`${folder}/${hotelId}/${itemId}/171000000${n}-photo.jpg`);
  return `${host}/v0/b/${bucket}/o/${path}?alt=media&token=0b6c1a2e-1111-4c1e-9a55-2f1c8e0d9f00`;
}

/** A stored document as the tests read it back: its fields are not typed. */
type Fields = Record<string, unknown>;

export function lostSummary(l: Fields) {
  return {
    itemType: l.itemType,
    itemName: l.itemName,
    firstName: l.firstName,
    surname: l.surname,
    email: l.email,
    country: l.country,
    language: l.language,
    imageUrl: (l.imageUrls as string[])[0] ?? null,
  };
}

export function foundSummary(f: Fields) {
  return {
    itemType: f.itemType,
    itemName: f.itemName,
    dateFound: f.dateFound,
    imageUrl: (f.imageUrls as string[])[0] ?? null,
  };
}

/** A match of two items of `world`, matched on DAY by adminA, with its items' summaries. */
export function matchData(
  world: World,
  hotelId: string,
  lostItemId: string,
  foundItemId: string,
  overrides: DocumentData = {},
) {
  const lost = world[`lost-items/${lostItemId}`];
  const found = world[`found-items/${foundItemId}`];
  return {
    hotelId,
    lostItemId,
    foundItemId,
    status: 'matched',
    matchedAt: DAY,
    createdAt: DAY,
    updatedAt: DAY,
    confirmedAt: null,
    onHoldAt: null,
    shippedAt: null,
    packageSize: null,
    packageWeight: null,
    postageCost: null,
    destinationCountry: (lost.country as string) || null,
    createdBy: 'adminA',
    found: foundSummary(found),
    lost: lostSummary(lost),
    notificationQueued: false,
    lastActivityId: '',
    ...overrides,
  };
}

const TARGET_TYPES: Record<string, string> = {
  'lost-items': 'lost-item',
  'found-items': 'found-item',
  matches: 'match',
};
let entryCounter = 0;

/** A change of one document, as recorded in its activity entry. */
export interface Recorded {
  collection: 'lost-items' | 'found-items' | 'matches';
  id: string;
  hotelId?: string;
  action: string;
  from?: string | null;
  to?: string | null;
  details?: DocumentData;
  /** Overrides of the entry (forgeries). */
  entry?: DocumentData;
  entryId?: string;
}

/** Adds a change and its activity entry to `batch`; returns the entry's id. */
export function record(
  batch: WriteBatch,
  db: Firestore,
  role: Role,
  change: Recorded,
  write: { update: DocumentData } | { create: DocumentData } | { delete: true },
): string {
  const entryId =
    change.entryId ??
    ('delete' in write ? `unmatched-${change.id}` : `${change.action}-${++entryCounter}`);
  batch.set(doc(db, 'activity', entryId), {
    hotelId: change.hotelId ?? A,
    targetType: TARGET_TYPES[change.collection],
    targetId: change.id,
    action: change.action,
    from: change.from ?? null,
    to: change.to ?? null,
    actorUid: role,
    actorEmail: emailOf(role),
    at: serverTimestamp(),
    ...(change.details ? { details: change.details } : {}),
    ...change.entry,
  });
  const ref = doc(db, change.collection, change.id);
  const stamped = { updatedAt: serverTimestamp(), lastActivityId: entryId };
  if ('delete' in write) batch.delete(ref);
  else if ('create' in write) batch.set(ref, { ...write.create, ...stamped });
  else batch.update(ref, { ...write.update, ...stamped });
  return entryId;
}

/** One update and its activity entry, in a batch of their own. */
export function single(
  db: Firestore,
  role: Role,
  change: Recorded,
  update: DocumentData,
): Promise<void> {
  const batch = writeBatch(db);
  record(batch, db, role, change, { update });
  return batch.commit();
}
