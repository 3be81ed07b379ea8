import { describe, expect, it } from 'vitest';
import { textLength, textTooLong } from './text-length';

describe('textLength', () => {
  it('shows nothing far from the limit, the count near it, and the excess past it', () => {
    expect(textLength('hello', 2000)).toEqual({ length: 5, excess: 0, near: false });
    expect(textLength('x'.repeat(1599), 2000).near).toBe(false);
    expect(textLength('x'.repeat(1600), 2000)).toEqual({ length: 1600, excess: 0, near: true });
    expect(textLength('x'.repeat(2000), 2000)).toEqual({ length: 2000, excess: 0, near: true });
    expect(textLength('x'.repeat(2534), 2000)).toEqual({ length: 2534, excess: 534, near: true });
  });

  it('counts as the server does (UTF-16 code units): an emoji is two', () => {
    expect(textLength('😀', 2000).length).toBe(2);
    expect(textLength('忘れ物', 2000).length).toBe(3);
  });
});

describe('textTooLong', () => {
  it('is true only past the limit', () => {
    expect(textTooLong('x'.repeat(2000), 2000)).toBe(false);
    expect(textTooLong('x'.repeat(2001), 2000)).toBe(true);
  });
});
