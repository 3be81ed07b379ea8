import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { verifyGuestEmailRequest } from '../../../src/domain/callables';
import type { SimpleResponse } from '../../../src/domain/callables';
import { toLostItem } from '../../../src/domain/records';
import { CALLABLE_OPTIONS, db } from '../lib/admin';
import { holdsHotelRole, parseInput, requireAnyHotelRole, requireCaller } from '../lib/guards';
import { updateWithActivity } from '../lib/activity';
import { refuse } from '../lib/refuse';
import { addressHash, reportAddressConfirmed } from '../lib/mail-gate';

/**
 * verifyGuestEmail({itemId}): staff or admins of the report's hotel record that they verified
 * the guest's email address another way (in person, by phone). From then on mails to it may carry
 * the report's own text, as after the guest followed a mail's link (docs/trust-model.md). The
 * confirmation names the address by hash, so editing the email later voids it. Recorded with who
 * and when, on the report and in its history. A report of another hotel is the same not-found as
 * a missing one; a report without email is failed-precondition; an address already confirmed
 * stays as it was.
 */
export const verifyGuestEmail = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<SimpleResponse> => {
    const { itemId } = parseInput(verifyGuestEmailRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'privileged');
    const itemRef = db.doc(`lost-items/${itemId}`);
    return db.runTransaction(async (transaction) => {
      const snap = await transaction.get(itemRef);
      const item = snap.exists ? toLostItem(snap.id, snap.data() ?? {}) : null;
      if (!item || item.deleted || !holdsHotelRole(caller, item.hotelId, 'privileged')) {
        throw refuse('not-found', 'staffErrors.lostItemNotFound');
      }
      if (item.email.trim() === '') {
        throw refuse('failed-precondition', 'staffErrors.noGuestEmail');
      }
      if (reportAddressConfirmed(snap)) {
        return { success: true, message: 'The address was already confirmed.' };
      }
      updateWithActivity(
        transaction,
        caller,
        {
          hotelId: item.hotelId,
          targetType: 'lost-item',
          targetId: item.id,
          action: 'email-verified',
        },
        itemRef,
        {
          emailConfirmation: {
            emailHash: addressHash(item.email),
            method: 'staff',
            at: FieldValue.serverTimestamp(),
            by: { uid: caller.uid, email: caller.email },
          },
        },
      );
      return { success: true, message: 'The address is recorded as verified.' };
    });
  },
);
