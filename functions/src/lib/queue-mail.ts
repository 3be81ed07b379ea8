import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { Language } from '../../../src/domain/entities';
import { db } from './admin';
import { mailDocument, type HotelMailInfo, type RenderedMail } from './guest-mail';

/**
 * Queues one guest mail inside the caller's transaction. The id names the event
 * (`report-received-{itemId}`, `shipped-{matchId}`), and `create` fails when it exists, so an
 * event can never mail twice.
 */
export function queueGuestMail(
  transaction: Transaction,
  id: string,
  to: string,
  hotel: HotelMailInfo,
  message: RenderedMail,
  meta: { language: Language; itemId: string; matchId?: string },
): void {
  transaction.create(db.doc(`mail/${id}`), {
    ...mailDocument(to, hotel, message),
    hotelId: hotel.id,
    lostItemId: meta.itemId,
    ...(meta.matchId ? { matchId: meta.matchId } : {}),
    language: meta.language,
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** Spec §2: the hotel's email setting decides every guest mail; a report without email gets none. */
export function mayMailGuest(hotel: HotelMailInfo, email: string): boolean {
  return hotel.emailNotifications && email.trim() !== '';
}
