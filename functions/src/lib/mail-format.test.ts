import { describe, expect, it } from 'vitest';
import { mailDay } from './mail-format';

// Run under several TZ values too (docs/testing.md): a calendar day never shifts.
describe('mailDay', () => {
  it.each([
    ['en', 'December 3, 2026'],
    ['ja', '2026年12月3日'],
    ['ko', '2026년 12월 3일'],
    ['zh-Hans', '2026年12月3日'],
    ['zh-Hant', '2026年12月3日'],
  ] as const)('writes 2026-12-03 in %s as %s', (language, written) => {
    expect(mailDay(language, '2026-12-03')).toBe(written);
  });

  it('keeps the first and last day of a year on their day', () => {
    expect(mailDay('en', '2027-01-01')).toBe('January 1, 2027');
    expect(mailDay('ja', '2026-12-31')).toBe('2026年12月31日');
  });

  it('returns text that is not a calendar day as it is', () => {
    expect(mailDay('en', '2026-02-30')).toBe('2026-02-30');
    expect(mailDay('en', 'soon')).toBe('soon');
  });
});
