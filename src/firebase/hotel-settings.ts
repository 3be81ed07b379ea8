import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from './app';

/**
 * Writes settings of hotels/{hotelId} by field path (`{ retention: {...} }` becomes
 * `settings.retention`), so the other settings stay as they are, and records the time in
 * settings.updatedAt (spec §4). The rules check each setting's shape and that the writer is an
 * admin of the hotel.
 */
export function updateHotelSettings(
  hotelId: string,
  settings: Record<string, unknown>,
): Promise<void> {
  const fields: Record<string, unknown> = { 'settings.updatedAt': serverTimestamp() };
  for (const [key, value] of Object.entries(settings)) fields[`settings.${key}`] = value;
  return updateDoc(doc(db, 'hotels', hotelId), fields);
}
