import { describe, expect, it } from 'vitest';
import { endOfDay, formatDate, isValidDate, parseDateOnly, todayIso, toDateValue } from './dates';

const labels = { missing: 'N/A', invalid: 'Invalid Date' };

describe('toDateValue', () => {
  it('reads Firestore Timestamps, {seconds} objects, ISO strings, date-only strings and numbers', () => {
    const moment = new Date('2026-03-04T05:06:07Z');
    expect(toDateValue({ toDate: () => moment })).toEqual(moment);
    expect(toDateValue({ seconds: moment.getTime() / 1000, nanoseconds: 0 })).toEqual(moment);
    expect(toDateValue('2026-03-04T05:06:07Z')).toEqual(moment);
    expect(toDateValue(moment.getTime())).toEqual(moment);
    expect(toDateValue('2026-03-04')).toEqual(new Date(2026, 2, 4));
  });

  it('turns missing values into null and unreadable ones into an Invalid Date', () => {
    expect(toDateValue(undefined)).toBeNull();
    expect(toDateValue(null)).toBeNull();
    expect(toDateValue('  ')).toBeNull();
    expect(isValidDate(toDateValue('yesterday-ish'))).toBe(false);
    expect(isValidDate(toDateValue({ foo: 1 }))).toBe(false);
    expect(isValidDate(parseDateOnly('2026-02-30'))).toBe(false);
  });
});

describe('formatDate', () => {
  it('shows N/A for a missing date and Invalid Date for a bad one', () => {
    expect(formatDate(undefined, 'en', labels)).toBe('N/A');
    expect(formatDate('not a date', 'en', labels)).toBe('Invalid Date');
    expect(formatDate('2026-03-04', 'en-US', labels)).toBe('Mar 4, 2026');
  });
});

describe('day boundaries', () => {
  it('gives today as local YYYY-MM-DD and ends a day at 23:59:59.999', () => {
    expect(todayIso(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
    const end = endOfDay(new Date(2026, 0, 9, 8));
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
  });
});
