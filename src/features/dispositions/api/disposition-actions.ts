import type { DispositionInput, PickupRequest } from '@/domain/disposition';
import type { PoliceHandover, PoliceHandoverRequest } from '@/domain/police-handover';
import type { Actor } from '@/domain/documents';
import { db } from '@/firebase/app';
import { closeMatchPickedUp, createPoliceHandover } from '@/firebase/callables';
import { revertDisposition } from '@/firebase/disposition-writes';
import { saveDisposition } from '@/firebase/edit-sender';
import { useDocument, useHotelQuery } from '@/hooks/use-live';
import type { LiveState } from '@/hooks/use-subscription';
import { invalidating } from '@/lib/query-client';
import { changedBy } from '@/lib/query-keys';

/** Final dispositions of found items, police handovers and in-person pickups. */
export const dispositionActions = {
  // Kept on the device and sent later when there is no network (docs/offline.md).
  dispose: invalidating(changedBy.itemMove, (actor: Actor, id: string, input: DispositionInput) =>
    saveDisposition(actor, id, input),
  ),
  revert: invalidating(changedBy.itemMove, (actor: Actor, id: string, reason: string) =>
    revertDisposition(db, actor, id, reason),
  ),
  policeHandover: invalidating(changedBy.itemMove, (request: PoliceHandoverRequest) =>
    createPoliceHandover(request),
  ),
  pickUp: invalidating(changedBy.itemMove, (request: PickupRequest) => closeMatchPickedUp(request)),
};

export function usePoliceHandover(id: string): LiveState<PoliceHandover | null> {
  return useDocument('policeHandover', id);
}

export function usePoliceHandovers(hotelId: string): LiveState<PoliceHandover[]> {
  return useHotelQuery('policeHandovers', hotelId);
}
