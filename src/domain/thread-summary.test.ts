import { describe, expect, it } from 'vitest';
import { GUEST_MESSAGES_PER_HOUR } from './messages';
import {
  answerTargetHours,
  byLongestWait,
  isOverdue,
  nextGuestWindow,
  toThreadSummary,
  usualAnswerHours,
  waitingMs,
} from './thread-summary';

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
