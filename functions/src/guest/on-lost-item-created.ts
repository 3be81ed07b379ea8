import { randomInt } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { toLostItem } from '../../../src/domain/records';
import { generateReference } from '../../../src/domain/reference';
import { lostItemDerived } from '../../../src/domain/documents';
import { db, REGION } from '../lib/admin';
import { hotelMailInfo, renderGuestMail, renderUnconfirmedMail } from '../lib/guest-mail';
import { openMailGate } from '../lib/mail-gate';
import { countGuestReport } from '../lib/report-rate';
import { mayMailGuest, queueGuestMail } from '../lib/queue-mail';
import { newStatusToken, statusUrl } from '../lib/tokens';

const MAX_TRIES = 8;

/**
 * Every new lost report gets its reference, in one transaction that reserves
 * references/{ref} (create-if-absent: a taken one is retried with new random characters) and
 * writes `reference` onto the report (and into its search index). Clients can never write `reference` (firestore.rules).
 *
 * The same transaction queues the "report received" mail, with a status link, for reports made
 * by a guest through the app (they carry the reporter's uid; imported or seeded records do not),
 * when the hotel has email notifications on (spec §2) and the guest left an email. Until that
 * address is confirmed the mail holds only the hotel's own data and counts against the address's
 * limit (mail-gate.ts; docs/trust-model.md). A new report by someone who is not staff of the
 * hotel also counts towards the hotel's hourly report rate (report-rate.ts).
 */
export const onLostItemCreated = onDocumentCreated(
  { document: 'lost-items/{itemId}', region: REGION },
  async (event) => {
    const itemId = event.params.itemId;
    const itemRef = db.doc(`lost-items/${itemId}`);
    for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
      const reference = generateReference(String(event.data?.data().hotelId ?? ''), (n) =>
        randomInt(n),
      );
      const outcome = await db.runTransaction(async (transaction) => {
        const itemSnap = await transaction.get(itemRef);
        if (!itemSnap.exists) return 'gone' as const;
        const item = toLostItem(itemSnap.id, itemSnap.data() ?? {});
        if (typeof itemSnap.get('reference') === 'string') return 'done' as const;
        const refDoc = db.doc(`references/${reference}`);
        const [taken, hotelSnap] = await Promise.all([
          transaction.get(refDoc),
          transaction.get(db.doc(`hotels/${item.hotelId}`)),
        ]);
        if (taken.exists) return 'taken' as const;
        const hotel = hotelMailInfo(item.hotelId, hotelSnap.data() ?? {});
        // Reads come before writes in a transaction: may this address be mailed, and how?
        const gate =
          item.userId && mayMailGuest(hotel, item.email)
            ? await openMailGate(transaction, itemSnap, 'reportReceived')
            : null;
        transaction.create(refDoc, {
          hotelId: item.hotelId,
          itemId,
          createdAt: FieldValue.serverTimestamp(),
        });
        // The reference joins the search index, so staff find the report by it.
        transaction.update(itemRef, {
          reference,
          ...lostItemDerived({ ...item, reference }),
        });
        if (gate?.allowed) {
          const token = newStatusToken(transaction, item, 'report-received');
          const message = gate.confirmed
            ? renderGuestMail({
                kind: 'reportReceived',
                language: item.language,
                hotel,
                guest: item,
                itemType: item.itemType,
                itemName: item.itemName,
                reference,
                statusUrl: statusUrl(token),
              })
            : renderUnconfirmedMail({
                kind: 'reportReceived',
                language: item.language,
                hotel,
                reference,
                statusUrl: statusUrl(token),
              });
          queueGuestMail(transaction, `report-received-${itemId}`, item.email, hotel, message, {
            language: item.language,
            itemId,
          });
        }
        gate?.commit(transaction);
        return 'new' as const;
      });
      if (outcome === 'new') await countGuestReport(event.data?.data() ?? {});
      if (outcome !== 'taken') return;
      logger.warn(`Reference ${reference} is taken; trying another (attempt ${attempt}).`);
    }
    throw new Error(`No free reference for lost item ${itemId} after ${MAX_TRIES} tries.`);
  },
);
