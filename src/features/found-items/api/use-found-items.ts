import type { FoundItem } from '@/domain/entities';
import { useHotelQuery } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';

/** Every (non-deleted) found item of the hotel, newest first, live. */
export function useFoundItems(hotelId: string): LiveState<FoundItem[]> {
  return useHotelQuery('foundItems', hotelId);
}
