import { describe, expect, it } from 'vitest';
import { filterByDateRange } from './dashboard';
import {
  addDays,
  dayFromPicker,
  dayToPicker,
  endOfDay,
  formatDate,
  isValidDate,
  parseDateOnly,
  todayIso,
  toDateValue,
  toIsoDay,
} from './dates';

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

describe('picked days (dayFromPicker / dayToPicker)', () => {
  it('keeps the picked calendar day whatever the time zone', () => {
    // The value a Mantine picker gives for 20 November: the same day is stored, never the 19th.
    expect(dayFromPicker('2026-11-20')).toBe('2026-11-20');
    expect(dayFromPicker('2026-11-20 00:00:00')).toBe('2026-11-20');
    expect(dayFromPicker(new Date(2026, 10, 20))).toBe('2026-11-20');
    expect(dayFromPicker(new Date(2026, 10, 20, 23, 59))).toBe('2026-11-20');
    expect(dayToPicker('2026-11-20')).toBe('2026-11-20');
  });

  it('turns empty or unreadable values into none', () => {
    expect(dayFromPicker(null)).toBe('');
    expect(dayFromPicker('')).toBe('');
    expect(dayFromPicker('2026-02-30')).toBe('');
    expect(dayFromPicker(new Date(Number.NaN))).toBe('');
    expect(dayToPicker('')).toBeNull();
    expect(dayToPicker('soon')).toBeNull();
  });

  it('round-trips every day of a year, including both DST changes', () => {
    for (let day = new Date(2026, 0, 1); day.getFullYear() === 2026; day = addDays(day, 1)) {
      const iso = toIsoDay(day);
      expect(dayFromPicker(dayToPicker(iso))).toBe(iso);
      expect(toIsoDay(parseDateOnly(iso))).toBe(iso);
    }
  });

  it('filters the dashboard from the from-day midnight to the end of the to-day, local time', () => {
    const rows = [
      { id: 'before', at: new Date(2026, 10, 19, 23, 59, 59) },
      { id: 'start', at: new Date(2026, 10, 20, 0, 0, 0) },
      { id: 'late', at: new Date(2026, 10, 20, 23, 59, 59) },
      { id: 'after', at: new Date(2026, 10, 21, 0, 0, 0) },
    ];
    const ids = filterByDateRange(rows, (row) => row.at, '2026-11-20', '2026-11-20').map(
      (row) => row.id,
    );
    expect(ids).toEqual(['start', 'late']);
  });

  it('runs in the time zone it was started with', () => {
    if (process.env.TZ) {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
    }
  });
});
