import { describe, expect, it } from 'vitest';
import { matchWithItemsHaystack, searchRows, searchWords } from './dashboard-search';
import type { FoundItem, LostItem, Match } from './entities';

describe('dashboard search (spec §5)', () => {
  const rows = [
    { id: 1, text: 'phone\u0000スマートフォン\u0000iphone 15\u0000room 1204\u0000james carter' },
    { id: 2, text: 'wallet\u0000財布\u0000brown leather\u0000lobby\u0000emma wilson' },
  ];
  const haystack = (row: { text: string }) => row.text;

  it('splits on spaces and commas', () => {
    expect(searchWords(' iPhone,  1204 ,carter')).toEqual(['iphone', '1204', 'carter']);
  });

  it('keeps a row only when every word matches some field', () => {
    expect(searchRows(rows, 'iphone carter', haystack).map((r) => r.id)).toEqual([1]);
    expect(searchRows(rows, 'iphone wilson', haystack)).toEqual([]);
    expect(searchRows(rows, '', haystack)).toHaveLength(2);
  });

  it('matches the translated type too', () => {
    expect(searchRows(rows, '財布', haystack).map((r) => r.id)).toEqual([2]);
  });
});

describe('matched and shipped tabs search both items', () => {
  const translate = (type: string) => type;
  const match = {
    found: { itemType: 'Phone', itemName: 'iPhone', dateFound: '', imageUrl: null },
    lost: {
      itemType: 'Phone',
      itemName: 'iPhone',
      firstName: 'James',
      surname: 'Carter',
      email: 'j@example.com',
      country: 'United Kingdom',
      language: 'en',
      imageUrl: null,
    },
    destinationCountry: null,
    packageSize: null,
  } as unknown as Match;

  it('finds a match by a found item field and by a lost item field beyond the summary', () => {
    const found = { storageLocation: 'Shelf B7', comments: 'scratched screen' } as FoundItem;
    const lost = { locationLost: 'Sky lounge', phone: '+44 7700900123' } as LostItem;
    const rows = [{ text: matchWithItemsHaystack(match, translate, found, lost) }];
    const hits = (query: string) => searchRows(rows, query, (row) => row.text).length;
    expect(hits('shelf b7')).toBe(1);
    expect(hits('sky lounge')).toBe(1);
    expect(hits('7700900123')).toBe(1);
    expect(hits('carter')).toBe(1);
    // Without the items only the summary is searchable.
    const summaryOnly = [{ text: matchWithItemsHaystack(match, translate) }];
    expect(searchRows(summaryOnly, 'shelf b7', (row) => row.text)).toHaveLength(0);
  });
});
