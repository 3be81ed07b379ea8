import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { confirmMatchRequest, type ConfirmMatchResponse } from '../../src/domain/callables';
import { toHotel, toLostItem } from '../../src/domain/records';
import { toMatch } from '../../src/domain/records-match';
import { canConfirm } from '../../src/domain/status-transitions';
import { CALLABLE_OPTIONS, db } from './lib/admin';
import { holdsHotelRole, parseInput, requireAnyHotelRole, requireCaller } from './lib/guards';
import { refuse } from './lib/refuse';
import { updateWithActivity } from './lib/activity';
import { hotelMailInfo } from './lib/guest-mail';
import { openMailGate } from './lib/mail-gate';
import { queueMatchConfirmedEmail } from './lib/match-confirmed-mail';
import { ownershipUnchecked, toThreadSummary } from '../../src/domain/thread-summary';

/**
 * confirmMatch({matchId}): staff or admins of the match's hotel confirm it (matched, pending or
 * on-hold -> confirmed). Callers without staff or admin rights anywhere get permission-denied
 * before anything is read; for the others a missing match and a match of a hotel they do not
 * belong to are the same not-found. When the hotel has email notifications on and the guest left an email,
 * one notification is queued in the guest's language (to an unconfirmed address worded only from
 * the hotel's data, and only within the address's limit: lib/mail-gate.ts). A second call fails with
 * failed-precondition and sends nothing.
 */
export const confirmMatch = onCall(
  CALLABLE_OPTIONS,
  async (request): Promise<ConfirmMatchResponse> => {
    const { matchId } = parseInput(confirmMatchRequest, request.data);
    const caller = await requireCaller(request);
    requireAnyHotelRole(caller, 'privileged');
    const matchRef = db.doc(`matches/${matchId}`);
    return db.runTransaction(async (transaction) => {
      const matchSnap = await transaction.get(matchRef);
      const match = matchSnap.exists ? toMatch(matchSnap.id, matchSnap.data() ?? {}) : null;
      // A match of another hotel is answered exactly like one that does not exist.
      if (!match || !holdsHotelRole(caller, match.hotelId, 'privileged')) {
        throw refuse('not-found', 'serverErrors.matchNotFound');
      }
      if (!canConfirm(match)) {
        throw refuse('failed-precondition', 'staffErrors.matchNotConfirmable', {
          status: match.status,
        });
      }
      const [lostSnap, hotelSnap] = await Promise.all([
        transaction.get(db.doc(`lost-items/${match.lostItemId}`)),
        transaction.get(db.doc(`hotels/${match.hotelId}`)),
      ]);
      const lost = toLostItem(lostSnap.id, lostSnap.data() ?? {});
      // The hotel asked the guest an ownership question: staff record checking the answer first.
      if (ownershipUnchecked(toThreadSummary(lostSnap.get('thread')))) {
        throw refuse('failed-precondition', 'staffErrors.ownershipCheckFirst');
      }
      const hotel = toHotel(hotelSnap.id, hotelSnap.data() ?? {});
      const wanted =
        hotel.settings.emailNotifications && lost.email.trim() !== '' && !match.notificationQueued;
      // Read before any write: whether the address is confirmed and may get one more mail.
      const gate = wanted ? await openMailGate(transaction, lostSnap, 'matchConfirmed') : null;
      const notify = gate?.allowed === true;
      updateWithActivity(
        transaction,
        caller,
        {
          hotelId: match.hotelId,
          targetType: 'match',
          targetId: match.id,
          action: 'confirmed',
          from: match.status,
          to: 'confirmed',
        },
        matchRef,
        {
          status: 'confirmed',
          confirmedAt: FieldValue.serverTimestamp(),
          ...(notify ? { notificationQueued: true } : {}),
        },
      );
      if (notify) {
        queueMatchConfirmedEmail(
          transaction,
          match,
          lost,
          hotelMailInfo(hotel.id, hotelSnap.data() ?? {}),
          gate?.confirmed === true,
        );
      }
      gate?.commit(transaction);
      return { success: true, notificationQueued: notify };
    });
  },
);
