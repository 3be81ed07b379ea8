import type { FoundItem } from '@/domain/entities';
import { db } from '@/firebase/app';
import { subscribeFoundItems } from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

/** Every (non-deleted) found item of the hotel, newest first, live. */
export function useFoundItems(hotelId: string): LiveState<FoundItem[]> {
  return useSubscription(`found-items:${hotelId}`, (ok, fail) =>
    subscribeFoundItems(db, hotelId, ok, fail),
  );
}
