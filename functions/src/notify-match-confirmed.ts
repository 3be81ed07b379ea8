import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { LostItem, Match } from '../../src/domain/entities';
import { itemTypeLabel } from '../../src/domain/item-types';
import { db } from './admin';
import { translator } from './lib/i18n';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The guest's "we found your item" email in their language, as a document of the `mail`
 * collection in the format of the "Trigger Email from Firestore" extension. Its id is fixed per
 * match, so `create` fails rather than sending twice.
 */
export function buildMatchConfirmedEmail(lost: LostItem, hotelName: string) {
  const t = translator(lost.language);
  const item = [itemTypeLabel(lost.itemType, (key) => t(key)), lost.itemName]
    .filter(Boolean)
    .join(' - ');
  const name = [lost.firstName, lost.surname].filter(Boolean).join(' ');
  const vars = { hotel: hotelName, item, name };
  const paragraphs = [
    t('email.matchConfirmed.greeting', vars),
    t('email.matchConfirmed.body', vars),
    t('email.matchConfirmed.next', vars),
    t('email.matchConfirmed.closing', vars),
  ];
  return {
    subject: t('email.matchConfirmed.subject', vars),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''),
  };
}

export function mailIdFor(matchId: string): string {
  return `match-confirmed-${matchId}`;
}

/** Queues the email inside the caller's transaction. */
export function queueMatchConfirmedEmail(
  transaction: Transaction,
  match: Match,
  lost: LostItem,
  hotelName: string,
): void {
  transaction.create(db.doc(`mail/${mailIdFor(match.id)}`), {
    to: lost.email,
    message: buildMatchConfirmedEmail(lost, hotelName),
    hotelId: match.hotelId,
    matchId: match.id,
    language: lost.language,
    createdAt: FieldValue.serverTimestamp(),
  });
}
