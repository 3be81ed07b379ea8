import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { LostItem, Match } from '../../../src/domain/entities';
import { itemTypeLabel } from '../../../src/domain/item-types';
import { personName } from '../../../src/domain/person-name';
import { db } from './admin';
import { matchConfirmedExtras, renderUnconfirmedMail, type HotelMailInfo } from './guest-mail';
import { newStatusToken, statusUrl } from './tokens';
import { translator } from './i18n';

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
export function buildMatchConfirmedEmail(
  lost: LostItem,
  hotelName: string,
  extras: { text: string[]; html: string[] } = { text: [], html: [] },
) {
  const t = translator(lost.language);
  const item = [itemTypeLabel(lost.itemType, (key) => t(key)), lost.itemName]
    .filter(Boolean)
    .join(' - ');
  const name = personName(lost, lost.language);
  const vars = { hotel: hotelName, item, name };
  const paragraphs = [
    t('email.matchConfirmed.greeting', vars),
    t('email.matchConfirmed.body', vars),
    t('email.matchConfirmed.next', vars),
  ];
  const closing = t('email.matchConfirmed.closing', vars);
  const html = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  return {
    subject: t('email.matchConfirmed.subject', vars),
    text: [...paragraphs, ...extras.text, closing].join('\n\n'),
    html: [...paragraphs.map(html), ...extras.html, html(closing)].join(''),
  };
}

export function mailIdFor(matchId: string): string {
  return `match-confirmed-${matchId}`;
}

/**
 * Queues the email inside the caller's transaction. Given the hotel's mail details, it also
 * carries the guest's reference, a status link and the hotel's contact. To an address
 * nobody confirmed (addressConfirmed false) it holds only the hotel's own data (docs/trust-model.md).
 */
export function queueMatchConfirmedEmail(
  transaction: Transaction,
  match: Match,
  lost: LostItem,
  hotel: string | HotelMailInfo,
  addressConfirmed = true,
): void {
  const hotelName = typeof hotel === 'string' ? hotel : hotel.name;
  const url =
    typeof hotel === 'string'
      ? ''
      : statusUrl(newStatusToken(transaction, lost, 'match-confirmed'));
  const message =
    typeof hotel !== 'string' && !addressConfirmed
      ? // Nobody confirmed the address: the hotel's own words, the found item's catalogue type.
        renderUnconfirmedMail({
          kind: 'matchConfirmed',
          language: lost.language,
          hotel,
          reference: lost.reference,
          statusUrl: url,
          foundItemType: match.found.itemType,
        })
      : buildMatchConfirmedEmail(
          lost,
          hotelName,
          typeof hotel === 'string'
            ? undefined
            : matchConfirmedExtras(lost.language, hotel, lost.reference, url),
        );
  transaction.create(db.doc(`mail/${mailIdFor(match.id)}`), {
    to: lost.email,
    ...(typeof hotel !== 'string' && hotel.contactEmail ? { replyTo: hotel.contactEmail } : {}),
    message,
    hotelId: match.hotelId,
    // The guest's erasure finds every mail of the report by it (guest/erase-guest-data.ts).
    lostItemId: lost.id,
    matchId: match.id,
    language: lost.language,
    createdAt: FieldValue.serverTimestamp(),
  });
}
