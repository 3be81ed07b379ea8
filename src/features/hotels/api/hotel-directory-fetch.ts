import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { db } from '@/firebase/app';
import { hotelConverter } from '@/firebase/converters';
import type { HotelListEntry } from './use-hotels';

/** Every hotel by name, from Firestore (hotel-directory.ts imports this on demand). */
export async function fetchHotelDirectory(): Promise<HotelListEntry[]> {
  const snapshot = await getDocs(
    query(collection(db, 'hotels').withConverter(hotelConverter), orderBy('displayName', 'asc')),
  );
  return snapshot.docs.map((doc) => ({ id: doc.id, displayName: doc.data().displayName }));
}
