import type { LostItem } from '@/domain/entities';
import { useDocument } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';

/**
 * One lost item, live; null when it does not exist (or was deleted). `ready` waits for Firebase
 * Auth to restore a guest's session, without which the rules refuse the read.
 */
export function useLostItem(id: string, ready = true): LiveState<LostItem | null> {
  return useDocument('lostItem', ready ? id : null, (item) => !item.deleted);
}
