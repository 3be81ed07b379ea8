import { z } from 'zod';
import { toDateValue } from './dates';
import { byReference, byToken } from './guest-status';
import { IMAGE_TYPES } from './limits';

/**
 * The message thread of a lost report (docs/data-model.md, "lost-items/{id}/messages"): the guest
 * writes from /status through a callable, staff and admins of the hotel answer from the lost item
 * and match pages through another. Pure: schemas, limits, and the waiting and answer-time
 * figures shared by the functions and the screens.
 */
export const POST_GUEST_MESSAGE = 'postGuestMessage';
export const POST_STAFF_MESSAGE = 'postStaffMessage';
export const RECORD_OWNERSHIP_CHECK = 'recordOwnershipCheck';

/** The longest message, in characters, plain text. */
export const MAX_MESSAGE = 2000;
/** Guest messages per report and hour (a rolling window that starts with the first one). */
export const GUEST_MESSAGES_PER_HOUR = 5;
export const GUEST_MESSAGE_WINDOW_MS = 60 * 60 * 1000;
/** Messages the thread shows (the newest ones); a report's talk is short. */
export const MAX_THREAD_MESSAGES = 200;

/** The hotel's answer target when Settings give none (hours). */
export const DEFAULT_ANSWER_TARGET_HOURS = 24;
export const MIN_ANSWER_TARGET_HOURS = 1;
export const MAX_ANSWER_TARGET_HOURS = 168;
/**
 * "This hotel usually answers within N hours" needs at least this many first answers in the last
 * ANSWER_STATS_DAYS days: with fewer, one fast or slow answer would make the figure a promise
 * the hotel never made (docs/data-model.md).
 */
export const MIN_ANSWERS_FOR_MEDIAN = 5;
export const ANSWER_STATS_DAYS = 90;

const messageText = z
  .string()
  .max(MAX_MESSAGE, 'messages.errors.tooLong')
  .refine((value) => value.trim().length > 0, 'messages.errors.empty');

/**
 * Photos on a guest message: at most MAX_MESSAGE_PHOTOS, each at most MAX_MESSAGE_PHOTO_BYTES
 * (the browser scales photos to MAX_IMAGE_DIMENSION first, so a real photo is far smaller). They
 * travel in the callable's request as base64 and the function stores them: a guest who holds only
 * a reference and an email has no identity storage.rules could check (docs/trust-model.md,
 * "Photos on guest messages"). 3 x 2 MiB stays under the callable's 10 MB request limit.
 */
export const MAX_MESSAGE_PHOTOS = 3;
export const MAX_MESSAGE_PHOTO_BYTES = 2 * 1024 * 1024;
const MAX_PHOTO_BASE64 = Math.ceil(MAX_MESSAGE_PHOTO_BYTES / 3) * 4;
export const messagePhotoUpload = z
  .object({
    contentType: z
      .string()
      .refine((type) => IMAGE_TYPES.includes(type), 'messages.errors.photoType'),
    data: z.string().min(1).max(MAX_PHOTO_BASE64, 'messages.errors.photoSize'),
  })
  .strict();

export type MessagePhotoUpload = z.input<typeof messagePhotoUpload>;

/** A stored photo of a message: its object path and its download URL (with a token). */
export interface MessagePhoto {
  path: string;
  url: string;
}

/**
 * The image type the bytes really are (JPEG, PNG, WebP, HEIC/HEIF by their signatures), or null:
 * the declared content type of an upload is never trusted on its own.
 */
