import { describe, expect, test } from 'vitest';
import { exportTable } from './export-columns';
import { toFoundItem } from './records';

const t = (key: string) => key;

describe('export: disposition column and the closed export', () => {
  const pending = toFoundItem('f1', { hotelId: 'h', status: 'pending', itemName: 'Scarf' });
  const police = toFoundItem('f2', {
    hotelId: 'h',
    status: 'police',
    itemName: 'Wallet',
    disposition: {
      kind: 'police',
      at: new Date('2026-05-10T01:00:00Z'),
      byName: 'Aiko',
      station: 'Ueno',
      receiptNumber: 'R-1',
      date: '2026-05-10',
    },
  });
  const data = { found: [pending, police], lost: [], matches: [] };

  test('the closed export lists only finished items, with when and how they left', () => {
    const { header, rows } = exportTable('closed', data, t);
    expect(header.slice(-2)).toEqual(['export.columns.closedAt', 'export.columns.disposition']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(-2)).toEqual([
      '2026-05-10T01:00:00.000Z',
      'itemStatus.police / Ueno R-1 2026-05-10 / Aiko',
    ]);
  });

  test('the all export carries the disposition column (empty while on the shelf)', () => {
    const { header, rows } = exportTable('all', data, t);
    const column = header.indexOf('export.columns.disposition');
    expect(column).toBeGreaterThan(0);
    expect(rows.map((row) => row[column])).toEqual([
      '',
      'itemStatus.police / Ueno R-1 2026-05-10 / Aiko',
    ]);
  });
});
