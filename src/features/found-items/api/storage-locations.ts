import { useQuery } from '@tanstack/react-query';
import { distinctStorageLocations } from '@/domain/labels';
import { db } from '@/firebase/app';
import { fetchHotelQuery } from '@/firebase/hotel-queries';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

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

/**
 * Suggestions only: empty while they load, and when the read fails. Read again when shown after
 * 10 minutes (other staff's new places); what this browser saves is added to them at once
 * (rememberStorageLocation).
 */
export function useRecentStorageLocations(hotelId: string): string[] {
  const recent = useQuery({
    queryKey: queryKeys.storageLocations.of(hotelId),
    queryFn: () => fetchRecentStorageLocations(hotelId),
    staleTime: 10 * 60 * 1000,
  });
  return recent.data ?? NONE;
}

/**
 * A found item saved with `place`: first among the suggestions already read, without reading
 * them again (the next form of an intake session offers it at once).
 */
export function rememberStorageLocation(hotelId: string, place: string): void {
  queryClient.setQueryData<string[]>(
    queryKeys.storageLocations.of(hotelId),
    (list) => list && distinctStorageLocations([place, ...list]),
  );
}