export function sniffImageType(bytes: Uint8Array): string | null {
  const at = (offset: number, ...values: number[]) =>
    values.every((value, i) => bytes[offset + i] === value);
  const ascii = (offset: number, text: string) =>
    at(offset, ...Array.from(text, (char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp')) {
    if (['heic', 'heix', 'heim', 'heis'].some((brand) => ascii(8, brand))) return 'image/heic';
    if (['mif1', 'msf1'].some((brand) => ascii(8, brand))) return 'image/heif';
  }
  return null;
}

/** The guest's message, with the status lookup's proof (reference + email, or a mail link). */
const guestMessage = {
  text: messageText,
  language: z.enum(['en', 'ja']),
  photos: z
    .array(messagePhotoUpload)
    .max(MAX_MESSAGE_PHOTOS, 'messages.errors.photoCount')
    .default([]),
};
export const postGuestMessageRequest = z.union([
  z.object({ ...byReference, ...guestMessage }).strict(),
  z.object({ ...byToken, ...guestMessage }).strict(),
]);
export type PostGuestMessageRequest = z.input<typeof postGuestMessageRequest>;

const id = z.string().min(1).max(128);
/**
 * Staff answer: free text as written, or a template's text in the report's language (the screen
 * fills it in). `question`: an ownership question whose answer only staff and admins see.
 */
export const postStaffMessageRequest = z
  .object({
    lostItemId: id,
    text: messageText,
    question: z.boolean().default(false),
    templateId: id.nullable().default(null),
  })
  .strict();
export type PostStaffMessageRequest = z.input<typeof postStaffMessageRequest>;

/** Staff record that they checked the guest's answer to the ownership question. */
export const recordOwnershipCheckRequest = z.object({ lostItemId: id }).strict();
export type RecordOwnershipCheckRequest = z.input<typeof recordOwnershipCheckRequest>;

/**
 * A message's kind: `message`, `question` (staff's ownership question), `answer` (the guest's
 * answer to it: private to staff and admins).
 */
export type MessageKind = 'message' | 'question' | 'answer';

/** A stored message as staff read it (Timestamps as Dates). */
export interface ThreadMessage {
  id: string;
  hotelId: string;
  lostItemId: string;
  author: 'guest' | 'staff';
  authorUid: string | null;
  /** The staff member's name; '' for the guest. */
  authorName: string;
  language: 'en' | 'ja';
  text: string;
  kind: MessageKind;
  templateId: string | null;
  /** The guest's photos (staff messages carry none). */
  photos: MessagePhoto[];
  createdAt: Date | null;
}

/** What staff recorded about the ownership question. */
export interface OwnershipCheck {
  questionId: string;
  answered: boolean;
  checkedBy: { uid: string; name: string } | null;
  checkedAt: Date | null;
}

/**
 * The thread's summary on the lost report (`thread`), written only by the functions: it drives
 * the dashboard's unanswered count and waiting view without reading any message.
 */
export interface ThreadSummary {
  count: number;
  /** A guest message waits for the hotel's answer. */
  unanswered: boolean;
  /** The first guest message not yet answered; null when none waits. */
  waitingSince: Date | null;
  lastGuestAt: Date | null;
  lastStaffAt: Date | null;
  /** When the hotel first answered a guest message, and how long that took (ms). */
  firstAnswerAt: Date | null;
  firstAnswerMs: number | null;
  guestWindowStart: Date | null;
  guestWindowCount: number;
  ownership: OwnershipCheck | null;
}

type Data = Record<string, unknown>;
const dateOrNull = (value: unknown): Date | null => {
  const date = toDateValue(value);
  return date instanceof Date ? date : null;
};
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function toMessagePhotos(value: unknown): MessagePhoto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const photo = (entry ?? {}) as Data;
    return typeof photo.path === 'string' && typeof photo.url === 'string'
      ? [{ path: photo.path, url: photo.url }]
      : [];
  });
}

export function toThreadMessage(id: string, data: Data): ThreadMessage {
  const kind = data.kind === 'question' || data.kind === 'answer' ? data.kind : 'message';
  return {
    id,
    hotelId: str(data.hotelId),
    lostItemId: str(data.lostItemId),
    author: data.author === 'staff' ? 'staff' : 'guest',
    authorUid: typeof data.authorUid === 'string' ? data.authorUid : null,
    authorName: str(data.authorName),
    language: data.language === 'ja' ? 'ja' : 'en',
    text: str(data.text),
    kind,
    templateId: typeof data.templateId === 'string' ? data.templateId : null,
    photos: toMessagePhotos(data.photos),
    createdAt: dateOrNull(data.createdAt),
  };
}

/** The report's `thread` map (absent: no message yet). */
export function toThreadSummary(raw: unknown): ThreadSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const data = raw as Data;
  const own = data.ownership as Data | null | undefined;
  const checkedBy = own?.checkedBy as Data | null | undefined;
  return {
    count: typeof data.count === 'number' ? data.count : 0,
    unanswered: data.unanswered === true,
    waitingSince: dateOrNull(data.waitingSince),
    lastGuestAt: dateOrNull(data.lastGuestAt),
    lastStaffAt: dateOrNull(data.lastStaffAt),
    firstAnswerAt: dateOrNull(data.firstAnswerAt),
    firstAnswerMs: typeof data.firstAnswerMs === 'number' ? data.firstAnswerMs : null,
    guestWindowStart: dateOrNull(data.guestWindowStart),
    guestWindowCount: typeof data.guestWindowCount === 'number' ? data.guestWindowCount : 0,
    ownership:
      own && typeof own.questionId === 'string'
        ? {
            questionId: own.questionId,
            answered: own.answered === true,
            checkedBy:
              checkedBy && typeof checkedBy.uid === 'string'
                ? { uid: checkedBy.uid, name: str(checkedBy.name) }
                : null,
            checkedAt: dateOrNull(own.checkedAt),
          }
        : null,
  };
}

