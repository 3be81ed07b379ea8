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
import {
  fetchFoundCandidates,
  fetchLostCandidates,
  subscribeMatch,
} from '@/firebase/subscriptions';
import { useSubscription, type LiveState } from '@/hooks/use-subscription';

export function useMatch(id: string): LiveState<Match | null> {
  return useSubscription(`match:${id}`, (ok, fail) => subscribeMatch(db, id, ok, fail));
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
  lostCandidates: (hotelId: string) => fetchLostCandidates(db, hotelId),
  foundCandidates: (hotelId: string) => fetchFoundCandidates(db, hotelId),
};
