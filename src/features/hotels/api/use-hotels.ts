import { db } from '@/firebase/app';
import { subscribeHotels } from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

export interface HotelListEntry {
  id: string;
  displayName: string;
}

/** All hotels, sorted by displayName, kept live. */
export function useHotels(): LiveState<HotelListEntry[]> {
  return useSubscription('hotels', (onData, onError) =>
    subscribeHotels(
      db,
      (hotels) => onData(hotels.map(({ id, displayName }) => ({ id, displayName }))),
      onError,
    ),
  );
}
