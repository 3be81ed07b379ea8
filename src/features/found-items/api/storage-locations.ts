import { distinctStorageLocations } from '@/domain/labels';
import { db } from '@/firebase/app';
import { fetchHotelQuery } from '@/firebase/hotel-queries';
import { useLoad } from '@/hooks/use-load';

/** How many of the hotel's latest found items are read for their storage locations. */
const RECENT_ITEMS = 100;

/**
 * The storage locations the hotel used on its latest found items, newest first: the
 * found list's query, narrowed to its newest RECENT_ITEMS.
 */
async function fetchRecentStorageLocations(hotelId: string): Promise<string[]> {
  const items = await fetchHotelQuery(db, 'foundItems', hotelId, { max: RECENT_ITEMS });
  return distinctStorageLocations(items.map((item) => item.storageLocation));
}

const NONE: string[] = [];

/** Suggestions only: empty while they load, and when the read fails. */
export function useRecentStorageLocations(hotelId: string): string[] {
  const recent = useLoad(hotelId, () => fetchRecentStorageLocations(hotelId));
  return recent.data ?? NONE;
}
