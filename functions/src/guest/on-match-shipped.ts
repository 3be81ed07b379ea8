import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { toLostItem } from '../../../src/domain/records';
import { cleanTrackingNumber, isCarrier, trackingUrl } from '../../../src/domain/tracking';
import { db, REGION } from '../lib/admin';
import { hotelMailInfo, renderGuestMail, renderUnconfirmedMail } from '../lib/guest-mail';
import { openMailGate } from '../lib/mail-gate';
import { mayMailGuest, queueGuestMail } from '../lib/queue-mail';
import { newStatusToken, statusUrl } from '../lib/tokens';

/**
 * When staff mark a match shipped, the guest gets the "shipped" mail in their language with the
 * carrier, the tracking number and the carrier's tracking link. One mail per match:
 * mail/shipped-{matchId} is created only if absent. To an unconfirmed address, only the hotel's
 * data (carrier and tracking are staff's) and within the address's limit (mail-gate.ts).
 */
export const onMatchShipped = onDocumentUpdated(
  { document: 'matches/{matchId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after || before.status === 'shipped' || after.status !== 'shipped') return;
    const matchId = event.params.matchId;
    const mailRef = db.doc(`mail/shipped-${matchId}`);
    await db.runTransaction(async (transaction) => {
      const lostId = String(after.lostItemId ?? '');
      const [mailSnap, lostSnap, hotelSnap] = await Promise.all([
        transaction.get(mailRef),
        transaction.get(db.doc(`lost-items/${lostId || '-'}`)),
        transaction.get(db.doc(`hotels/${String(after.hotelId ?? '-')}`)),
      ]);
      if (mailSnap.exists || !lostSnap.exists) return;
      const lost = toLostItem(lostSnap.id, lostSnap.data() ?? {});
      const hotel = hotelMailInfo(hotelSnap.id, hotelSnap.data() ?? {});
      if (lost.deleted || !mayMailGuest(hotel, lost.email)) return;
      const carrier = isCarrier(after.carrier) ? after.carrier : null;
      const trackingNumber =
        typeof after.trackingNumber === 'string' ? cleanTrackingNumber(after.trackingNumber) : '';
      const reference =
        typeof lostSnap.get('reference') === 'string' ? String(lostSnap.get('reference')) : '';
      const gate = await openMailGate(transaction, lostSnap, 'shipped');
      if (gate.allowed) {
        const token = newStatusToken(transaction, lost, 'shipped');
        const shipping = {
          carrier,
          trackingNumber,
          trackingUrl: trackingUrl(
            carrier,
            trackingNumber,
            typeof after.carrierUrl === 'string' ? after.carrierUrl : '',
          ),
        };
        const common = { language: lost.language, hotel, reference, statusUrl: statusUrl(token) };
        const message = gate.confirmed
          ? renderGuestMail({
              kind: 'shipped',
              ...common,
              ...shipping,
              guest: lost,
              itemType: lost.itemType,
              itemName: lost.itemName,
            })
          : renderUnconfirmedMail({ kind: 'shipped', ...common, ...shipping });
        queueGuestMail(transaction, mailRef.id, lost.email, hotel, message, {
          language: lost.language,
          itemId: lost.id,
          matchId,
        });
      }
      gate.commit(transaction);
    });
  },
);
