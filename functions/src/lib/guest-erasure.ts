import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { foundItemDerived, lostItemDerived } from '../../../src/domain/documents';
import {
  ERASED_FOUND_OWNER_FIELDS,
  ERASED_LOST_FIELDS,
  ERASED_MATCH_FIELDS,
  erasedSuggestionFields,
  matchUnderWay,
  retentionDue,
  toGuestDataDays,
  type ErasureReason,
} from '../../../src/domain/guest-data';
import { toFoundItem, toHotel, toLostItem } from '../../../src/domain/records';
import { toMatch } from '../../../src/domain/records-match';
import { adminApp, db } from './admin';
import { recordActivity } from './activity';

/**
 * Guest data retention and erasure (docs/trust-model.md, "Guest data retention and erasure").
 * One report's personal fields, its photos, its thread, its status links, its mails and what
 * suggestions quote of it are erased; what figures and exports count (hotel, type, dates,
 * statuses, match) stays. tests/functions/guest-data-erasure-everywhere.test.ts walks every
 * collection and Storage folder after an erasure: a new place that keeps guest data fails it.
 */

/** Who erases: the retention schedule, or the guest through /status (no staff account). */
const SYSTEM = { uid: 'system', email: '' };

/** The project's default bucket, as the app names it (src/firebase/config.ts). */
export function photoBucket() {
  const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: string };
  const project = process.env.GCLOUD_PROJECT ?? adminApp.options.projectId ?? '';
  return getStorage(adminApp).bucket(config.storageBucket ?? `${project}.appspot.com`);
}

/**
 * Erases the report's personal data now (idempotent: an erased report is left alone); resolves
 * to false when there was nothing to erase. Photos go first: should that fail, nothing is marked
 * erased and the next run tries again.
 */
