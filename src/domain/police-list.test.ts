import { describe, expect, it } from 'vitest';
import { policeListCsv, policeListFeatures, policeListItem } from './police-list';

describe('police list', () => {
  const found = {
    id: 'f1',
    dateFound: '2026-05-03',
    timeFound: '09:15',
    createdAt: new Date(2026, 4, 3, 10, 0),
    roomNumber: '305',
    hotelComplex: 'Spa',
    otherLocation: '',
    itemType: 'Wallet',
    itemName: 'Brown wallet',
    description: 'Leather, two cards',
    colour: 'brown',
    brand: 'Coach',
    cashValue: '¥3,000',
    finderName: 'Front Desk',
    foundByNonHotelStaff: 'Guest in 402',
    finderContact: '090-1234-5678',
    finderRights: { expenses: true, reward: true, ownership: false, nameToOwner: true },
  };

  it('keeps what the submission asks: time, place parts, cash, hand-in time, finder and rights', () => {
    expect(policeListItem(found)).toEqual({
      id: 'f1',
      dateFound: '2026-05-03',
      timeFound: '09:15',
      place: '#305, Spa',
      roomNumber: '305',
      hotelComplex: 'Spa',
      otherLocation: '',
      itemType: 'Wallet',
      itemName: 'Brown wallet',
      colour: 'brown',
      features: 'Coach; Leather, two cards',
      cashValue: '¥3,000',
      handedInAt: found.createdAt,
      finder: 'Guest in 402',
      guestFinder: true,
      finderContact: '090-1234-5678',
      finderRights: found.finderRights,
    });
  });

  it('an item staff found names the staff member and carries no finder contact or rights', () => {
    const item = policeListItem({ ...found, foundByNonHotelStaff: ' ' });
    expect(item).toMatchObject({ finder: 'Front Desk', guestFinder: false, finderContact: '' });
    expect(item.finderRights).toEqual({
      expenses: false,
      reward: false,
      ownership: false,
      nameToOwner: false,
    });
  });

  it('renders the colour through the palette label of the reader language', () => {
    const item = policeListItem(found);
    expect(policeListFeatures(item, 'ja')).toBe('茶色; Coach; Leather, two cards');
    expect(policeListFeatures(item, 'en')).toBe('brown; Coach; Leather, two cards');
    expect(policeListFeatures({ ...item, colour: '' }, 'ja')).toBe(item.features);
  });

  it('exports the rows as CSV with a BOM and formula-safe cells', () => {
    const csv = policeListCsv(
      ['No.', 'Item'],
      [
        ['1', '=HYPERLINK("x")'],
        ['2', 'Umbrella'],
      ],
    );
    const [header, row, second] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('"No.","Item"');
    expect(row).toBe('"1","\'=HYPERLINK(""x"")"');
    expect(second).toBe('"2","Umbrella"');
  });
});
