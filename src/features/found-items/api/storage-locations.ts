import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { distinctStorageLocations } from '@/domain/labels';
import { db } from '@/firebase/app';

/** How many of the hotel's latest found items are read for their storage locations. */
const RECENT_ITEMS = 100;

/**
 * The storage locations the hotel used on its latest found items, newest first (issue 17): one
 * read-only query, the same shape (and index) as the found list. Suggestions only: a failure
 * leaves the list empty.
 */
export async function fetchRecentStorageLocations(hotelId: string): Promise<string[]> {
  const snapshot = await getDocs(
    query(
      collection(db, 'found-items'),
      where('hotelId', '==', hotelId),
      where('deleted', '==', false),
      orderBy('createdAt', 'desc'),
      limit(RECENT_ITEMS),
    ),
  );
  return distinctStorageLocations(
    snapshot.docs.map((document) => {
      const value: unknown = document.get('storageLocation');
      return typeof value === 'string' ? value : '';
    }),
  );
}

export function useRecentStorageLocations(hotelId: string): string[] {
  const [locations, setLocations] = useState<string[]>([]);
  useEffect(() => {
    let active = true;
    fetchRecentStorageLocations(hotelId).then(
      (values) => active && setLocations(values),
      (error: unknown) => console.warn('Could not read recent storage locations', error),
    );
    return () => {
      active = false;
    };
  }, [hotelId]);
  return locations;
}
