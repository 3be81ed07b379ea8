import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Match } from '@/domain/entities';
import { toMatch } from '@/domain/records';
import { renderWithProviders } from '@/testing/render';
import { MatchDetails } from './match-details';

const state = vi.hoisted((): { match: unknown } => ({ match: null }));
vi.mock('../api/match-actions', () => ({
  matchActions: {},
  useMatch: () => ({ status: 'success', data: state.match, error: null }),
}));

const match = (overrides: Partial<Match>) =>
  ({
    // Every field a stored match yields (shipping agreement included), then the case's own.
    ...toMatch('m1', {}),
    id: 'm1',
    hotelId: 'sakura',
    status: 'matched',
    foundItemId: 'f1',
    lostItemId: 'l1',
    packageSize: null,
    packageWeight: null,
    postageCost: null,
    destinationCountry: null,
    found: { itemType: 'Phone', itemName: 'iPhone', imageUrl: null, dateFound: '2026-05-01' },
    lost: {
      itemType: 'Phone',
      itemName: 'iPhone',
      imageUrl: null,
      firstName: 'James',
      surname: 'Carter',
      email: 'j@example.com',
      country: 'United Kingdom',
    },
    ...overrides,
  }) as unknown as Match;

const actor = { uid: 'u', email: 'a@example.com', displayName: 'A' } as never;

describe('MatchDetails package-size prompt (spec §4)', () => {
  it('prompts a matched match without a size, and the prompt opens the size picker', async () => {
    state.match = match({});
    renderWithProviders(<MatchDetails hotelId="sakura" matchId="m1" actor={actor} />);
    expect(screen.getByText('Package size needed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose package size' }));
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Its close (×) button has a name (issue 13).
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  }, 30_000);

  it('does not prompt once a size is set, nor for a confirmed match', () => {
    state.match = match({ packageSize: 'small' });
    const { unmount } = renderWithProviders(
      <MatchDetails hotelId="sakura" matchId="m1" actor={actor} />,
    );
    expect(screen.queryByText('Package size needed')).not.toBeInTheDocument();
    unmount();
    state.match = match({ status: 'confirmed' });
    renderWithProviders(<MatchDetails hotelId="sakura" matchId="m1" actor={actor} />);
    expect(screen.queryByText('Package size needed')).not.toBeInTheDocument();
  });

  it('shows a match of another hotel as not found', () => {
    state.match = match({ hotelId: 'harbor' });
    renderWithProviders(<MatchDetails hotelId="sakura" matchId="m1" actor={actor} />);
    expect(screen.getByText('This match could not be found.')).toBeInTheDocument();
  });
});
