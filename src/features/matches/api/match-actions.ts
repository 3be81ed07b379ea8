import type { Match } from '@/domain/entities';
import type { Actor } from '@/domain/documents';
import type { PackageChoice } from '@/domain/schemas/package-choice';
import type { ShippingInput } from '@/domain/schemas/shipping';
import { db } from '@/firebase/app';
import { closeMatchPickedUp, confirmMatch } from '@/firebase/callables';
import type { PickupRequest } from '@/domain/disposition';
import {
  createMatch,
  holdMatch,
  markPaid,
  markShipped,
  releaseHold,
  unmatch,
  updatePackageDetails,
} from '@/firebase/match-writes';
import { fetchHotelQuery } from '@/firebase/subscriptions';
import { useDocument } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';

export function useMatch(id: string): LiveState<Match | null> {
  return useDocument('match', id);
}

export const matchActions = {
  confirm: (matchId: string) => confirmMatch({ matchId }),
  /** Closed in person instead of shipped (both items returned). */
  pickUp: (request: PickupRequest) => closeMatchPickedUp(request),
  hold: (actor: Actor, matchId: string) => holdMatch(db, actor, matchId),
  release: (actor: Actor, matchId: string) => releaseHold(db, actor, matchId),
  ship: (actor: Actor, matchId: string, shipping?: ShippingInput) =>
    markShipped(db, actor, matchId, shipping),
  markPaid: (actor: Actor, matchId: string) => markPaid(db, actor, matchId),
  unmatch: (actor: Actor, matchId: string) => unmatch(db, actor, matchId),
  /**
   * Saves the picker's choice with the postage to the destination; resolves whether it was
   * saved. Spec §5: without a destination nothing is saved, and that is only logged.
   */
  savePackage: async (actor: Actor, matchId: string, choice: PackageChoice) => {
    const result = await updatePackageDetails(db, actor, matchId, choice);
    if (!result.saved)
      console.warn('Package details not saved: the lost item has no destination country');
    return result.saved;
  },
  create: (actor: Actor, lostItemId: string, foundItemId: string) =>
    createMatch(db, actor, { lostItemId, foundItemId }),
  lostCandidates: (hotelId: string) => fetchHotelQuery(db, 'lostCandidates', hotelId),
  foundCandidates: (hotelId: string) => fetchHotelQuery(db, 'foundCandidates', hotelId),
};