export async function eraseReport(itemId: string, reason: ErasureReason): Promise<boolean> {
  const itemRef = db.doc(`lost-items/${itemId}`);
  const first = await itemRef.get();
  if (!first.exists || first.get('erasedAt')) return false;
  const hotelId = String(first.get('hotelId') ?? '');
  await photoBucket().deleteFiles({ prefix: `lost-items/${hotelId}/${itemId}/` });
  // The thread with the hotel holds the guest's own words: it goes with the photos, first.
  await db.recursiveDelete(db.collection(`lost-items/${itemId}/messages`));

  const [tokens, mails, suggestions] = await Promise.all([
    db.collection('status-tokens').where('itemId', '==', itemId).get(),
    mailsOfReport(itemId, first.get('matchId')),
    db.collection('suggestions').where('lostItemId', '==', itemId).get(),
  ]);
  return db.runTransaction(async (transaction) => {
    const snap = await transaction.get(itemRef);
    if (!snap.exists || snap.get('erasedAt')) return false;
    const item = toLostItem(snap.id, snap.data() ?? {});
    const matchRef = item.matchId ? db.doc(`matches/${item.matchId}`) : null;
    const matchSnap = matchRef ? await transaction.get(matchRef) : null;
    const match = matchSnap?.exists ? toMatch(matchSnap.id, matchSnap.data() ?? {}) : null;
    const foundRef = match?.foundItemId ? db.doc(`found-items/${match.foundItemId}`) : null;
    const foundSnap = foundRef ? await transaction.get(foundRef) : null;

    const entryId = recordActivity(transaction, SYSTEM, {
      hotelId: item.hotelId,
      targetType: 'lost-item',
      targetId: item.id,
      action: 'erased',
      from: null,
      to: reason,
    });
    const erased = { ...item, ...ERASED_LOST_FIELDS };
    transaction.update(itemRef, {
      ...ERASED_LOST_FIELDS,
      ...lostItemDerived(erased),
      erasedAt: FieldValue.serverTimestamp(),
      erasedReason: reason,
      erasurePending: FieldValue.delete(),
      // Hashes of the address (its confirmation, a mail held back for it) go with the address.
      emailConfirmation: FieldValue.delete(),
      mailHeld: FieldValue.delete(),
      lastActivityId: entryId,
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (matchRef && match) {
      transaction.update(matchRef, {
        ...ERASED_MATCH_FIELDS,
        // The guest who collected it in person is named on the pickup.
        ...(match.pickup ? { 'pickup.recipientName': '' } : {}),
        guestDataErased: true,
      });
    }
    if (foundRef && foundSnap?.exists) {
      const found = toFoundItem(foundSnap.id, foundSnap.data() ?? {});
      transaction.update(foundRef, {
        ...ERASED_FOUND_OWNER_FIELDS,
        ...foundItemDerived({ ...found, ...ERASED_FOUND_OWNER_FIELDS }),
        ...(found.disposition?.kind === 'returned' && found.disposition.matchId === match?.id
          ? { 'disposition.recipientName': '' }
          : {}),
      });
    }
    for (const token of tokens.docs) transaction.delete(token.ref);
    for (const mail of mails) transaction.delete(mail);
    // An open pair leaves the queue; an accepted or dismissed one stays (so that it is never
    // suggested again) without the report's words, photo and the reasons that quote them.
    for (const suggestion of suggestions.docs) {
      if (suggestion.get('state') === 'open') transaction.delete(suggestion.ref);
      else transaction.update(suggestion.ref, erasedSuggestionFields(suggestion.get('reasons')));
    }
    return true;
  });
}

/**
 * Every mail of the report, however it was written: by the report (`lostItemId`), and by each
 * match the report has or had (`matchId`: a mail written for a match, such as
 * `match-confirmed-{matchId}`, once carried no `lostItemId`). A match that was undone is deleted,
 * but its mails were queued for this report's guest too; their `lostItemId` finds them.
 */
async function mailsOfReport(itemId: string, matchId: unknown) {
  const matches = await db.collection('matches').where('lostItemId', '==', itemId).get();
  const matchIds = new Set(matches.docs.map((doc) => doc.id));
  if (typeof matchId === 'string' && matchId) matchIds.add(matchId);
  const found = await Promise.all([
    db.collection('mail').where('lostItemId', '==', itemId).get(),
    ...[...matchIds].map((id) => db.collection('mail').where('matchId', '==', id).get()),
  ]);
  const refs = new Map(found.flatMap((snap) => snap.docs.map((doc) => [doc.id, doc.ref] as const)));
  return [...refs.values()];
}

/**
 * The daily run: every report whose hotel's retention has passed since it ended, and every
 * guest request whose match has closed since. Resolves to how many reports were erased.
 */
export async function eraseDueGuestData(now: Date): Promise<number> {
  let erased = 0;
  const hotels = await db.collection('hotels').get();
  for (const hotelSnap of hotels.docs) {
    const hotel = toHotel(hotelSnap.id, hotelSnap.data());
    const days = toGuestDataDays(hotel.settings.guestDataDays);
    // A report cannot have ended before it was made: only those older than the retention.
    const reports = await db
      .collection('lost-items')
      .where('hotelId', '==', hotel.id)
      .where('createdAt', '<=', new Date(now.getTime() - days * 86_400_000))
      .get();
    for (const snap of reports.docs) {
      if (snap.get('erasedAt')) continue;
      const report = toLostItem(snap.id, snap.data());
      const match = await matchOf(report.matchId);
      if (!retentionDue(report, match, hotel.settings.retention, days, now)) continue;
      if (await eraseReport(snap.id, 'retention')) erased += 1;
    }
  }
  // Guests' requests that waited for their match (erasurePending is removed once erased).
  const requests = await db.collection('lost-items').where('erasurePending', '==', true).get();
  for (const snap of requests.docs) {
    const report = toLostItem(snap.id, snap.data());
    if (matchUnderWay(await matchOf(report.matchId), now)) continue;
    if (await eraseReport(snap.id, 'guest-request')) erased += 1;
  }
  return erased;
}

async function matchOf(matchId: string | null) {
  if (!matchId) return null;
  const snap = await db.doc(`matches/${matchId}`).get();
  return snap.exists ? toMatch(snap.id, snap.data() ?? {}) : null;
}

/**
 * The guest's request: recorded (once) with an activity entry; carried out at once unless the
 * report's match is under way (src/domain/guest-data.ts matchUnderWay), else by the daily run
 * once it closes. Resolves to what became of it.
 */
export async function requestErasure(
  itemId: string,
  now: Date,
): Promise<'erased' | 'requested' | 'already-erased'> {
  const itemRef = db.doc(`lost-items/${itemId}`);
  const underWay = await db.runTransaction(async (transaction) => {
    const snap = await transaction.get(itemRef);
    const item = toLostItem(snap.id, snap.data() ?? {});
    if (item.erasure?.erasedAt) return null;
    const matchSnap = item.matchId
      ? await transaction.get(db.doc(`matches/${item.matchId}`))
      : null;
    const match = matchSnap?.exists ? toMatch(matchSnap.id, matchSnap.data() ?? {}) : null;
    if (!item.erasure?.requestedAt) {
      const entryId = recordActivity(transaction, SYSTEM, {
        hotelId: item.hotelId,
        targetType: 'lost-item',
        targetId: item.id,
        action: 'erasure-requested',
      });
      transaction.update(itemRef, {
        erasureRequestedAt: FieldValue.serverTimestamp(),
        erasurePending: true,
        lastActivityId: entryId,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return matchUnderWay(match, now);
  });
  if (underWay === null) return 'already-erased';
  if (underWay) return 'requested';
  await eraseReport(itemId, 'guest-request');
  return 'erased';
}
