import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FoundItem } from '@/domain/entities';
import { db } from '@/firebase/app';
import { countHotelQuery } from '@/firebase/hotel-queries';
import { LIVE_LIST_LIMIT } from '@/firebase/hotel-query-specs';
import { useHotelQuery } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';
import { queryKeys } from '@/lib/query-keys';

/** The found list shows this many of the newest items at first, and this many more per step. */
export const FOUND_LIST_STEP = 100;
/** The most it shows (a live list of more costs a read per item on every open). */
export const FOUND_LIST_MAX = LIVE_LIST_LIMIT;

/**
 * The hotel's newest `size` (non-deleted) found items, live, and how many it has in all (an
 * aggregation query, read again when the list changes). The rows already shown stay while a
 * larger window loads.
 */
export function useFoundItems(
  hotelId: string,
  size: number,
): { items: LiveState<FoundItem[]>; total: number | null } {
  const items = useHotelQuery('foundItems', hotelId, { max: size });
  const loaded = items.data?.length ?? 0;
  const complete = items.status === 'success' && loaded < size;
  // Keyed by the window's size and newest item: a change in the list reads the total again
  // (the last total shown meanwhile).
  const counting = !complete && items.status === 'success';
  const count = useQuery({
    queryKey: queryKeys.counts.foundItems(hotelId, `${loaded}:${items.data?.[0]?.id ?? ''}`),
    queryFn: () => countHotelQuery(db, 'foundItems', hotelId),
    enabled: counting,
    placeholderData: keepPreviousData,
  });
  return { items, total: complete ? loaded : counting ? (count.data ?? null) : null };
}
