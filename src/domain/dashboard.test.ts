import { describe, expect, it } from 'vitest';
import {
  contactOf,
  DEFAULT_SORT,
  filterByDateRange,
  isDashboardTab,
  nextSort,
  sortRows,
  ownerOf,
} from './dashboard';

describe('date filters', () => {
  const rows = [
    { id: 'a', date: '2026-05-01' },
    { id: 'b', date: new Date(2026, 4, 3, 23, 59, 59) },
    { id: 'c', date: '2026-05-04' },
    { id: 'd', date: 'garbage' },
  ];
  const ids = (list: { id: string }[]) => list.map((row) => row.id);

  it('includes the whole to-date until 23:59:59', () => {
    expect(ids(filterByDateRange(rows, (r) => r.date, null, new Date(2026, 4, 3)))).toEqual([
      'a',
      'b',
    ]);
  });

  it('includes the from-date from midnight and drops unreadable dates once filtering', () => {
    expect(ids(filterByDateRange(rows, (r) => r.date, new Date(2026, 4, 3, 15), null))).toEqual([
      'b',
      'c',
    ]);
    expect(ids(filterByDateRange(rows, (r) => r.date, null, null))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('sorting', () => {
  it('has each tab sorted descending by its own date', () => {
    expect(DEFAULT_SORT.matched).toEqual({ column: 'matchedAt', direction: 'desc' });
    expect(DEFAULT_SORT.discarded).toEqual({ column: 'discardedAt', direction: 'desc' });
  });

  it('sorts ascending on the first click of a column, then toggles', () => {
    const first = nextSort(DEFAULT_SORT.found, 'item');
    expect(first).toEqual({ column: 'item', direction: 'asc' });
    expect(nextSort(first, 'item')).toEqual({ column: 'item', direction: 'desc' });
    expect(nextSort(nextSort(first, 'item'), 'item')).toEqual({ column: 'item', direction: 'asc' });
  });

  it('keeps missing values last in both directions', () => {
    const rows = [{ v: 2 }, { v: null }, { v: 10 }, { v: 1 }];
    expect(sortRows(rows, { column: 'v', direction: 'asc' }, (r) => r.v).map((r) => r.v)).toEqual([
      1,
      2,
      10,
      null,
    ]);
    expect(sortRows(rows, { column: 'v', direction: 'desc' }, (r) => r.v).map((r) => r.v)).toEqual([
      10,
      2,
      1,
      null,
    ]);
  });
});

describe('the open tab in the address (?tab=)', () => {
  it('accepts the list tabs and nothing else', () => {
    expect(
      ['found', 'lost', 'matched', 'shipped', 'discarded', 'closed'].every(isDashboardTab),
    ).toBe(true);
    for (const value of ['due', 'Found', '', null, undefined, 'constructor']) {
      expect(isDashboardTab(value)).toBe(false);
    }
  });
});

describe('ownerOf, the display order of a name', () => {
  it('writes a Latin name given name first and a Japanese one family first, in both languages', () => {
    const guest = { firstName: 'Hanako', surname: 'Yamada' };
    expect(ownerOf(guest, 'en')).toBe('Hanako Yamada');
    expect(ownerOf(guest)).toBe('Hanako Yamada');
    expect(ownerOf(guest, 'ja')).toBe('Hanako Yamada');
    expect(ownerOf({ firstName: '花子', surname: '山田' }, 'ja')).toBe('山田 花子');
    expect(ownerOf({ firstName: '花子', surname: '山田' }, 'en')).toBe('山田 花子');
    expect(ownerOf({ firstName: '', surname: '山田' }, 'ja')).toBe('山田');
  });
});

describe('contactOf, the contact column', () => {
  it('shows a phone stored in E.164 with its country code apart, else the email', () => {
    expect(contactOf({ phone: '+819012345678', email: 'a@b.co' })).toBe('+81 9012345678');
    expect(contactOf({ phone: '+44 7700900123' })).toBe('+44 7700900123');
    expect(contactOf({ phone: '', email: 'a@b.co' })).toBe('a@b.co');
  });
});
