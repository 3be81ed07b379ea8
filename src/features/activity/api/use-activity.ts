import type { ActivityEntry } from '@/domain/activity';
import { db } from '@/firebase/app';
import { subscribeActivity } from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

export function useActivity(
  hotelId: string,
  targetId: string,
  enabled: boolean,
): LiveState<ActivityEntry[]> {
  return useSubscription(enabled ? `activity:${hotelId}:${targetId}` : null, (ok, fail) =>
    subscribeActivity(db, hotelId, targetId, ok, fail),
  );
}
