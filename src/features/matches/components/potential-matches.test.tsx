import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    vi.spyOn(matchActions, 'plannedCandidates').mockImplementation((kind) =>
      Promise.resolve(kind === 'found' ? candidates.found : []),
    );
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

  it('reads the bounded set around the stay, and pages through every candidate on request', async () => {
    const older = Array.from({ length: 50 }, (_, i) =>
      toFoundItem(`F-old-${i}`, { ...open, itemName: `傘 ${i}`, dateFound: '2025-01-01' }),
    );
    const last = toFoundItem('F-oldest', { ...open, itemName: '手袋', dateFound: '2024-06-01' });
    const pages = vi
      .spyOn(matchActions, 'candidatePage')
      .mockImplementation((_kind, _hotel, after) =>
        Promise.resolve(after === null ? older : [last]),
      );
    const user = userEvent.setup();
    renderWithProviders(
      <PotentialMatches subject={{ kind: 'lost', item: report }} actor={actor} />,
    );
    await screen.findByRole('columnheader', { name: 'Why this rank' });
    const [kind, hotel, subjectId, plan] = vi.mocked(matchActions.plannedCandidates).mock.calls[0];
    expect([kind, hotel, subjectId]).toEqual(['found', HOTEL, 'L1']);
    expect(plan.ranges[0]).toMatchObject({
      field: 'dateFound',
      from: '2026-02-27',
      to: '2026-03-09',
    });
    expect(screen.queryByText('手袋')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all candidates' }));
    expect(
      await screen.findByRole('heading', { name: 'All candidates, newest first' }),
    ).toBeVisible();
    expect(screen.getByText(/傘 49/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/手袋/)).toBeInTheDocument();
    expect(pages).toHaveBeenLastCalledWith('found', HOTEL, { day: '2025-01-01', id: 'F-old-49' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
