import { describe, expect, it } from 'vitest';
import {
  MAX_MESSAGE,
  postGuestMessageRequest,
  postStaffMessageRequest,
  sniffImageType,
  MAX_MESSAGE_PHOTOS,
} from './messages';

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
