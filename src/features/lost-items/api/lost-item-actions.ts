import type { Actor } from '@/domain/documents';
import { db } from '@/firebase/app';
import type { LostItemEdit } from '@/domain/schemas/lost-item';
import { deleteLostItem, markUnread, updateLostItem } from '@/firebase/lost-item-writes';
import { markViewed } from '@/firebase/item-writes';
import { unmatch } from '@/firebase/match-writes';
import { verifyGuestEmail } from '@/firebase/callables';
import { invalidating } from '@/lib/query-client';
import { changedBy } from '@/lib/query-keys';

export const lostItemActions = {
  markViewed: (actor: Actor, id: string) => markViewed(db, actor, 'lost-items', id),
  markUnread: (actor: Actor, id: string) => markUnread(db, actor, id),
  remove: invalidating(changedBy.itemMove, (actor: Actor, id: string) =>
    deleteLostItem(db, actor, id),
  ),
  update: invalidating(changedBy.itemEdit, (actor: Actor, id: string, edit: LostItemEdit) =>
    updateLostItem(db, actor, id, edit),
  ),
  unmatch: invalidating(changedBy.itemMove, (actor: Actor, matchId: string) =>
    unmatch(db, actor, matchId),
  ),
  /** Staff verified the guest's email address another way (docs/trust-model.md). */
  verifyEmail: (id: string) => verifyGuestEmail({ itemId: id }),
};
