import type { FoundItem } from '@/domain/entities';
import type { Actor } from '@/firebase/activity';
import { db } from '@/firebase/app';
import { deleteFoundItem, discardFoundItem, markViewed, undoDiscard } from '@/firebase/item-writes';
import { unmatch } from '@/firebase/match-writes';
import { subscribeFoundItem } from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

export function useFoundItem(id: string): LiveState<FoundItem | null> {
  return useSubscription(`found-item:${id}`, (ok, fail) =>
    subscribeFoundItem(db, id, (item) => ok(item && !item.deleted ? item : null), fail),
  );
}

export const foundItemActions = {
  markViewed: (actor: Actor, id: string) => markViewed(db, actor, 'found-items', id),
  discard: (actor: Actor, id: string) => discardFoundItem(db, actor, id),
  undoDiscard: (actor: Actor, id: string) => undoDiscard(db, actor, id),
  remove: (actor: Actor, id: string) => deleteFoundItem(db, actor, id),
  unmatch: (actor: Actor, matchId: string) => unmatch(db, actor, matchId),
};