/**
 * Pure: the guest's message count in the current window after one more message, or null when the
 * limit is reached (GUEST_MESSAGES_PER_HOUR per report per rolling hour).
 */
export function nextGuestWindow(
  summary: Pick<ThreadSummary, 'guestWindowStart' | 'guestWindowCount'> | null,
  now: number,
): { start: number; count: number } | null {
  const start = summary?.guestWindowStart?.getTime() ?? 0;
  if (!summary || now - start >= GUEST_MESSAGE_WINDOW_MS) return { start: now, count: 1 };
  if (summary.guestWindowCount >= GUEST_MESSAGES_PER_HOUR) return null;
  return { start, count: summary.guestWindowCount + 1 };
}

/** Pure: how long (ms) the guest has waited for an answer; null when nothing waits. */
export function waitingMs(summary: ThreadSummary | null, now: number): number | null {
  if (!summary?.unanswered || !summary.waitingSince) return null;
  return Math.max(0, now - summary.waitingSince.getTime());
}

/** Pure: the waiting reports, longest wait first. */
export function byLongestWait<T extends { thread: ThreadSummary | null }>(
  items: readonly T[],
  now: number,
): T[] {
  return items
    .filter((item) => waitingMs(item.thread, now) !== null)
    .sort((a, b) => (waitingMs(b.thread, now) ?? 0) - (waitingMs(a.thread, now) ?? 0));
}

/** Pure: a wait past the hotel's target. */
export function isOverdue(waited: number | null, targetHours: number): boolean {
  return waited !== null && waited > targetHours * 60 * 60 * 1000;
}

/** The hotel's answer target from its settings (whole hours, bounded), else the default. */
export function answerTargetHours(settings: { answerTargetHours?: unknown } | undefined): number {
  const value = settings?.answerTargetHours;
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_ANSWER_TARGET_HOURS &&
    value <= MAX_ANSWER_TARGET_HOURS
    ? value
    : DEFAULT_ANSWER_TARGET_HOURS;
}

/**
 * Pure: "usually answers within N hours": the median first-answer time, rounded up to whole
 * hours (at least 1), or null with fewer than MIN_ANSWERS_FOR_MEDIAN answers.
 */
export function usualAnswerHours(firstAnswerMs: readonly number[]): number | null {
  const values = firstAnswerMs.filter((ms) => Number.isFinite(ms) && ms >= 0).sort((a, b) => a - b);
  if (values.length < MIN_ANSWERS_FOR_MEDIAN) return null;
  const middle = Math.floor(values.length / 2);
  const median =
    values.length % 2 === 1
      ? values[middle]
      : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
  return Math.max(1, Math.ceil((median ?? 0) / (60 * 60 * 1000)));
}

/**
 * Pure: staff asked the ownership question and nobody has recorded checking the answer yet, so
 * the match may not be confirmed or handed over (confirmMatch, closeMatchPickedUp).
 */
export function ownershipUnchecked(summary: ThreadSummary | null): boolean {
  return summary?.ownership != null && summary.ownership.checkedBy === null;
}

/** The refusal text of a confirmation or hand-over before the ownership check. */
export const OWNERSHIP_CHECK_FIRST =
  "Check the guest's answer to the ownership question first (lost item page).";

/** One message as the guest sees it: a private answer's text is never sent back. */
export interface GuestThreadMessage {
  id: string;
  from: 'guest' | 'hotel';
  /** The staff member's name ('' for the guest's own messages). */
  name: string;
  kind: MessageKind;
  /** '' for the guest's answer to the ownership question (only staff and admins read it). */
  text: string;
  /** Download URLs of the guest's own photos on this message. */
  photos: string[];
  at: string | null;
}

export interface GuestThread {
  messages: GuestThreadMessage[];
  /** An ownership question waits for the guest's answer: the next message answers it. */
  questionOpen: boolean;
  /** "This hotel usually answers within N hours"; null without enough answers. */
  usualAnswerHours: number | null;
}

/** A reply template of the hotel (hotels/{hotelId}/reply-templates/{id}). */
export interface ReplyTemplate {
  id: string;
  title: string;
  en: string;
  ja: string;
}
export const MAX_TEMPLATE_TITLE = 100;
export const MAX_REPLY_TEMPLATES = 20;
export const replyTemplateSchema = z.object({
  title: z
    .string()
    .max(MAX_TEMPLATE_TITLE, 'messages.errors.titleTooLong')
    .refine((value) => value.trim().length > 0, 'messages.errors.titleEmpty'),
  en: messageText,
  ja: messageText,
});

export function toReplyTemplate(id: string, data: Data): ReplyTemplate {
  return { id, title: str(data.title), en: str(data.en), ja: str(data.ja) };
}
