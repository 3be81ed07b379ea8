import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '@/domain/matching/suggestions';
import type { LiveState } from '@/hooks/use-subscription';
import { renderWithProviders } from '@/testing/render';
import * as matchApi from '../api/match-actions';
import { stubMatchApi, testActor } from '../testing/stored-match';
import { SuggestedMatches } from './suggested-matches';

const state: { open: LiveState<Suggestion[]> } = {
  open: { status: 'loading', data: undefined, error: null },
};
const create = vi.fn<typeof matchApi.matchActions.create>();

const pair: Suggestion = {
  id: 'l1_f1',
  hotelId: 'sakura',
  lostItemId: 'l1',
  foundItemId: 'f1',
  rank: 5,
  score: 3,
  reasons: [],
  state: 'open',
  lost: { itemType: 'Phone', itemName: 'iPhone', imageUrl: null, day: '2026-05-01' },
  found: { itemType: 'Phone', itemName: 'Black phone', imageUrl: null, day: '2026-05-02' },
  createdAt: null,
  dismissedBy: null,
  dismissedAt: null,
  matchId: null,
};

beforeEach(() => {
  state.open = { status: 'loading', data: undefined, error: null };
  create.mockReset().mockRejectedValue(new Error('already matched'));
  vi.spyOn(matchApi, 'useOpenSuggestions').mockImplementation(() => state.open);
  // Every other match action fails unless stubbed.
  stubMatchApi(() => null, { create });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const show = (canDecide = true) =>
  renderWithProviders(
    <SuggestedMatches hotelId="sakura" actor={testActor} canDecide={canDecide} />,
  );

describe('SuggestedMatches', () => {
  it('says it is loading with a named status', () => {
    show();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('says when there is nothing to suggest, with the count', () => {
    state.open = { status: 'success', data: [], error: null };
    show();
    expect(screen.getByText(/No suggested matches right now/)).toBeInTheDocument();
    expect(screen.getByText('0 suggestions')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggested matches' })).not.toBeInTheDocument();
  });

  it('lists a pair with both items, and says so when accepting it fails', async () => {
    state.open = { status: 'success', data: [pair], error: null };
    show();
    const list = screen.getByRole('list', { name: 'Suggested matches' });
    expect(list).toHaveTextContent('iPhone');
    expect(screen.getByText('1 suggestion')).toBeInTheDocument();
    const accept = screen.getByRole('button', {
      name: 'Accept match: Phone · iPhone / Phone · Black phone',
    });
    expect(
      screen.getByRole('button', { name: 'Dismiss: Phone · iPhone / Phone · Black phone' }),
    ).toBeEnabled();
    await userEvent.click(accept);
    expect(create).toHaveBeenCalledWith(testActor, 'l1', 'f1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the match.');
  });

  it('lets staff open the items but not decide', () => {
    state.open = { status: 'success', data: [pair], error: null };
    show(false);
    expect(screen.getByRole('link', { name: 'Phone · iPhone' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Accept match/ })).not.toBeInTheDocument();
  });

  it('says when the queue could not be read', () => {
    state.open = { status: 'error', data: undefined, error: new Error('denied') };
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the suggested matches.');
  });
});
