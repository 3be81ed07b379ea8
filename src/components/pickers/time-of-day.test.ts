import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, parseTimeOfDay, usesTwelveHourClock } from './time-of-day';

describe('parseTimeOfDay', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['14.30', '14:30'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['9', '09:00'],
    ['0', '00:00'],
    ['23:59', '23:59'],
    ['2:30 pm', '14:30'],
    ['2:30PM', '14:30'],
    ['2pm', '14:00'],
    ['2 p.m.', '14:00'],
    ['12am', '00:00'],
    ['12:15 pm', '12:15'],
    ['11:45 am', '11:45'],
    ['14時30分', '14:30'],
    ['14時', '14:00'],
    ['午後2時', '14:00'],
    ['午前9時15分', '09:15'],
    ['１４：３０', '14:30'],
    ['  7:5 ', '07:05'],
  ])('reads %j as %j', (typed, stored) => {
    expect(parseTimeOfDay(typed)).toBe(stored);
  });

  it('reads nothing typed as no time', () => {
    expect(parseTimeOfDay('')).toBe('');
    expect(parseTimeOfDay('   ')).toBe('');
  });

  it.each(['24:00', '12:60', '13pm', '0am', 'noon', '1:2:3', '12345', 'Shelf B'])(
    'refuses %j',
    (typed) => {
      expect(parseTimeOfDay(typed)).toBeNull();
    },
  );
});

describe('formatTimeOfDay', () => {
  it('shows a 24-hour clock as stored', () => {
    expect(formatTimeOfDay('14:30', false)).toBe('14:30');
    expect(formatTimeOfDay('00:05', false)).toBe('00:05');
  });

  it('shows a 12-hour clock with AM/PM', () => {
    expect(formatTimeOfDay('14:30', true)).toBe('2:30 PM');
    expect(formatTimeOfDay('00:05', true)).toBe('12:05 AM');
    expect(formatTimeOfDay('12:00', true)).toBe('12:00 PM');
    expect(formatTimeOfDay('09:15', true)).toBe('9:15 AM');
  });

  it('shows text that is not a stored time as it is', () => {
    expect(formatTimeOfDay('', true)).toBe('');
    expect(formatTimeOfDay('9ish', true)).toBe('9ish');
  });

  it('reads back what it shows', () => {
    for (const value of ['00:00', '09:15', '12:00', '12:30', '14:30', '23:59'])
      expect(parseTimeOfDay(formatTimeOfDay(value, true))).toBe(value);
  });
});

describe('usesTwelveHourClock', () => {
  it('is the language’s own clock: 24-hour in Japanese, 12-hour in English', () => {
    expect(usesTwelveHourClock('ja')).toBe(false);
    expect(usesTwelveHourClock('en')).toBe(true);
  });
});
