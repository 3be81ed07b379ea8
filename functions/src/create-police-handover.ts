import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { canDispose } from '../../src/domain/disposition';
import {
  policeFacilityOf,
  policeHandoverRequest,
  type PoliceHandoverResponse,
} from '../../src/domain/police-handover';
import { policeListItem } from '../../src/domain/police-list';
import { inFoundOrder } from '../../src/domain/police-paperwork';
import { toFoundItem } from '../../src/domain/records';
import { CALLABLE_OPTIONS, db } from './lib/admin';
import { parseInput, requireAnyHotelRole, requireCaller, requireHotelRole } from './lib/guards';
import { updateWithActivity } from './lib/activity';
import { refuse } from './lib/refuse';

/**
 * createPoliceHandover({hotelId, itemIds, date, station, receiptNumber, byName, note}):
 * an admin of the hotel hands up to 200 found items to the police in one transaction. Rules cannot
 * check 200 items in one write (20 document reads per request), so the client may not set status
 * 'police' at all and this function checks every item instead: of this hotel, not deleted,
 * pending and unmatched. It writes police-handovers/{id} with a snapshot of each item in the
 * police form's column order (in the order found, with the hotel's paperwork details), sets every item to 'police' with its disposition, and records one
 * activity entry per item (2 writes per item + 1: within the 500 writes of a transaction).
 */
export const createPoliceHandover = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<PoliceHandoverResponse> => {
    const input = parseInput(policeHandoverRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'admin');
    requireHotelRole(caller, input.hotelId, 'admin');
    const handoverRef = db.collection('police-handovers').doc();
    await db.runTransaction(async (transaction) => {
      const refs = input.itemIds.map((id) => db.doc(`found-items/${id}`));
      const [hotelSnap, ...snaps] = await transaction.getAll(
        db.doc(`hotels/${input.hotelId}`),
        ...refs,
      );
      const items = snaps.map((snap) => {
        const item = snap.exists ? toFoundItem(snap.id, snap.data() ?? {}) : null;
        // Another hotel's item is answered like a missing one.
        if (!item || item.deleted || item.hotelId !== input.hotelId) {
          throw refuse('not-found', 'items.itemNotFound', { itemId: snap.id });
        }
        if (!canDispose(item)) {
          throw refuse('failed-precondition', 'disposition.errors.state', { itemId: snap.id });
        }
        return item;
      });
      const now = FieldValue.serverTimestamp();
      transaction.create(handoverRef, {
        hotelId: input.hotelId,
        date: input.date,
        station: input.station,
        receiptNumber: input.receiptNumber,
        note: input.note,
        byUid: caller.uid,
        byEmail: caller.email,
        byName: input.byName,
        createdAt: now,
        itemIds: input.itemIds,
        // The submission names the facility as it is today (settings.police), and lists the
        // items in the order they were found.
        facility: policeFacilityOf(hotelSnap?.data() ?? {}),
        items: inFoundOrder(items.map((item) => policeListItem(item))),
      });
      for (const item of items) {
        updateWithActivity(
          transaction,
          caller,
          {
            hotelId: input.hotelId,
            targetType: 'found-item',
            targetId: item.id,
            action: 'police',
            from: 'pending',
            to: 'police',
            details: { handoverId: handoverRef.id },
          },
          db.doc(`found-items/${item.id}`),
          {
            status: 'police',
            disposition: {
              kind: 'police',
              at: now,
              byUid: caller.uid,
              byEmail: caller.email,
              byName: input.byName,
              note: input.note,
              handoverId: handoverRef.id,
              station: input.station,
              receiptNumber: input.receiptNumber,
              date: input.date,
            },
          },
        );
      }
    });
    return { handoverId: handoverRef.id };
  },
);
