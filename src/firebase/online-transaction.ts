import { runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { requireNetwork } from './network';

/**
 * Firestore's runTransaction, refused at once with NeedsNetworkError when offline (a transaction
 * reads from the server: it cannot run on the device's cache).
 */
export async function onlineTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
): Promise<T> {
  requireNetwork();
  return runTransaction(db, update);
}
