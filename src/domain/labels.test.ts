import { describe, expect, test } from 'vitest';
import {
  distinctStorageLocations,
  isOnShelf,
  labelPages,
  parseLabelIds,
  shortItemId,
} from './labels';

describe('labels', () => {
  test('the short id is the first six characters of the id, upper-cased', () => {
    expect(shortItemId('aB3dE9xYz')).toBe('AB3DE9');
    expect(shortItemId('ab')).toBe('AB');
  });

  test('storage locations: distinct without case and spaces, first spelling wins, capped', () => {
    expect(
      distinctStorageLocations(['Shelf A', ' shelf a ', '', '  ', 'Safe', 'Box 3', 'SAFE'], 2),
    ).toEqual(['Shelf A', 'Safe']);
    expect(distinctStorageLocations([])).toEqual([]);
  });

  test('label ids from the query string: trimmed, without blanks and repeats', () => {
    expect(parseLabelIds('a, b,,a,c')).toEqual(['a', 'b', 'c']);
    expect(parseLabelIds(null)).toEqual([]);
    expect(parseLabelIds('x,y,z', 2)).toEqual(['x', 'y']);
  });

  test('a roll prints one label a page; an A4 sheet 24', () => {
    const labels = Array.from({ length: 25 }, (_, index) => index);
    expect(labelPages(labels, 'roll')).toHaveLength(25);
    const sheets = labelPages(labels, 'a4');
    expect(sheets.map((sheet) => sheet.length)).toEqual([24, 1]);
    expect(labelPages([], 'a4')).toEqual([]);
  });
});

describe('isOnShelf', () => {
  test('only pending and matched items are still on the shelf', () => {
    expect(isOnShelf({ status: 'pending' })).toBe(true);
    expect(isOnShelf({ status: 'matched' })).toBe(true);
    for (const status of ['discarded', 'returned', 'police', 'donated', 'destroyed'])
      expect(isOnShelf({ status })).toBe(false);
    expect(isOnShelf({ status: 'pending', deleted: true })).toBe(false);
  });
});
