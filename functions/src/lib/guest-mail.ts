import type { Language } from '../../../src/domain/entities';
import { itemTypeLabel } from '../../../src/domain/item-types';
import { personName, type PersonName } from '../../../src/domain/person-name';
import type { Carrier } from '../../../src/domain/tracking';
import { translator } from '../lib/i18n';
import { mailDay } from './mail-format';

/**
 * Guest mails in the guest's language: plain text and HTML, hotel name and contact in
 * every one. Pure: the triggers and callables queue the result in the `mail` collection in the
 * format of the "Trigger Email from Firestore" extension.
 */
export interface HotelMailInfo {
  id: string;
  name: string;
  contactEmail: string;
  contactPhone: string;
  emailNotifications: boolean;
}

type Data = Record<string, unknown>;
type Translate = (key: string, vars?: Record<string, string>) => string;
/** The translator with plain string keys (several keys here are built from the mail kind). */
const tr = (language: Language): Translate => translator(language) as unknown as Translate;
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Hotel documents may carry contactEmail / contactPhone (set by the operator, not the SPA). */
export function hotelMailInfo(id: string, data: Data): HotelMailInfo {
  const settings = (data.settings ?? {}) as Data;
  return {
    id,
    name: str(data.displayName) || id,
    contactEmail: str(data.contactEmail),
    contactPhone: str(data.contactPhone),
    emailNotifications: settings.emailNotifications === true,
  };
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface GuestMailBase {
  language: Language;
  hotel: HotelMailInfo;
  /** The guest's name parts, written in the mail's language's order (personName). */
  guest: PersonName;
  itemType: string;
  itemName: string;
  reference: string;
  statusUrl: string;
}

export type GuestMail =
  | (GuestMailBase & { kind: 'reportReceived' })
  /** The item's retention due date (`YYYY-MM-DD`) is near; the mail writes it in its language. */
  | (GuestMailBase & { kind: 'disposalReminder'; dueDate: string })
  | (GuestMailBase & {
      kind: 'shipped';
      carrier: Carrier | null;
      trackingNumber: string;
      trackingUrl: string | null;
    });

export type Part = { text: string } | { link: string; label: string };

export function render(subject: string, parts: Part[], language?: Language): RenderedMail {
  const text = parts
    .map((part) => ('link' in part ? `${part.label}\n${part.link}` : part.text))
    .join('\n\n');
  const html = parts
    .map((part) =>
      'link' in part
        ? `<p>${escapeHtml(part.label)}<br><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`
        : `<p>${escapeHtml(part.text).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
  return { subject, text, html: language ? `<div lang="${language}">${html}</div>` : html };
}

/** The hotel's contact lines, shared by every guest mail (also the match-confirmed one). */
export function contactParts(language: Language, hotel: HotelMailInfo): string[] {
  const t = tr(language);
  const lines = [t('guestMail.contactIntro', { hotel: hotel.name })];
  if (hotel.contactEmail) lines.push(t('guestMail.contactEmail', { email: hotel.contactEmail }));
  if (hotel.contactPhone) lines.push(t('guestMail.contactPhone', { phone: hotel.contactPhone }));
  return [lines.join('\n')];
}

/** Reference and status link lines, shared with the match-confirmed mail. */
export function statusParts(language: Language, reference: string, url: string): Part[] {
  const t = tr(language);
  const parts: Part[] = [];
  if (reference) parts.push({ text: t('guestMail.reference', { reference }) });
  if (url) parts.push({ label: t('guestMail.statusLink'), link: url });
  return parts;
}

/** Carrier, tracking number and tracking link of a shipped mail (all entered by staff). */
function shippingParts(
  language: Language,
  mail: { carrier: Carrier | null; trackingNumber: string; trackingUrl: string | null },
): Part[] {
  const t = tr(language);
  const parts: Part[] = [];
  const carrier = mail.carrier ? t(`guestStatus.carriers.${mail.carrier}`) : '';
  const lines = [
    carrier ? t('guestMail.shipped.carrier', { carrier }) : '',
    mail.trackingNumber
      ? t('guestMail.shipped.trackingNumber', { number: mail.trackingNumber })
      : '',
  ].filter(Boolean);
  if (lines.length) parts.push({ text: lines.join('\n') });
  if (mail.trackingUrl)
    parts.push({ label: t('guestMail.shipped.trackingLink'), link: mail.trackingUrl });
  return parts;
}

export function renderGuestMail(mail: GuestMail): RenderedMail {
  const t = tr(mail.language);
  const item = [itemTypeLabel(mail.itemType, (key) => t(key)), mail.itemName]
    .filter(Boolean)
    .join(' - ');
  const name = personName(mail.guest, mail.language);
  const vars = { hotel: mail.hotel.name, item, name, reference: mail.reference };
  const parts: Part[] = [{ text: t('guestMail.greeting', vars) }];
  if (mail.kind === 'reportReceived') {
    parts.push({ text: t('guestMail.reportReceived.body', vars) });
    parts.push(...statusParts(mail.language, mail.reference, mail.statusUrl));
    parts.push({ text: t('guestMail.reportReceived.next', vars) });
  } else if (mail.kind === 'disposalReminder') {
    const date = mailDay(mail.language, mail.dueDate);
    parts.push({ text: t('guestMail.disposalReminder.body', { ...vars, date }) });
    parts.push(...statusParts(mail.language, mail.reference, mail.statusUrl));
  } else {
    parts.push({ text: t('guestMail.shipped.body', vars) });
    parts.push(...shippingParts(mail.language, mail));
    parts.push(...statusParts(mail.language, mail.reference, mail.statusUrl));
  }
  parts.push(...contactParts(mail.language, mail.hotel).map((text) => ({ text })));
  parts.push({ text: t('guestMail.closing', vars) });
  const subject = t(`guestMail.${mail.kind}.subject`, {
    ...vars,
    date: mail.kind === 'disposalReminder' ? mailDay(mail.language, mail.dueDate) : '',
  });
  return render(subject, parts, mail.language);
}

/**
 * A guest mail to an address nobody confirmed yet (docs/trust-model.md): built only from the
 * hotel's own data (its name and contact, the reference, the catalogue label of the found item,
 * the carrier and tracking number staff entered, a due date). No field of this type can hold text
 * a reporter wrote, so a report naming a stranger's address cannot put words in the hotel's mail.
 */
export type UnconfirmedMail = {
  language: Language;
  hotel: HotelMailInfo;
  reference: string;
  statusUrl: string;
} & (
  | { kind: 'reportReceived' }
  | { kind: 'matchConfirmed'; foundItemType: string }
  | { kind: 'disposalReminder'; dueDate: string }
  | {
      kind: 'shipped';
      carrier: Carrier | null;
      trackingNumber: string;
      trackingUrl: string | null;
    }
);

export function renderUnconfirmedMail(mail: UnconfirmedMail): RenderedMail {
  const t = tr(mail.language);
  const found =
    mail.kind === 'matchConfirmed' ? itemTypeLabel(mail.foundItemType, (key) => t(key)) : '';
  const date = mail.kind === 'disposalReminder' ? mailDay(mail.language, mail.dueDate) : '';
  const vars = { hotel: mail.hotel.name, reference: mail.reference, found, date };
  const parts: Part[] = [
    { text: t('guestMail.unconfirmed.greeting', vars) },
    { text: t(`guestMail.unconfirmed.${mail.kind}.body`, vars) },
  ];
  if (mail.kind === 'shipped') parts.push(...shippingParts(mail.language, mail));
  if (mail.reference) parts.push({ text: t('guestMail.reference', vars) });
  if (mail.statusUrl) {
    parts.push({ label: t('guestMail.unconfirmed.confirmLink'), link: mail.statusUrl });
  }
  parts.push({ text: t('guestMail.unconfirmed.notYou', vars) });
  parts.push(...contactParts(mail.language, mail.hotel).map((text) => ({ text })));
  parts.push({ text: t('guestMail.closing', vars) });
  return render(t(`guestMail.unconfirmed.${mail.kind}.subject`, vars), parts, mail.language);
}

/** Extra paragraphs for the existing match-confirmed mail (same helpers, same format). */
export function matchConfirmedExtras(
  language: Language,
  hotel: HotelMailInfo,
  reference: string,
  url: string,
): { text: string[]; html: string[] } {
  const parts: Part[] = [
    ...statusParts(language, reference, url),
    ...contactParts(language, hotel).map((text) => ({ text })),
  ];
  const { text, html } = render('', parts);
  return { text: [text], html: [html] };
}

/** The `mail` document of the Trigger Email extension; replyTo goes to the hotel when known. */
export function mailDocument(to: string, hotel: HotelMailInfo, message: RenderedMail) {
  return {
    to,
    message,
    ...(hotel.contactEmail ? { replyTo: hotel.contactEmail } : {}),
  };
}
