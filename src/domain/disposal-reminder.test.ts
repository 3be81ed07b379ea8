import { describe, expect, it } from 'vitest';
import {
  DISPOSAL_REMINDER_DAYS,
  disposalReminderMailId,
  reminderCandidates,
} from './disposal-reminder';
import { DEFAULT_RETENTION } from './retention';
import { guestStateOf, statusSteps } from './guest-status';

// General items are kept 30 days by default: found 2026-06-01, due 2026-07-01.
const now = new Date(2026, 5, 28, 10, 0); // 2026-06-28: 3 days before the due date
const found = (o: Record<string, unknown> = {}) => ({
  itemType: 'Umbrella',
  dateFound: '2026-06-01',
  status: 'matched' as const,
  deleted: false,
  matchId: 'm1',
  ...o,
});
const match = (o: Record<string, unknown> = {}) => ({
  id: 'm1',
  status: 'confirmed' as const,
  confirmedAt: new Date(2026, 5, 5),
  lostItemId: 'l1',
  foundItemId: 'f1',
  ...o,
});

describe('disposal reminder selection', () => {
  it(`picks a confirmed or on-hold match whose item is due within ${DISPOSAL_REMINDER_DAYS} days`, () => {
    const items = new Map([['f1', found()]]);
    expect(reminderCandidates([match()], items, DEFAULT_RETENTION, now)).toEqual([
      { matchId: 'm1', lostItemId: 'l1', foundItemId: 'f1', dueDate: '2026-07-01', daysLeft: 3 },
    ]);
    expect(
      reminderCandidates([match({ status: 'on-hold' })], items, DEFAULT_RETENTION, now),
    ).toHaveLength(1);
  });

  it('waits while the due date is further away, and still reminds once it has passed', () => {
    const items = new Map([['f1', found()]]);
    const earlier = new Date(2026, 5, 27, 10, 0); // 4 days left
    expect(reminderCandidates([match()], items, DEFAULT_RETENTION, earlier)).toEqual([]);
    const later = new Date(2026, 6, 3, 10, 0);
    expect(reminderCandidates([match()], items, DEFAULT_RETENTION, later)[0]?.daysLeft).toBe(-2);
  });

  it('leaves out matches not confirmed, shipped or picked up, and items gone or elsewhere', () => {
    const items = new Map([['f1', found()]]);
    for (const status of ['matched', 'pending', 'shipped', 'picked-up'])
      expect(reminderCandidates([match({ status })], items, DEFAULT_RETENTION, now)).toEqual([]);
    // Held straight from 'matched' (never confirmed): the guest was not told, no reminder.
    expect(
      reminderCandidates(
        [match({ status: 'on-hold', confirmedAt: null })],
        items,
        DEFAULT_RETENTION,
        now,
      ),
    ).toEqual([]);
    for (const item of [
      found({ deleted: true }),
      found({ status: 'returned' }),
      found({ matchId: 'other' }),
      found({ dateFound: '' }),
    ])
      expect(
        reminderCandidates([match()], new Map([['f1', item]]), DEFAULT_RETENTION, now),
      ).toEqual([]);
    expect(reminderCandidates([match()], new Map(), DEFAULT_RETENTION, now)).toEqual([]);
  });

  it('follows the hotel retention of the item group', () => {
    const items = new Map([['f1', found()]]);
    expect(
      reminderCandidates([match()], items, { ...DEFAULT_RETENTION, general: 60 }, now),
    ).toEqual([]);
  });

  it('has one mail id per match', () => {
    expect(disposalReminderMailId('m1')).toBe('disposal-reminder-m1');
  });
});

describe('guest status: picked up (timeline)', () => {
  it('ends the timeline with "picked up" instead of "shipped"', () => {
    expect(guestStateOf({ status: 'picked-up', confirmedAt: new Date() })).toBe('picked-up');
    expect(statusSteps('picked-up')).toEqual(['reported', 'found', 'confirmed', 'picked-up']);
    expect(statusSteps('shipped')).toEqual(['reported', 'found', 'confirmed', 'shipped']);
    expect(statusSteps('confirmed')).toEqual(['reported', 'found', 'confirmed', 'shipped']);
  });
});
