import { describe, expect, test } from 'vitest';
import { exportTable, storageDays } from './export-columns';

const t = (key: string) => key;

describe('export: storage location and days in storage', () => {
  test('found and all exports carry both columns', () => {
    const empty = { found: [], lost: [], matches: [] };
    for (const type of ['found', 'discarded', 'all'] as const) {
      const { header } = exportTable(type, empty, t);
      expect(header).toContain('export.columns.storageLocation');
      expect(header).toContain('export.columns.daysInStorage');
    }
  });

  test('days in storage count calendar days for pending items only', () => {
    const now = new Date(2026, 5, 10, 9, 0);
    expect(storageDays({ status: 'pending', dateFound: '2026-06-01' }, now)).toBe('9');
    expect(storageDays({ status: 'pending', dateFound: '2026-06-10' }, now)).toBe('0');
    expect(storageDays({ status: 'pending', dateFound: '' }, now)).toBe('');
    expect(storageDays({ status: 'discarded', dateFound: '2026-06-01' }, now)).toBe('');
    expect(storageDays({ status: 'matched', dateFound: '2026-06-01' }, now)).toBe('');
  });
});
