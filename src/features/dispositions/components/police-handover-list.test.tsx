import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toPoliceHandover, type PoliceHandover } from '@/domain/police-handover';
import type { LiveState } from '@/hooks/use-subscription';
import { renderWithProviders } from '@/testing/render';
import * as actions from '../api/disposition-actions';
import { PoliceHandoverList } from './police-handover-list';

// The handover as Firestore would send it, set by each test.
let handover: LiveState<PoliceHandover | null>;
const loaded = (data: PoliceHandover): LiveState<PoliceHandover | null> => ({
  status: 'success',
  data,
  error: null,
});

const facility = {
  name: 'Hotel Sakura',
  address: '1-2-3 Ginza, Tokyo',
  phone: '03-0000-0000',
  occupant: 'Aiko Sato',
  claims: { expenses: true, reward: false, ownership: true },
};
const data = (extra: Record<string, unknown> = {}) =>
  toPoliceHandover('ph1', {
    hotelId: 'h',
    date: '2026-11-20',
    station: 'Tsukiji police station',
    receiptNumber: 'R-77',
    byName: 'Sam',
    facility,
    items: [
      // Listed out of order: the submission lists items in the order they were found.
      { id: 'b', dateFound: '2026-11-12', itemName: 'Scarf', hotelComplex: 'Lobby', finder: 'Ken' },
      {
        id: 'a',
        dateFound: '2026-11-10',
        timeFound: '09:30',
        itemName: 'Wallet',
        roomNumber: '502',
        finder: 'Mia Park',
        guestFinder: true,
        finderContact: 'mia@example.com',
        finderRights: { expenses: true, reward: true, ownership: false, nameToOwner: false },
      },
    ],
    ...extra,
  });

beforeEach(() => {
  handover = loaded(data());
  vi.spyOn(actions, 'usePoliceHandover').mockImplementation(() => handover);
});

const renderList = () =>
  renderWithProviders(<PoliceHandoverList hotelId="h" handoverId="ph1" hotelName="Sakura" />);

describe('PoliceHandoverList', () => {
  it('lists the items in the order found, in both languages, beside the facility and a stamp box', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: /Found property submission/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Wallet');
    expect(rows[0]).toHaveTextContent('客室 502号室 / Room 502');
    expect(rows[0]).toHaveTextContent('mia@example.com');
    expect(rows[1]).toHaveTextContent('Scarf');
    expect(rows[1]).toHaveTextContent('Lobby');
    expect(screen.getByRole('group', { name: '受領印 / Police receipt stamp' })).toBeVisible();
    expect(screen.getByText('Tsukiji police station')).toBeVisible();
    expect(screen.getByText('1-2-3 Ginza, Tokyo')).toBeVisible();
    expect(screen.queryByText(/address, phone or manager is missing/)).toBeNull();
  });

  it('gives each item its quantity, and the time found with the date (or says none was recorded)', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: /Found property submission/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 5)).toEqual([
      '番号 / No.',
      '物件の種類及び特徴 / Item and features',
      '数量 / Quantity',
      '現金 / Cash',
      '拾得日時 / Date and time found',
    ]);
    const [wallet, scarf] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(wallet)[2]).toBe('1');
    expect(cells(wallet)[4]).toMatch(/^2026年11月10日.* 09:30$/);
    expect(cells(scarf)[2]).toBe('1');
    expect(cells(scarf)[4]).toMatch(/^2026年11月12日.*\n時刻の記録なし \/ Time not recorded$/);
  });

  it('says what is missing when the handover kept no facility, and names the hotel', async () => {
    handover = loaded(data({ facility: null }));
    renderList();
    expect(await screen.findByText(/address, phone or manager is missing/)).toBeVisible();
    expect(screen.getByText('Sakura')).toBeVisible();
  });

  it("shows another hotel's handover as not found", async () => {
    handover = loaded(data({ hotelId: 'other' }));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Police handover not found.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
