import type { LostItem } from '@/domain/entities';
import { db } from '@/firebase/app';
import { subscribeLostItem } from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

/**
 * One lost item, live; null when it does not exist (or was deleted). `ready` waits for Firebase
 * Auth to restore a guest's session, without which the rules refuse the read.
 */
export function useLostItem(id: string, ready = true): LiveState<LostItem | null> {
  return useSubscription(ready ? `lost-item:${id}` : null, (onData, onError) =>
    subscribeLostItem(db, id, (item) => onData(item && !item.deleted ? item : null), onError),
  );
}
