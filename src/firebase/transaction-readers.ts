import { doc, type DocumentData, type Firestore, type Transaction } from 'firebase/firestore';
import type { FoundItem, ItemCollection, LostItem, Match } from '@/domain/entities';
import type { PaymentSettings } from '@/domain/postage-payment';
import { toFoundItem, toHotel, toLostItem } from '@/domain/records';
import { toMatch } from '@/domain/records-match';
import { OperationError } from './operation-error';

/**
 * The reads a write transaction starts with (runTransition, editItem, the match and disposition
 * writes): the live item or match through its converter, or a not-found OperationError.
 */

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
export const readerOf = (
  collectionName: ItemCollection,
): ((tx: Transaction, db: Firestore, id: string) => Promise<LostItem | FoundItem>) =>
  collectionName === 'lost-items' ? readLost : readFound;

export async function readMatch(tx: Transaction, db: Firestore, id: string): Promise<Match> {
  const snapshot = await tx.get(doc(db, 'matches', id));
  if (!snapshot.exists()) throw new OperationError('not-found', 'matchNotFound');
  return toMatch(snapshot.id, snapshot.data());
}

/**
 * The match to ship with its hotel's payment setting: shipping waits for the "paid" mark unless
 * the hotel waived payment (src/domain/postage-payment.ts postageSettled; the rules check it too).
 */
export async function readToShip(
  tx: Transaction,
  db: Firestore,
  id: string,
): Promise<Match & { payment: PaymentSettings | null }> {
  const match = await readMatch(tx, db, id);
  const hotel = await tx.get(doc(db, 'hotels', match.hotelId));
  return {
    ...match,
    payment: hotel.exists() ? (toHotel(hotel.id, hotel.data()).settings.payment ?? null) : null,
  };
}
