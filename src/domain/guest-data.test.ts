import { describe, expect, it } from 'vitest';
import {
  guestErasureStatus,
  isGuestDataDays,
  matchUnderWay,
  reportEndedAt,
  retentionDue,
  toGuestDataDays,
} from './guest-data';
import { DEFAULT_RETENTION } from './retention';

const NOW = new Date('2026-11-26T00:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const report = (changes: Record<string, unknown> = {}) => ({
  createdAt: daysAgo(400),
  deleted: false,
  deletedAt: null,
  matchId: 'm1',
  ...changes,
});

describe('guest data retention', () => {
  it('the setting is whole days 30..1095, else the default 180', () => {
    expect([30, 1095].every(isGuestDataDays)).toBe(true);
    expect([29, 1096, 180.5, '180', null].some(isGuestDataDays)).toBe(false);
    expect(toGuestDataDays(undefined)).toBe(180);
    expect(toGuestDataDays(2000)).toBe(180);
    expect(toGuestDataDays(90)).toBe(90);
  });

  it('a report ends when shipped, picked up or deleted; never while the match is under way', () => {
    const shipped = { status: 'shipped' as const, shippedAt: daysAgo(10) };
    expect(reportEndedAt(report(), shipped, DEFAULT_RETENTION)).toEqual(daysAgo(10));
    const pickedUp = { status: 'picked-up' as const, shippedAt: null, pickup: { at: daysAgo(5) } };
    expect(reportEndedAt(report(), pickedUp, DEFAULT_RETENTION)).toEqual(daysAgo(5));
    for (const status of ['matched', 'confirmed', 'on-hold'] as const)
      expect(reportEndedAt(report(), { status, shippedAt: null }, DEFAULT_RETENTION)).toBeNull();
    expect(
      reportEndedAt(report({ deleted: true, deletedAt: daysAgo(3) }), null, DEFAULT_RETENTION),
    ).toEqual(daysAgo(3));
  });

  it('a report never matched ends its longest found-item retention after it was made', () => {
    const unmatched = report({ matchId: null, createdAt: daysAgo(100) });
    expect(reportEndedAt(unmatched, null, DEFAULT_RETENTION)).toEqual(daysAgo(70));
    expect(retentionDue(unmatched, null, DEFAULT_RETENTION, 70, NOW)).toBe(true);
    expect(retentionDue(unmatched, null, DEFAULT_RETENTION, 71, NOW)).toBe(false);
  });

  it('a shipped match stays under way 30 days for a guest request', () => {
    expect(matchUnderWay({ status: 'shipped', shippedAt: daysAgo(29) }, NOW)).toBe(true);
    expect(matchUnderWay({ status: 'shipped', shippedAt: daysAgo(30) }, NOW)).toBe(false);
    expect(matchUnderWay({ status: 'picked-up', shippedAt: null }, NOW)).toBe(false);
    expect(matchUnderWay({ status: 'on-hold', shippedAt: null }, NOW)).toBe(true);
    expect(matchUnderWay(null, NOW)).toBe(false);
  });

  it('the guest sees requested until erased', () => {
    expect(guestErasureStatus(null)).toBeNull();
    expect(
      guestErasureStatus({ requestedAt: daysAgo(1), erasedAt: null, reason: null })?.state,
    ).toBe('requested');
    expect(
      guestErasureStatus({ requestedAt: null, erasedAt: daysAgo(0), reason: 'retention' }),
    ).toEqual({ state: 'erased', requestedAt: null, erasedAt: NOW.toISOString() });
  });
});
