import { LANGUAGES, toLanguage, type Language } from './language';
import { z } from 'zod';
import { toDateValue } from './dates';
import { byReference, byToken } from './guest-credentials';
import { IMAGE_TYPES } from './limits';

/**
 * The message thread of a lost report (docs/data-model.md, "lost-items/{id}/messages"): the guest
 * writes from /status through a callable, staff and admins of the hotel answer from the lost item
 * and match pages through another. Pure: schemas, limits, the stored message and the guest's view
 * of the thread, reply templates. The thread's summary on the report and the waiting and
 * answer-time figures read from it are in thread-summary.ts.
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
/**
 * Photos on guest messages per report, over the report's whole life (as a report holds at most
 * MAX_IMAGES photos of its own): 10 x 2 MiB = 20 MiB per report at most, however long it lives.
 * Counted in the report's `thread.photoCount` by postGuestMessage; a message whose photos would
 * pass it is refused whole (`messages.errors.photoLimit`), and text alone is still taken.
 */
export const MAX_MESSAGE_PHOTOS_PER_REPORT = 10;
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
  language: z.enum(LANGUAGES),
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
  language: Language;
  text: string;
  kind: MessageKind;
  templateId: string | null;
  /** The guest's photos (staff messages carry none). */
  photos: MessagePhoto[];
  createdAt: Date | null;
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
    language: toLanguage(typeof data.language === 'string' ? data.language : undefined),
    text: str(data.text),
    kind,
    templateId: typeof data.templateId === 'string' ? data.templateId : null,
    photos: toMessagePhotos(data.photos),
    createdAt: dateOrNull(data.createdAt),
  };
}

/**
 * A staff member's name as the guest may see it: the display name, never an account email.
 * Staff without a display name are stored under their email (for colleagues), and a display
 * name may itself be an address: either gives '' and the guest's screen names the hotel's front
 * desk instead ("Front desk, Hotel X"; docs/trust-model.md, "Guest messages").
 */
export function guestStaffName(authorName: string): string {
  const name = authorName.trim();
  return name.includes('@') ? '' : name;
}

/** One message as the guest sees it: a private answer's text is never sent back. */
export interface GuestThreadMessage {
  id: string;
  from: 'guest' | 'hotel';
  /**
   * The staff member's display name (guestStaffName: never an email); '' for the guest's own
   * messages and for staff without a display name (shown as the hotel's front desk).
   */
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
  /**
   * The hotel's own answer target in hours (settings.answerTargetHours), which the guest sees
   * until usualAnswerHours can be said (statusOf adds it; absent from an older function).
   */
  answerTargetHours?: number;
}

/**
 * A reply template of the hotel (hotels/{hotelId}/reply-templates/{id}): a text per guest
 * language. English and Japanese are required (the staff screens' languages); Korean and both
 * Chinese texts may be empty, and a guest reading one of those then receives the English text
 * (templateText).
 */
export interface ReplyTemplate {
  id: string;
  title: string;
  en: string;
  ja: string;
  ko: string;
  'zh-Hans': string;
  'zh-Hant': string;
}

/** The template languages a hotel may leave empty. */
export const OPTIONAL_TEMPLATE_LANGUAGES = ['ko', 'zh-Hans', 'zh-Hant'] as const;

/** A template's text for a guest reading `language`: English where it has none in it. */
export function templateText(
  template: Pick<ReplyTemplate, Language>,
  language: string | undefined,
): string {
  return template[toLanguage(language)].trim() ? template[toLanguage(language)] : template.en;
}

/** The guest languages a template has no text in yet. */
export function missingTemplateLanguages(template: Pick<ReplyTemplate, Language>): Language[] {
  return LANGUAGES.filter((language) => template[language].trim() === '');
}

const optionalTemplateText = z.string().max(MAX_MESSAGE, 'messages.errors.tooLong');
export const MAX_TEMPLATE_TITLE = 100;
export const MAX_REPLY_TEMPLATES = 20;
export const replyTemplateSchema = z.object({
  title: z
    .string()
    .max(MAX_TEMPLATE_TITLE, 'messages.errors.titleTooLong')
    .refine((value) => value.trim().length > 0, 'messages.errors.titleEmpty'),
  en: messageText,
  ja: messageText,
  ko: optionalTemplateText,
  'zh-Hans': optionalTemplateText,
  'zh-Hant': optionalTemplateText,
});

export function toReplyTemplate(id: string, data: Data): ReplyTemplate {
  return {
    id,
    title: str(data.title),
    en: str(data.en),
    ja: str(data.ja),
    ko: str(data.ko),
    'zh-Hans': str(data['zh-Hans']),
    'zh-Hant': str(data['zh-Hant']),
  };
}
