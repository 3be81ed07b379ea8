import type { Match } from '@/domain/entities';
import type { Actor } from '@/domain/documents';
import type { PackageChoice } from '@/domain/schemas/package-choice';
import type { ShippingInput } from '@/domain/schemas/shipping';
import { db } from '@/firebase/app';
import { closeMatchPickedUp, confirmMatch, dismissSuggestion } from '@/firebase/callables';
import { subscribeOpenSuggestions } from '@/firebase/suggestions';
import type { Suggestion } from '@/domain/matching/suggestions';
import { useSubscription } from '@/hooks/use-subscription';
import type { PickupRequest } from '@/domain/disposition';
import {
  createMatch,
  holdMatch,
  markPaid,
  overrideShippingRefusal,
  markShipped,
  releaseHold,
  unmatch,
  updatePackageDetails,
} from '@/firebase/match-writes';
import { fetchCandidatePage, fetchPlannedCandidates } from '@/firebase/candidates';
import type { CandidatePlan } from '@/domain/matching/candidate-set';
import { useDocument } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';
import { useAfterMainRows } from '@/lib/main-rows-context';
import { invalidating } from '@/lib/query-client';
import { changedBy } from '@/lib/query-keys';

export function useMatch(id: string): LiveState<Match | null> {
  return useDocument('match', id);
}

/** The hotel's open suggested matches, best first, live. */
export function useOpenSuggestions(hotelId: string): LiveState<Suggestion[]> {
  return useSubscription(useAfterMainRows(`suggestions:${hotelId}`), (ok, fail) =>
    subscribeOpenSuggestions(db, hotelId, ok, fail),
  );
}

export const matchActions = {
  /** An admin takes a suggested pair out of the queue for good (recorded with who and when). */
  dismissSuggestion: (suggestionId: string) => dismissSuggestion({ suggestionId }),
  confirm: invalidating(changedBy.itemMove, (matchId: string) => confirmMatch({ matchId })),
  /** Closed in person instead of shipped (both items returned). */
  pickUp: invalidating(changedBy.itemMove, (request: PickupRequest) => closeMatchPickedUp(request)),
  hold: invalidating(changedBy.itemMove, (actor: Actor, matchId: string) =>
    holdMatch(db, actor, matchId),
  ),
  release: invalidating(changedBy.itemMove, (actor: Actor, matchId: string) =>
    releaseHold(db, actor, matchId),
  ),
  ship: invalidating(
    changedBy.itemMove,
    (actor: Actor, matchId: string, shipping?: ShippingInput) =>
      markShipped(db, actor, matchId, shipping),
  ),
  markPaid: (actor: Actor, matchId: string) => markPaid(db, actor, matchId),
  /** An admin lets an item the shipping rules refuse be shipped, with a reason. */
  overrideRefusal: (actor: Actor, matchId: string, reason: string) =>
    overrideShippingRefusal(db, actor, matchId, reason),
  unmatch: invalidating(changedBy.itemMove, (actor: Actor, matchId: string) =>
    unmatch(db, actor, matchId),
  ),
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
  create: invalidating(
    changedBy.itemMove,
    (actor: Actor, lostItemId: string, foundItemId: string) =>
      createMatch(db, actor, { lostItemId, foundItemId }),
  ),
  /** The bounded candidate set of one item (src/domain/matching/candidate-set.ts). */
  plannedCandidates: <K extends 'found' | 'lost'>(
    kind: K,
    hotelId: string,
    subjectId: string,
    plan: CandidatePlan,
  ) => fetchPlannedCandidates(db, kind, hotelId, subjectId, plan),
  /** One page of the whole candidate list, newest day first ("show all candidates"). */
  candidatePage: <K extends 'found' | 'lost'>(
    kind: K,
    hotelId: string,
    after: { day: string; id: string } | null,
  ) => fetchCandidatePage(db, kind, hotelId, after),
};
