import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundItem } from '@/domain/entities';
import { toFoundItem, toLostItem } from '@/domain/records';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render';
import { matchActions } from '../api/match-actions';
import { PotentialMatches } from './potential-matches';

const candidates: { found: FoundItem[] } = { found: [] };

const HOTEL = 'sakura';
const open = { hotelId: HOTEL, status: 'pending', matchId: null, itemType: 'Wallet' };
const report = toLostItem('L1', {
  ...open,
  itemName: 'Black leather Louis Vuitton wallet',
  dateLost: '2026-03-04',
  locationLost: 'Lobby',
  firstName: 'Emily',
  surname: 'Johnson',
  stayDateFrom: '2026-03-01',
  stayDateUntil: '2026-03-04',
});
const actor = { uid: 'admin', email: 'admin@example.com', displayName: 'Admin' };

describe('PotentialMatches', () => {
  beforeEach(() => {
    vi.spyOn(matchActions, 'foundCandidates').mockImplementation(() =>
      Promise.resolve(candidates.found),
    );
    vi.spyOn(matchActions, 'lostCandidates').mockResolvedValue([]);
    vi.spyOn(matchActions, 'create').mockRejectedValue(new Error('create is not stubbed'));
    candidates.found = [
      toFoundItem('F-brown', { ...open, itemName: '茶色の財布', dateFound: '2026-03-05' }),
      toFoundItem('F-lv', {
        ...open,
        itemName: '黒い革の長財布',
        description: 'ルイ・ヴィトン',
        dateFound: '2026-03-05',
      }),
    ];
  });

  it('ranks equal scores by similarity and explains every row', async () => {
    renderWithProviders(
      <PotentialMatches subject={{ kind: 'lost', item: report }} actor={actor} />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Why this rank' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText(/黒い革の長財布/)).toBeInTheDocument();
    expect(within(rows[0]).getAllByText('3/3', { exact: false })).not.toHaveLength(0);
    expect(
      within(rows[0]).getByText(
        'brand: Louis Vuitton · same colour: black · material: leather · both say: wallet · found 1 day after check-out',
      ),
    ).toBeInTheDocument();
    expect(within(rows[1]).getByText(/different colour: black \/ brown/)).toBeInTheDocument();
  });

  it('explains in Japanese for a Japanese reader', async () => {
    await changeLanguage('ja');
    renderWithProviders(
      <PotentialMatches subject={{ kind: 'lost', item: report }} actor={actor} />,
    );
    expect(await screen.findByText(/ブランド：ルイ・ヴィトン · 同じ色：黒/)).toBeInTheDocument();
    expect(screen.getAllByText(/チェックアウトの翌日に発見/)).toHaveLength(2);
  });
});
