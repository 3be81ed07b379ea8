import { describe, expect, it } from 'vitest';
import { lostItemHaystack, searchRows } from './dashboard-search';
import { exportTable } from './export-columns';
import { toFoundItem, toLostItem } from './records';

// The guest's reference number in the lost item export and the dashboard search.
const t = (key: string) => key;
const lost = toLostItem('l1', {
  hotelId: 'sakura-tokyo',
  reference: 'SAK-7K3Q-2F',
  itemType: 'Wallet',
  itemName: 'Brown wallet',
  status: 'pending',
  firstName: 'Emma',
  surname: 'Wilson',
  email: 'emma@example.com',
});
const other = toLostItem('l2', { ...lost, reference: 'SAK-9Z9Z-99', itemName: 'Scarf' });
const found = toFoundItem('f1', { hotelId: 'sakura-tokyo', itemType: 'Wallet', status: 'pending' });

describe('reference in the CSV exports', () => {
  it('the lost item export has a reference column with each report’s reference', () => {
    const { header, rows } = exportTable('lost', { found: [], lost: [lost], matches: [] }, t);
    const column = header.indexOf('export.columns.reference');
    expect(column).toBeGreaterThanOrEqual(0);
    expect(rows[0]?.[column]).toBe('SAK-7K3Q-2F');
  });

  it('the all-items export has it too: the reference on lost rows, empty on found rows', () => {
    const { header, rows } = exportTable('all', { found: [found], lost: [lost], matches: [] }, t);
    const column = header.indexOf('export.columns.reference');
    expect(column).toBeGreaterThanOrEqual(0);
    const recordType = header.indexOf('export.columns.recordType');
    const byKind = new Map(rows.map((row) => [row[recordType], row[column]]));
    expect(byKind.get('export.recordLost')).toBe('SAK-7K3Q-2F');
    expect(byKind.get('export.recordFound')).toBe('');
  });
});

describe('dashboard search by reference', () => {
  it('finds a lost item by its reference, whatever the case', () => {
    const haystack = (item: typeof lost) => lostItemHaystack(item, t);
    expect(searchRows([lost, other], 'SAK-7K3Q-2F', haystack).map((r) => r.id)).toEqual(['l1']);
    expect(searchRows([lost, other], 'sak-9z9z-99', haystack).map((r) => r.id)).toEqual(['l2']);
    expect(searchRows([lost, other], 'SAK-0000-00', haystack)).toEqual([]);
  });
});
