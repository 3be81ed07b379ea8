import type { Match, PackageSize } from '@/domain/entities';
import type { Carrier } from '@/domain/tracking';
import type { Actor } from '@/domain/documents';
import { db } from '@/firebase/app';
import { markPaid } from '@/firebase/shipping-writes';
import { closeMatchPickedUp, confirmMatch } from '@/firebase/callables';
import type { PickupRequest } from '@/domain/disposition';
import {
  createMatch,
  holdMatch,
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
  /** Issue 17: closed in person instead of shipped (both items returned). */
  pickUp: (request: PickupRequest) => closeMatchPickedUp(request),
  hold: (actor: Actor, matchId: string) => holdMatch(db, actor, matchId),
  release: (actor: Actor, matchId: string) => releaseHold(db, actor, matchId),
  ship: (
    actor: Actor,
    matchId: string,
    shipping?: { carrier: Carrier | null; trackingNumber: string; agreedByPhone?: boolean },
  ) => markShipped(db, actor, matchId, shipping),
  markPaid: (actor: Actor, matchId: string) => markPaid(db, actor, matchId),
  unmatch: (actor: Actor, matchId: string) => unmatch(db, actor, matchId),
  setPackage: (
    actor: Actor,
    matchId: string,
    packageSize: PackageSize,
    packageWeight: number | null,
  ) => updatePackageDetails(db, actor, matchId, { packageSize, packageWeight }),
  create: (actor: Actor, lostItemId: string, foundItemId: string) =>
    createMatch(db, actor, { lostItemId, foundItemId }),
  lostCandidates: (hotelId: string) => fetchHotelQuery(db, 'lostCandidates', hotelId),
  foundCandidates: (hotelId: string) => fetchHotelQuery(db, 'foundCandidates', hotelId),
};
