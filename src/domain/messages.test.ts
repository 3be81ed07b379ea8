import { describe, expect, it } from 'vitest';
import {
  answerTargetHours,
  byLongestWait,
  GUEST_MESSAGES_PER_HOUR,
  isOverdue,
  MAX_MESSAGE,
  nextGuestWindow,
  postGuestMessageRequest,
  postStaffMessageRequest,
  toThreadSummary,
  usualAnswerHours,
  waitingMs,
  sniffImageType,
  MAX_MESSAGE_PHOTOS,
} from './messages';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms);

describe('guest message window', () => {
  it('allows GUEST_MESSAGES_PER_HOUR in a rolling hour, then a new window', () => {
    const now = 10 * HOUR;
    expect(nextGuestWindow(null, now)).toEqual({ start: now, count: 1 });
    const full = {
      guestWindowStart: at(now - HOUR / 2),
      guestWindowCount: GUEST_MESSAGES_PER_HOUR,
    };
    expect(nextGuestWindow(full, now)).toBeNull();
    expect(nextGuestWindow({ ...full, guestWindowCount: 2 }, now)).toEqual({
      start: now - HOUR / 2,
      count: 3,
    });
    expect(nextGuestWindow({ ...full, guestWindowStart: at(now - HOUR) }, now)).toEqual({
      start: now,
      count: 1,
    });
  });
});

describe('waiting', () => {
  const summary = (waitingSince: number | null, unanswered = true) =>
    toThreadSummary({ unanswered, waitingSince: waitingSince === null ? null : at(waitingSince) });

  it('measures the wait of an unanswered thread only', () => {
    expect(waitingMs(summary(HOUR), 3 * HOUR)).toBe(2 * HOUR);
    expect(waitingMs(summary(HOUR, false), 3 * HOUR)).toBeNull();
    expect(waitingMs(null, 3 * HOUR)).toBeNull();
  });

  it('orders the waiting view longest first and leaves out answered reports', () => {
    const items = [
      { id: 'short', thread: summary(5 * HOUR) },
      { id: 'answered', thread: summary(0, false) },
      { id: 'long', thread: summary(HOUR) },
      { id: 'none', thread: null },
    ];
    expect(byLongestWait(items, 6 * HOUR).map((item) => item.id)).toEqual(['long', 'short']);
  });

  it('is overdue only past the target', () => {
    expect(isOverdue(24 * HOUR, 24)).toBe(false);
    expect(isOverdue(24 * HOUR + 1, 24)).toBe(true);
    expect(isOverdue(null, 24)).toBe(false);
  });

  it('reads the target from the settings, 24 hours by default', () => {
    expect(answerTargetHours(undefined)).toBe(24);
    expect(answerTargetHours({ answerTargetHours: 8 })).toBe(8);
    expect(answerTargetHours({ answerTargetHours: 0 })).toBe(24);
    expect(answerTargetHours({ answerTargetHours: 2.5 })).toBe(24);
  });
});

describe('usual answer time', () => {
  it('needs 5 answers, then gives the median rounded up to whole hours', () => {
    expect(usualAnswerHours([1, 2, 3, 4].map((h) => h * HOUR))).toBeNull();
    expect(usualAnswerHours([30, 1, 5, 2, 3].map((h) => h * HOUR))).toBe(3);
    expect(usualAnswerHours([1, 2, 3, 4, 5, 6].map((h) => h * HOUR))).toBe(4);
    expect(usualAnswerHours([0.1, 0.1, 0.2, 0.3, 0.5].map((h) => h * HOUR))).toBe(1);
  });
});

describe('requests', () => {
  it('a guest message carries the proof, bounded plain text and a language', () => {
    const base = { reference: 'SAK-2345-67', email: 'a@b.example', language: 'en' };
    expect(postGuestMessageRequest.safeParse({ ...base, text: 'hi' }).success).toBe(true);
    expect(
      postGuestMessageRequest.safeParse({ ...base, text: 'x'.repeat(MAX_MESSAGE + 1) }).success,
    ).toBe(false);
    expect(postGuestMessageRequest.safeParse({ ...base, text: ' ' }).success).toBe(false);
    expect(postGuestMessageRequest.safeParse({ ...base, text: 'hi', language: 'fr' }).success).toBe(
      false,
    );
    expect(
      postGuestMessageRequest.safeParse({ token: 'A'.repeat(43), text: 'hi', language: 'ja' })
        .success,
    ).toBe(true);
  });

  it('a staff message defaults to a plain answer without template', () => {
    expect(postStaffMessageRequest.parse({ lostItemId: 'x', text: 'hi' })).toEqual({
      lostItemId: 'x',
      text: 'hi',
      question: false,
      templateId: null,
    });
  });
});

describe('photos on a guest message', () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((value) =>
        typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value],
      ),
    );

  it('knows an image by its bytes, whatever it claims to be', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffImageType(bytes(0, 0, 0, 24, 'ftypheic'))).toBe('image/heic');
    expect(sniffImageType(bytes(0, 0, 0, 24, 'ftypmif1'))).toBe('image/heif');
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffImageType(bytes(0, 0, 0, 24, 'ftypmp42'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('takes at most MAX_MESSAGE_PHOTOS photos of the report photo types, and no path or URL', () => {
    const base = { reference: 'SAK-2345-67', email: 'a@b.example', text: 'hi', language: 'en' };
    const png = { contentType: 'image/png', data: 'iVBORw0KGgo=' };
    const parse = (photos: unknown) => postGuestMessageRequest.safeParse({ ...base, photos });
    expect(parse(Array.from({ length: MAX_MESSAGE_PHOTOS }, () => png)).success).toBe(true);
    expect(parse(Array.from({ length: MAX_MESSAGE_PHOTOS + 1 }, () => png)).success).toBe(false);
    expect(parse([{ ...png, contentType: 'image/svg+xml' }]).success).toBe(false);
    expect(parse([{ ...png, path: 'lost-items/h/other/a.png' }]).success).toBe(false);
    expect(parse([{ url: 'https://example.com/a.png' }]).success).toBe(false);
    expect(postGuestMessageRequest.parse(base).photos).toEqual([]);
  });
});
