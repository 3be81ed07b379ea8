import { describe, expect, test } from 'vitest';
import { ITEM_TYPES } from './item-types';
import {
  calendarDay,
  DEFAULT_RETENTION,
  daysInStorage,
  dueInfo,
  dueItems,
  ITEM_TYPE_GROUPS,
  latestDueFoundDay,
  RETENTION_GROUPS,
  retentionGroupOf,
  toRetention,
} from './retention';

const item = (id: string, itemType: string, dateFound: string, status = 'pending') => ({
  id,
  itemType,
  dateFound,
  status,
  deleted: false,
});

describe('retention groups', () => {
  test('every catalogue type has a group; the groups are the issue’s four', () => {
    for (const type of ITEM_TYPES) expect(RETENTION_GROUPS).toContain(ITEM_TYPE_GROUPS[type.name]);
    expect(Object.keys(ITEM_TYPE_GROUPS)).toHaveLength(ITEM_TYPES.length);
  });

  test('types map by catalogue name in any spelling; free text is general', () => {
    expect(retentionGroupOf('Passport')).toBe('documents');
    expect(retentionGroupOf('credit_card')).toBe('valuables');
    expect(retentionGroupOf(' medication ')).toBe('perishables');
    expect(retentionGroupOf('Umbrella')).toBe('general');
    expect(retentionGroupOf('Surfboard')).toBe('general');
    expect(retentionGroupOf('')).toBe('general');
  });

  test('defaults: perishables 2, general 30, valuables 7, documents 7', () => {
    expect(DEFAULT_RETENTION).toEqual({ perishables: 2, general: 30, valuables: 7, documents: 7 });
  });

  test('a stored map is read leniently: invalid or missing values fall back to the default', () => {
    expect(toRetention(undefined)).toEqual(DEFAULT_RETENTION);
    expect(toRetention({ general: 90, valuables: -1, documents: 2.5, perishables: 4000 })).toEqual({
      ...DEFAULT_RETENTION,
      general: 90,
    });
    expect(toRetention({ perishables: 0, extra: 5 })).toEqual({
      ...DEFAULT_RETENTION,
      perishables: 0,
    });
  });
});

