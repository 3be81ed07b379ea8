import { doc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from './app';
import type { OnError, Unsubscribe } from './listen';
import { requireNetwork } from './network';

/**
 * Writes settings of hotels/{hotelId} by field path (`{ retention: {...} }` becomes
 * `settings.retention`), so the other settings stay as they are, and records the time in
 * settings.updatedAt (spec §4). The rules check each setting's shape and that the writer is an
 * admin of the hotel. With no network it fails at once (NeedsNetworkError, ./network.ts): the
 * settings screens wait for the server's answer, and would otherwise wait until the network is back.
 */
export async function updateHotelSettings(
  hotelId: string,
  settings: Record<string, unknown>,
): Promise<void> {
  const fields: Record<string, unknown> = { 'settings.updatedAt': serverTimestamp() };
  for (const [key, value] of Object.entries(settings)) fields[`settings.${key}`] = value;
  requireNetwork();
  await updateDoc(doc(db, 'hotels', hotelId), fields);
}

/** hotels/{hotelId}'s `settings` map as stored (undefined when absent), live. */
export function listenHotelSettings(
  hotelId: string,
  ok: (settings: Record<string, unknown> | undefined) => void,
  fail: OnError,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'hotels', hotelId),
    (snapshot) => ok(snapshot.get('settings') as Record<string, unknown> | undefined),
    fail,
  );
}
