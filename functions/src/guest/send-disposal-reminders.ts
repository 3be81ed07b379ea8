import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  awaitsGuestReturn,
  disposalReminderMailId,
  reminderCandidates,
  REMINDER_MATCH_STATUSES,
  type ReminderCandidate,
} from '../../../src/domain/disposal-reminder';
import { toFoundItem, toHotel, toLostItem } from '../../../src/domain/records';
import { toMatch } from '../../../src/domain/records-match';
import { db, REGION } from '../lib/admin';
import {
  hotelMailInfo,
  renderGuestMail,
  renderUnconfirmedMail,
  type HotelMailInfo,
} from '../lib/guest-mail';
import { openMailGate } from '../lib/mail-gate';
import { mayMailGuest, queueGuestMail } from '../lib/queue-mail';
import { newStatusToken, statusUrl } from '../lib/tokens';

/** One reminder, in its own transaction: nothing if it was queued before or may not be sent. */
async function queueReminder(hotel: HotelMailInfo, candidate: ReminderCandidate): Promise<boolean> {
  const mailRef = db.doc(`mail/${disposalReminderMailId(candidate.matchId)}`);
  return db.runTransaction(async (transaction) => {
    const [mailSnap, lostSnap, matchSnap] = await Promise.all([
      transaction.get(mailRef),
      transaction.get(db.doc(`lost-items/${candidate.lostItemId || '-'}`)),
      transaction.get(db.doc(`matches/${candidate.matchId}`)),
    ]);
    if (mailSnap.exists || !lostSnap.exists || !matchSnap.exists) return false;
    const match = toMatch(matchSnap.id, matchSnap.data() ?? {});
    // Shipped, picked up or released since the selection: no reminder.
    if (!awaitsGuestReturn(match)) return false;
    const lost = toLostItem(lostSnap.id, lostSnap.data() ?? {});
    if (lost.deleted || !mayMailGuest(hotel, lost.email)) return false;
    const gate = await openMailGate(transaction, lostSnap, 'disposalReminder');
    if (gate.allowed) {
      const token = newStatusToken(transaction, lost, 'disposal-reminder');
      const common = {
        language: lost.language,
        hotel,
        reference: lost.reference,
        statusUrl: statusUrl(token),
        dueDate: candidate.dueDate,
      };
      const message = gate.confirmed
        ? renderGuestMail({
            kind: 'disposalReminder',
            ...common,
            guest: lost,
            itemType: lost.itemType,
            itemName: lost.itemName,
          })
        : renderUnconfirmedMail({ kind: 'disposalReminder', ...common });
      queueGuestMail(transaction, mailRef.id, lost.email, hotel, message, {
        language: lost.language,
        itemId: lost.id,
        matchId: candidate.matchId,
      });
    }
    gate.commit(transaction);
    return gate.allowed;
  });
}

/**
 * Queues the disposal reminders due now for every hotel that turned them on and
 * mails guests; returns how many were queued. Idempotent: the mail id names the match.
 */
export async function queueDisposalReminders(now: Date): Promise<number> {
  const hotels = await db
    .collection('hotels')
    .where('settings.disposalReminders', '==', true)
    .get();
  let queued = 0;
  for (const hotelSnap of hotels.docs) {
    const hotel = toHotel(hotelSnap.id, hotelSnap.data());
    const mailInfo = hotelMailInfo(hotelSnap.id, hotelSnap.data());
    if (!mailInfo.emailNotifications) continue;
    const matchSnaps = await db
      .collection('matches')
      .where('hotelId', '==', hotel.id)
      .where('status', 'in', [...REMINDER_MATCH_STATUSES])
      .get();
    const matches = matchSnaps.docs.map((snap) => toMatch(snap.id, snap.data()));
    if (matches.length === 0) continue;
    const foundSnaps = await db.getAll(
      ...matches.map((match) => db.doc(`found-items/${match.foundItemId || '-'}`)),
    );
    const foundById = new Map(
      foundSnaps
        .filter((snap) => snap.exists)
        .map((snap) => [snap.id, toFoundItem(snap.id, snap.data() ?? {})]),
    );
    for (const candidate of reminderCandidates(matches, foundById, hotel.settings.retention, now)) {
      if (await queueReminder(mailInfo, candidate)) queued += 1;
    }
  }
  return queued;
}

/** Every morning (Japan time), the reminders that became due. */
export const sendDisposalReminders = onSchedule(
  { schedule: 'every day 09:00', timeZone: 'Asia/Tokyo', region: REGION },
  async () => {
    const queued = await queueDisposalReminders(new Date());
    console.log(`disposal reminders queued: ${queued}`);
  },
);
