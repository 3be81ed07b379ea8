import { describe, expect, it } from 'vitest';
import {
  addressConfirmed,
  nextRecipientCount,
  normalizeMailAddress,
  REPORT_RATE_NOTICE_THRESHOLD,
  reportRateHourId,
  reportRateNotice,
  toEmailConfirmation,
  toMailHeld,
  UNCONFIRMED_MAIL_LIMIT,
  UNCONFIRMED_MAIL_WINDOW_MS,
} from './mail-trust';

describe('normalizeMailAddress', () => {
  it('names one mailbox however it is spelled', () => {
    expect(normalizeMailAddress(' Victim@Example.COM ')).toBe('victim@example.com');
    expect(normalizeMailAddress('victim+lost1@example.com')).toBe('victim@example.com');
    expect(normalizeMailAddress('v.i.c.t.i.m+x@googlemail.com')).toBe('victim@gmail.com');
    // Dots matter outside Gmail.
    expect(normalizeMailAddress('first.last@example.com')).toBe('first.last@example.com');
    expect(normalizeMailAddress('+@example.com')).toBe('+@example.com');
  });
});

describe('nextRecipientCount', () => {
  it('allows the limit per window, then refuses until the window is over', () => {
    let counter: { windowStart: number; count: number } | null = null;
    const start = 1_000_000;
    for (let i = 1; i <= UNCONFIRMED_MAIL_LIMIT; i += 1) {
      const next = nextRecipientCount(counter, start + i);
      expect(next).toEqual({
        windowStart: start + 1,
        count: i,
        expireAt: start + 1 + UNCONFIRMED_MAIL_WINDOW_MS,
      });
      counter = next;
    }
    expect(nextRecipientCount(counter, start + 100)).toBeNull();
    expect(nextRecipientCount(counter, start + 1 + UNCONFIRMED_MAIL_WINDOW_MS)).toMatchObject({
      count: 1,
    });
  });
});

describe('confirmations and held mails', () => {
  const hash = 'a'.repeat(64);
  it('holds only for the address it confirmed', () => {
    const confirmation = toEmailConfirmation({ emailHash: hash, method: 'staff', at: null });
    expect(confirmation).toMatchObject({ method: 'staff', by: null });
    expect(addressConfirmed(confirmation, hash)).toBe(true);
    expect(addressConfirmed(confirmation, 'b'.repeat(64))).toBe(false);
    expect(addressConfirmed(null, hash)).toBe(false);
    expect(toEmailConfirmation({ emailHash: 'short' })).toBeNull();
    expect(toMailHeld({ mail: 'shipped', at: null })).toMatchObject({ mail: 'shipped' });
    expect(toMailHeld({ mail: 'other' })).toBeNull();
  });
});

describe('report rate notice', () => {
  const now = new Date('2026-11-26T15:20:00Z');
  const at = (iso: string, count: number) => ({ hourStart: new Date(iso), count });
  it('names the clock hour in UTC', () => {
    expect(reportRateHourId(now)).toBe('2026112615');
  });
  it('warns about the current or the previous hour at the threshold, not older ones', () => {
    const n = REPORT_RATE_NOTICE_THRESHOLD;
    expect(reportRateNotice([at('2026-11-26T15:00:00Z', n - 1)], now)).toBeNull();
    expect(reportRateNotice([at('2026-11-26T15:00:00Z', n)], now)?.count).toBe(n);
    expect(reportRateNotice([at('2026-11-26T14:00:00Z', n + 5)], now)?.count).toBe(n + 5);
    expect(reportRateNotice([at('2026-11-26T13:00:00Z', n + 5)], now)).toBeNull();
    expect(
      reportRateNotice([at('2026-11-26T14:00:00Z', n + 5), at('2026-11-26T15:00:00Z', n)], now)
        ?.count,
    ).toBe(n);
  });
});