describe('calendar-day math', () => {
  // 23:30 UTC on 1 March is 08:30 on 2 March in Tokyo and 15:30 on 1 March in Los Angeles.
  const lateUtc = new Date('2026-03-01T23:30:00Z');

  test('today depends on the time zone', () => {
    expect(calendarDay(lateUtc, 'UTC')).toBe('2026-03-01');
    expect(calendarDay(lateUtc, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(calendarDay(lateUtc, 'America/Los_Angeles')).toBe('2026-03-01');
    // Each zone keeps its own formatter: asking again, in another order, gives the same days.
    expect(calendarDay(lateUtc, 'Asia/Tokyo')).toBe('2026-03-02');
    expect(calendarDay(lateUtc, 'UTC')).toBe('2026-03-01');
    expect(calendarDay(new Date('2026-03-02T00:30:00Z'), 'UTC')).toBe('2026-03-02');
  });

  test('days in storage are whole calendar days in the hotel’s zone', () => {
    expect(daysInStorage('2026-02-27', lateUtc, 'UTC')).toBe(2);
    expect(daysInStorage('2026-02-27', lateUtc, 'Asia/Tokyo')).toBe(3);
    expect(daysInStorage('2026-03-01', lateUtc, 'Asia/Tokyo')).toBe(1);
    expect(daysInStorage('2026-03-02', lateUtc, 'America/Los_Angeles')).toBe(0);
    expect(daysInStorage('', lateUtc, 'UTC')).toBeNull();
    expect(daysInStorage('2026-02-30', lateUtc, 'UTC')).toBeNull();
  });

  test('a daylight-saving change does not shift the count (New York, 8 March 2026)', () => {
    const afterChange = new Date('2026-03-09T04:30:00Z'); // 00:30 EDT on 9 March
    expect(calendarDay(afterChange, 'America/New_York')).toBe('2026-03-09');
    expect(daysInStorage('2026-03-07', afterChange, 'America/New_York')).toBe(2);
    const beforeChange = new Date('2026-03-08T04:30:00Z'); // 23:30 EST on 7 March
    expect(daysInStorage('2026-03-07', beforeChange, 'America/New_York')).toBe(0);
  });

  test('the due date is the date found plus the group’s days, across months and leap days', () => {
    const now = new Date('2028-02-28T12:00:00Z');
    const info = dueInfo(item('a', 'Medication', '2028-02-28'), DEFAULT_RETENTION, now, 'UTC');
    expect(info).toMatchObject({
      group: 'perishables',
      dueDate: '2028-03-01',
      daysLeft: 2,
      daysInStorage: 0,
      state: 'soon',
    });
    const general = dueInfo(item('b', 'Bag', '2027-12-15'), DEFAULT_RETENTION, now, 'UTC');
    expect(general).toMatchObject({ dueDate: '2028-01-14', daysLeft: -45, state: 'overdue' });
    const today = dueInfo(item('c', 'Wallet', '2028-02-21'), DEFAULT_RETENTION, now, 'UTC');
    expect(today).toMatchObject({ dueDate: '2028-02-28', daysLeft: 0, state: 'today' });
    const later = dueInfo(item('d', 'Passport', '2028-02-27'), DEFAULT_RETENTION, now, 'UTC');
    expect(later).toMatchObject({ dueDate: '2028-03-05', daysLeft: 6, state: 'later' });
  });

  test('the hotel’s own days are used', () => {
    const now = new Date('2026-06-10T00:00:00Z');
    const retention = toRetention({ general: 90 });
    expect(dueInfo(item('a', 'Umbrella', '2026-06-01'), retention, now, 'UTC')?.dueDate).toBe(
      '2026-08-30',
    );
  });
});

describe('the Due view', () => {
  test('pending items past or within 3 days of their due date, earliest due first', () => {
    const now = new Date('2026-06-10T03:00:00Z'); // 12:00 in Tokyo
    const items = [
      item('later', 'Bag', '2026-06-01'), // due 07-01
      item('soon3', 'Bag', '2026-05-14'), // due 06-13: 3 days left
      item('soon4', 'Bag', '2026-05-15'), // due 06-14: 4 days left, not listed
      item('overdue', 'Wallet', '2026-05-20'), // due 05-27
      item('today', 'Passport', '2026-06-03'), // due 06-10
      item('matched', 'Wallet', '2026-01-01', 'matched'),
      { ...item('deleted', 'Wallet', '2026-01-01'), deleted: true },
      item('nodate', 'Wallet', ''),
    ];
    const rows = dueItems(items, DEFAULT_RETENTION, now, 'Asia/Tokyo');
    expect(rows.map((row) => row.item.id)).toEqual(['overdue', 'today', 'soon3']);
    expect(rows.map((row) => row.due.daysLeft)).toEqual([-14, 0, 3]);
  });

  test("reads each group's items found up to the last day that can be due", () => {
    const now = new Date('2026-06-10T03:00:00Z');
    const retention = { ...DEFAULT_RETENTION, perishables: 2, documents: 400 };
    expect(latestDueFoundDay(retention, 'perishables', now, 'Asia/Tokyo')).toBe('2026-06-11');
    expect(latestDueFoundDay(retention, 'documents', now, 'Asia/Tokyo')).toBe('2025-05-09');
    // Every item the view lists was found on or before its group's day, whatever its type.
    const days = Array.from(
      { length: 60 },
      (_, i) => `2026-05-${String((i % 31) + 1).padStart(2, '0')}`,
    );
    const items = days.flatMap((day, i) =>
      ['Medication', 'Bag', 'Wallet', 'Passport'].map((type) => item(`${type}${i}`, type, day)),
    );
    const rows = dueItems(items, retention, now, 'Asia/Tokyo');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(
        row.item.dateFound <= latestDueFoundDay(retention, row.due.group, now, 'Asia/Tokyo'),
      ).toBe(true);
    // And an item found on its group's day is listed.
    const edge = item(
      'edge',
      'Wallet',
      latestDueFoundDay(retention, 'valuables', now, 'Asia/Tokyo'),
    );
    expect(dueItems([edge], retention, now, 'Asia/Tokyo')).toHaveLength(1);
  });

  test('items due the same day keep the order of the query that paged them (ids by code point)', () => {
    const now = new Date('2026-06-10T03:00:00Z');
    // Firestore orders equal dates by document id, byte by byte: upper case before lower case.
    const items = ['b7', 'Zq', 'a1', 'B2'].map((id) => item(id, 'Bag', '2026-05-01'));
    const rows = dueItems(items, DEFAULT_RETENTION, now, 'Asia/Tokyo');
    expect(rows.map((row) => row.item.id)).toEqual(['B2', 'Zq', 'a1', 'b7']);
  });
});
