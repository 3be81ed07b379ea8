import { describe, expect, it } from 'vitest';
import {
  MAX_REPORTS_PER_WINDOW,
  nextQuotaStep,
  quotaExempt,
  REPORT_WINDOW_MS,
} from './report-quota';

describe('nextQuotaStep', () => {
  const start = new Date('2026-05-02T10:00:00Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  it('starts a window for the first report', () => {
    expect(nextQuotaStep(null, start)).toBe('start');
  });

  it('counts up to the limit inside the window, then refuses', () => {
    expect(nextQuotaStep({ windowStart: start, count: 1 }, later(1000))).toBe('increment');
    expect(
      nextQuotaStep({ windowStart: start, count: MAX_REPORTS_PER_WINDOW - 1 }, later(1000)),
    ).toBe('increment');
    expect(nextQuotaStep({ windowStart: start, count: MAX_REPORTS_PER_WINDOW }, later(1000))).toBe(
      'exhausted',
    );
  });

  it('starts a new window once the hour is over', () => {
    expect(
      nextQuotaStep({ windowStart: start, count: MAX_REPORTS_PER_WINDOW }, later(REPORT_WINDOW_MS)),
    ).toBe('start');
  });
});

describe('quotaExempt', () => {
  it('exempts staff and admins of the report’s hotel only', () => {
    expect(quotaExempt({ staff: true, accessibleHotels: ['a'] }, 'a')).toBe(true);
    expect(quotaExempt({ admin: true, staff: true, accessibleHotels: ['a', 'b'] }, 'b')).toBe(true);
    expect(quotaExempt({ staff: true, accessibleHotels: ['b'] }, 'a')).toBe(false);
    expect(quotaExempt({ staff: false, admin: false, accessibleHotels: ['a'] }, 'a')).toBe(false);
    expect(quotaExempt({}, 'a')).toBe(false);
  });
});
