import type { FoundItem } from '@/domain/entities';
import { db } from '@/firebase/app';
import { countHotelQuery } from '@/firebase/hotel-queries';
import { LIVE_LIST_LIMIT } from '@/firebase/hotel-query-specs';
import { useHotelQuery } from '@/hooks/use-live';
import { useLoad } from '@/hooks/use-load';
import type { LiveState } from '@/hooks/use-subscription';

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
  const count = useLoad(
    complete || items.status !== 'success' ? null : `${hotelId}:${loaded}:${items.data[0]?.id}`,
    () => countHotelQuery(db, 'foundItems', hotelId),
  );
  return { items, total: complete ? loaded : (count.data ?? null) };
}
