import { toDateValue, type DateValue } from './dates';

/**
 * Guest mail to addresses nobody confirmed (docs/trust-model.md, "Mail to unconfirmed
 * addresses"). Anyone may type any address into a lost report, so until the guest follows the
 * link of a mail or staff verify the address another way, mails to it carry only the hotel's own
 * data, and each address gets at most UNCONFIRMED_MAIL_LIMIT of them per window, across hotels.
 */
export const UNCONFIRMED_MAIL_LIMIT = 3;
export const UNCONFIRMED_MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A hotel's admins see a dashboard notice from this many guest reports in one clock hour. */
export const REPORT_RATE_NOTICE_THRESHOLD = 20;
export const HOUR_MS = 60 * 60 * 1000;

/** The guest mails a report can cause (the `mailHeld.mail` value names one). */
export const GUEST_MAIL_KINDS = [
  'reportReceived',
  'matchConfirmed',
  'shipped',
  'disposalReminder',
  'hotelMessage',
] as const;
export type GuestMailKind = (typeof GUEST_MAIL_KINDS)[number];

/**
 * One mailbox, however it is spelled: trimmed and lower-cased, without a `+tag` (which most
 * providers deliver to the same mailbox), and for Gmail without dots. Used for the per-address
 * count and to tie a confirmation to the address it confirmed.
 */
export function normalizeMailAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).replace(/\+.*$/, '');
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local || address.slice(0, at)}@${domain}`;
}

/** The text hashed (SHA-256, hex) to name an address without storing it in clear. */
export const addressHashInput = (email: string): string => `mail:${normalizeMailAddress(email)}`;

/** How the report's address was confirmed: the guest followed a mail's link, or staff verified it. */
export interface EmailConfirmation {
  /** SHA-256 of addressHashInput(the address confirmed); a later edit of the email voids it. */
  emailHash: string;
  method: 'link' | 'staff';
  at: DateValue;
  /** Staff who verified it; null when the guest followed the link. */
  by: { uid: string; email: string } | null;
}

/** A guest mail that was not queued, recorded on the report for staff. */
export interface MailHeld {
  mail: GuestMailKind;
  reason: 'recipient-limit';
  at: DateValue;
}

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored `emailConfirmation` of a lost report, or null when there is none (or it is malformed). */
export function toEmailConfirmation(raw: unknown): EmailConfirmation | null {
  if (!isData(raw) || !/^[0-9a-f]{64}$/.test(str(raw.emailHash))) return null;
  const by = isData(raw.by) ? { uid: str(raw.by.uid), email: str(raw.by.email) } : null;
  return {
    emailHash: str(raw.emailHash),
    method: raw.method === 'staff' ? 'staff' : 'link',
    at: toDateValue(raw.at),
    by,
  };
}

/** The stored `mailHeld` of a lost report, or null. */
export function toMailHeld(raw: unknown): MailHeld | null {
  if (!isData(raw) || !GUEST_MAIL_KINDS.includes(raw.mail as GuestMailKind)) return null;
  return { mail: raw.mail as GuestMailKind, reason: 'recipient-limit', at: toDateValue(raw.at) };
}

/** Whether a confirmation holds for the report's current address (given that address's hash). */
export function addressConfirmed(
  confirmation: EmailConfirmation | null,
  currentHash: string,
): boolean {
  return confirmation !== null && currentHash !== '' && confirmation.emailHash === currentHash;
}

/**
 * The next state of an address's counter: `null` when the limit of the window is reached (the
 * mail is not queued), else the counter to store. A window starts with the first mail and lasts
 * UNCONFIRMED_MAIL_WINDOW_MS; `expireAt` is for a TTL policy.
 */
export function nextRecipientCount(
  counter: { windowStart: number; count: number } | null,
  now: number,
): { windowStart: number; count: number; expireAt: number } | null {
  const fresh = !counter || now - counter.windowStart >= UNCONFIRMED_MAIL_WINDOW_MS;
  const windowStart = fresh ? now : counter.windowStart;
  const count = fresh ? 0 : counter.count;
  if (count >= UNCONFIRMED_MAIL_LIMIT) return null;
  return { windowStart, count: count + 1, expireAt: windowStart + UNCONFIRMED_MAIL_WINDOW_MS };
}

/** The clock hour (UTC) of a time, as the id of its report-rates document: `2026112615`. */
export function reportRateHourId(at: Date): string {
  return at.toISOString().slice(0, 13).replace(/[-T]/g, '');
}

export interface ReportRateHour {
  hourStart: DateValue;
  count: number;
}

/** A report-rates/{hotelId}/hours/{hour} document as the dashboard reads it. */
export function toReportRateHour(_id: string, data: Data): ReportRateHour {
  return {
    hourStart: toDateValue(data.hourStart),
    count: typeof data.count === 'number' ? data.count : 0,
  };
}

/**
 * The hour to warn about: the latest of the current and the previous clock hour with at least
 * REPORT_RATE_NOTICE_THRESHOLD guest reports; null when neither has.
 */
export function reportRateNotice(hours: ReportRateHour[], now: Date): ReportRateHour | null {
  const since = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS;
  return (
    hours
      .filter((hour) => hour.hourStart !== null && hour.hourStart.getTime() >= since)
      .filter((hour) => hour.count >= REPORT_RATE_NOTICE_THRESHOLD)
      .sort((a, b) => (b.hourStart?.getTime() ?? 0) - (a.hourStart?.getTime() ?? 0))[0] ?? null
  );
}
